import { act, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { renderWithApp } from '../../../test/render';
import { makeTeam } from '../testing/factories';
import { TeamCard } from './TeamCard';

const stats = { matches: 1234, wins: 7, tournaments: 0 };

function renderCard(team: Parameters<typeof TeamCard>[0]['team']) {
  return renderWithApp(
    <ul>
      <TeamCard team={team} />
    </ul>,
  );
}

/** Each term of the card's record with its value, in reading order. */
const record = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent] as const);

describe('team card', () => {
  it("shows the list's matches, wins and tournaments as named numbers (TR, then EN)", async () => {
    renderCard({ ...makeTeam(), stats });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Falcons' })).toHaveAttribute('href', '/team/falcons');
    expect(record()).toEqual([
      ['Maç', '1.234'],
      ['Galibiyet', '7'],
      ['Turnuva', '0'],
    ]);
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(record()).toEqual([
      ['Matches', '1,234'],
      ['Wins', '7'],
      ['Tournaments', '0'],
    ]);
  });

  it('counts members with the plural form of each language: one member, several members', async () => {
    renderCard({ ...makeTeam(), members: 1 });
    expect(screen.getByText(/· 1 üye$/)).toBeInTheDocument();
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    expect(screen.getByText(/· 1 member$/)).toBeInTheDocument();
  });

  it('says "members" for more than one in English', async () => {
    await act(async () => {
      await i18next.changeLanguage('en');
    });
    renderCard({ ...makeTeam(), members: 3 });
    expect(screen.getByText(/· 3 members$/)).toBeInTheDocument();
  });

  it('leaves the record out for a team given without stats', () => {
    renderCard(makeTeam());
    expect(screen.getByRole('link', { name: 'Falcons' })).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toHaveLength(0);
  });
});
