import type { MatchLobby as MatchLobbyData, Message, MessagePage } from '@esn/contract';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach } from 'vitest';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { ayse, makeConversation, makeMessage, me } from '../testing/factories';
import { formatZoned } from '../../../shared/lib/format';
import { MatchLobby } from './MatchLobby';

const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const LOBBY = '/api/matches/m1/lobby';
const CONV = '/api/messages/conversations/c1';
const match = {
  id: 'm1',
  home: 'Kartallar',
  away: 'Aslanlar',
  round: 2,
  contextKind: 'tournament' as const,
  context: 'Kış Kupası',
};

const systemLine: Message = makeMessage({
  id: 'sys1',
  sender: null,
  text: '',
  system: {
    key: 'result_submitted',
    params: { by: 'kaan', home: 'Kartallar', away: 'Aslanlar', scoreA: 2, scoreB: 1 },
    text: {
      tr: 'kaan sonucu bildirdi: Kartallar 2–1 Aslanlar. Diğer taraf onaylayacak ya da itiraz edecek.',
      en: 'kaan submitted the result: Kartallar 2–1 Aslanlar. The other side approves or disputes it.',
    },
  },
});

function renderLobby(lobby: Partial<MatchLobbyData> = {}, messages: Message[] = []) {
  const conversation = makeConversation({
    kind: 'match',
    other: null,
    match,
    participantCount: 6,
    ...lobby.conversation,
  });
  const data: MatchLobbyData = { canSend: true, closed: false, closesAt: null, ...lobby, conversation };
  const fetch = stubFetch({
    [LOBBY]: data,
    [CONV]: conversation,
    [`${CONV}/messages?limit=30`]: { items: messages, nextCursor: null } satisfies MessagePage,
    [`POST ${CONV}/read`]: { count: 0 },
  });
  renderWithApp(<MatchLobby matchId="m1" status="ready" />, { user: viewer, route: '/matches/m1' });
  return fetch;
}

afterEach(async () => {
  await i18next.changeLanguage('tr');
});

describe('the match lobby on the match page', () => {
  it('shows the conversation, what people wrote and the system lines set apart, with a composer', async () => {
    renderLobby({}, [makeMessage({ id: 'x1', sender: ayse, text: 'Saat 21 olur mu?' }), systemLine]);
    const region = await screen.findByRole('region', { name: 'Maç lobisi' });
    expect(await within(region).findByText('Saat 21 olur mu?')).toBeInTheDocument();
    const line = within(region).getByTestId('system-line');
    expect(line).toHaveTextContent('Maç bildirimi: kaan sonucu bildirdi: Kartallar 2–1 Aslanlar.');
    expect(line.closest('li')).not.toHaveClass('justify-start');
    expect(within(region).getByRole('textbox', { name: 'Mesajın' })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Mesajlarda aç' })).toHaveAttribute('href', '/messages/c1');
  });

  it('shows a line’s times in the reader’s zone with the zone named, as the match page does', async () => {
    const proposed = makeMessage({
      id: 'sys2',
      sender: null,
      text: '',
      system: {
        key: 'time_proposed',
        params: { by: 'kaan', side: 'Kartallar', times: '2026-11-30 17:00 UTC, 2026-12-01 18:00 UTC' },
        text: {
          tr: 'kaan (Kartallar) maç saati önerdi: 2026-11-30 17:00 UTC, 2026-12-01 18:00 UTC. Diğer taraf birini kabul edecek ya da başka saatler önerecek.',
          en: 'kaan (Kartallar) proposed match times: 2026-11-30 17:00 UTC, 2026-12-01 18:00 UTC. The other side accepts one or proposes others.',
        },
      },
    });
    renderLobby({}, [proposed]);
    const region = await screen.findByRole('region', { name: 'Maç lobisi' });
    const line = await within(region).findByTestId('system-line');
    const first = formatZoned('2026-11-30T17:00:00Z', 'tr');
    expect(line).toHaveTextContent(`maç saati önerdi: ${first}, ${formatZoned('2026-12-01T18:00:00Z', 'tr')}.`);
    expect(line).not.toHaveTextContent('2026-11-30 17:00');
  });

  it('says why nobody can write once closed', async () => {
    renderLobby({
      closed: true,
      canSend: false,
      closesAt: '2025-03-02T10:00:00.000Z',
      conversation: makeConversation({ kind: 'match', other: null, match, canSend: false }),
    });
    const region = await screen.findByRole('region', { name: 'Maç lobisi' });
    expect(await within(region).findByText(/sonuç kesinleşeli bir günden fazla oldu/)).toBeInTheDocument();
    expect(await within(region).findByText(/bir gün sonra yeni mesajlara kapandı/)).toBeInTheDocument();
    expect(within(region).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows nothing to someone outside the match', async () => {
    const fetch = stubFetch({ [LOBBY]: jsonResponse(403, { message: 'no', code: 'not_match_member' }) });
    renderWithApp(<MatchLobby matchId="m1" />, { user: viewer, route: '/matches/m1' });
    await new Promise((r) => setTimeout(r, 50));
    expect(fetch).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Maç lobisi' })).not.toBeInTheDocument();
  });

  it('speaks English, the system line too', async () => {
    await i18next.changeLanguage('en');
    renderLobby({}, [systemLine]);
    const region = await screen.findByRole('region', { name: 'Match lobby' });
    expect(await within(region).findByTestId('system-line')).toHaveTextContent(
      'Match notice: kaan submitted the result: Kartallar 2–1 Aslanlar.',
    );
  });
});
