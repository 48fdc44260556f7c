import { screen, within } from '@testing-library/react';
import { initTestI18n } from '../../../test/i18n';
import { renderWithApp } from '../../../test/render';
import { makeTournament } from '../testing/factories';
import { OverviewTab } from './OverviewTab';

const facts = () => within(screen.getAllByRole('definition')[0]!.closest('dl') as HTMLElement);

describe('tournament overview: read-only facts', () => {
  it('leaves out an empty prize pool and entry fee instead of echoing the form ("(isteğe bağlı) · Yok")', () => {
    renderWithApp(<OverviewTab tournament={makeTournament({ prizePool: null, entryFee: null })} />);
    const list = facts();
    expect(list.queryByText(/Ödül havuzu|Katılım ücreti/)).not.toBeInTheDocument();
    expect(list.queryByText('Yok')).not.toBeInTheDocument();
    expect(screen.queryByText(/isteğe bağlı/)).not.toBeInTheDocument();
  });

  it.each([
    ['tr', 'Ödül havuzu', 'Katılım ücreti'],
    ['en', 'Prize pool', 'Entry fee'],
  ])('names filled ones with read-only labels (%s)', async (lng, prize, fee) => {
    await initTestI18n(lng);
    renderWithApp(<OverviewTab tournament={makeTournament({ prizePool: '10.000 TL', entryFee: '50 TL' })} />);
    const list = facts();
    expect(list.getByText(prize, { exact: true }).nextSibling).toHaveTextContent('10.000 TL');
    expect(list.getByText(fee, { exact: true }).nextSibling).toHaveTextContent('50 TL');
    expect(screen.queryByText(/isteğe bağlı|optional/)).not.toBeInTheDocument();
  });
});

describe('tournament overview: details labels and location', () => {
  it.each([
    ['tr', 'Katılımcı türü', 'Takımlar', 'Katılımcılar', '3/16 katılımcı', 'Konum', 'İstanbul, Türkiye', 'Almanya'],
    [
      'en',
      'Participant type',
      'Teams',
      'Participants',
      '3/16 participants',
      'Location',
      'İstanbul, Türkiye',
      'Germany',
    ],
  ])(
    'labels the kind apart from the count and names the country, not its code (%s)',
    async (lng, kindLabel, kind, countLabel, count, locationLabel, location, germany) => {
      await initTestI18n(lng);
      const { unmount } = renderWithApp(<OverviewTab tournament={makeTournament()} />);
      const list = facts();
      expect(list.getByText(kindLabel, { exact: true }).nextSibling).toHaveTextContent(kind);
      expect(list.getAllByText(countLabel, { exact: true })).toHaveLength(1);
      expect(list.getByText(countLabel, { exact: true }).nextSibling).toHaveTextContent(count);
      expect(list.getByText(locationLabel, { exact: true }).nextSibling).toHaveTextContent(new RegExp(`^${location}$`));
      unmount();
      renderWithApp(<OverviewTab tournament={makeTournament({ country: 'DE', region: null })} />);
      expect(facts().getByText(locationLabel, { exact: true }).nextSibling).toHaveTextContent(
        new RegExp(`^${germany}$`),
      );
    },
  );
});
