import type { VerifiedRecord } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { CareerEntryCard } from './CareerEntryCard';
import { VerifiedRecordSections } from './VerifiedRecord';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

const record = (over: Partial<VerifiedRecord> = {}): VerifiedRecord => ({
  roster: {
    items: [
      {
        id: 'stint-1',
        team: { id: 't1', name: 'Bursa Falcons', slug: 'bursa-falcons', exists: true },
        role: 'player',
        joinedAt: '2026-03-02T10:00:00.000Z',
        leftAt: null,
        endedBy: null,
        viaTransfer: true,
        hidden: false,
      },
      {
        id: 'stint-0',
        team: { id: 't0', name: 'Gone Team', slug: 'gone-team', exists: false },
        role: 'manager',
        joinedAt: '2025-01-10T10:00:00.000Z',
        leftAt: '2026-03-02T10:00:00.000Z',
        endedBy: 'transferred',
        viaTransfer: false,
        hidden: true,
      },
    ],
    nextCursor: null,
  },
  placements: {
    items: [
      {
        id: 'p-reg',
        tournament: { id: 'tour', name: 'Ege Ligi' },
        game: 'valorant',
        format: 'round_robin',
        size: 4,
        rank: 1,
        teamName: 'Bursa Falcons',
        date: '2026-04-01T10:00:00.000Z',
        hidden: false,
      },
    ],
    nextCursor: null,
  },
  games: [{ id: 'g-valorant', game: 'valorant', matches: 4, wins: 3, winRate: 0.75, rating: null, hidden: false }],
  ...over,
});

describe('verified record', () => {
  it('marks every entry verified, greys a hidden one with "Gizli" and shows no edit control', async () => {
    stubFetch({ '/api/users/me/record': record() });
    renderWithApp(<VerifiedRecordSections userId="me" own />, { user: me });
    const roster = await screen.findByRole('list', { name: 'Kadro geçmişi' });
    const [current, old] = within(roster).getAllByRole('listitem');
    expect(current).toHaveTextContent('Bursa Falcons');
    expect(current).toHaveTextContent('Oyuncu · transferle katıldı');
    expect(current).toHaveTextContent('Günümüz');
    expect(current).toHaveTextContent('Platform tarafından doğrulandı');
    expect(within(current!).getByRole('link', { name: 'Bursa Falcons' })).toHaveAttribute(
      'href',
      '/team/bursa-falcons',
    );
    expect(current).not.toHaveAttribute('data-hidden');
    expect(old).toHaveAttribute('data-hidden', 'true');
    expect(old).toHaveClass('opacity-60');
    expect(old).toHaveTextContent('Gizli');
    expect(old).toHaveTextContent('transferle ayrıldı');
    // A deleted team keeps its name, without a link.
    expect(within(old!).queryByRole('link')).toBeNull();
    expect(screen.getByRole('list', { name: 'Turnuva dereceleri' })).toHaveTextContent('4 takım/oyuncu içinde 1.');
    const games = screen.getByRole('list', { name: 'Oyun bazında istatistikler' });
    expect(games).toHaveTextContent('%75');
    expect(games).toHaveTextContent('Henüz reyting yok');
    expect(screen.queryByRole('button', { name: /Düzenle/ })).toBeNull();
    expect(screen.getAllByText('Platform tarafından doğrulandı')).toHaveLength(4);
  });

  it('lets the owner hide and show an entry', async () => {
    const fetch = stubFetch({
      '/api/users/me/record': record(),
      'PUT /api/record/stint-1/hidden': jsonResponse(200, { id: 'stint-1', hidden: true }),
      'DELETE /api/record/stint-0/hidden': jsonResponse(200, { id: 'stint-0', hidden: false }),
    });
    const user = userEvent.setup();
    renderWithApp(<VerifiedRecordSections userId="me" own />, { user: me });
    await user.click(await screen.findByRole('button', { name: 'Bursa Falcons kaydını başkalarından gizle' }));
    await waitFor(() => expect(callsTo(fetch, 'PUT', '/api/record/stint-1/hidden')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Gone Team kaydını yeniden göster' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/record/stint-0/hidden')).toHaveLength(1));
  });

  it('gives others no hide control, and says so when there is nothing verified yet', async () => {
    stubFetch({
      '/api/users/them/record': record({ placements: { items: [], nextCursor: null }, games: [] }),
      '/api/users/empty/record': record({
        roster: { items: [], nextCursor: null },
        placements: { items: [], nextCursor: null },
        games: [],
      }),
    });
    renderWithApp(<VerifiedRecordSections userId="them" own={false} />, { user: me });
    expect(await screen.findByRole('list', { name: 'Kadro geçmişi' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    renderWithApp(<VerifiedRecordSections userId="empty" own={false} />, { user: me });
    // Another person's record: no advice meant for its owner.
    expect(await screen.findByText('Henüz doğrulanmış kayıt yok.')).toBeInTheDocument();
    expect(screen.queryByText(/bir takıma katılman/)).toBeNull();
  });

  it('marks a self-declared career entry as such', () => {
    renderWithApp(
      <CareerEntryCard
        entry={{
          id: 'c1',
          userId: 'me',
          teamName: 'Nova',
          teamSlug: null,
          role: 'player',
          game: 'cs2',
          from: '2022-01',
          to: null,
          description: null,
        }}
      />,
      { user: me },
    );
    expect(screen.getByText('Kullanıcı beyanı')).toBeInTheDocument();
    expect(screen.queryByText('Platform tarafından doğrulandı')).toBeNull();
  });
});
