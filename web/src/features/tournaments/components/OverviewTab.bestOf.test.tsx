import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from '../../../test/render';
import { makeTournament } from '../testing/factories';
import { OverviewTab } from './OverviewTab';

const lengthFact = () => screen.getByText(/^(Maç uzunluğu|Match length)$/).nextElementSibling;

describe('overview: match length', () => {
  it('shows the length and the final’s when it differs', () => {
    renderWithApp(<OverviewTab tournament={makeTournament({ bestOf: 3, finalBestOf: 5 })} />);
    expect(lengthFact()).toHaveTextContent('Bo3, final Bo5');
  });

  it('a Bo1 event, and a round robin whose final length means nothing, in English', async () => {
    await i18next.changeLanguage('en');
    renderWithApp(<OverviewTab tournament={makeTournament({ format: 'round_robin', bestOf: 3, finalBestOf: 1 })} />);
    expect(lengthFact()).toHaveTextContent(/^Bo3$/);
  });
});
