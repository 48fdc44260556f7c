import type { ConversationPage } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeConversation, makeMessage, makePerson, me } from '../testing/factories';
import { ConversationList } from './ConversationList';

const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const LIST = '/api/messages/conversations?limit=20';
const page = (items: ConversationPage['items'], nextCursor: string | null = null): ConversationPage => ({
  items,
  nextCursor,
});

function renderList(routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch(routes);
  const view = renderWithApp(<ConversationList />, { user: viewer, route: '/messages' });
  return { fetch, user: userEvent.setup(), ...view };
}

describe('conversation list', () => {
  it('lists conversations newest first with the last message, its time and the unread count', async () => {
    const mert = makePerson({ id: 'u3', nickname: 'mert', firstName: null, lastName: null });
    renderList({
      [LIST]: page([
        makeConversation({
          unreadCount: 2,
          lastMessage: makeMessage({ text: 'Akşam maç var mı?' }),
        }),
        makeConversation({
          id: 'c2',
          other: mert,
          lastMessage: makeMessage({ id: 'm2', conversationId: 'c2', sender: me, text: 'Tamamdır' }),
          updatedAt: '2025-03-01T10:00:00.000Z',
        }),
        makeConversation({
          id: 'c3',
          kind: 'team',
          other: null,
          team: { id: 't1', slug: 'falcons', name: 'Falcons', logoUrl: null },
          participantCount: 5,
          lastMessage: makeMessage({
            id: 'm3',
            conversationId: 'c3',
            sender: mert,
            text: '',
            media: [{ url: '/objects/a.png', kind: 'image', mime: 'image/png', size: 1 }],
          }),
        }),
      ]),
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sohbetler yükleniyor...');
    const list = await screen.findByRole('list', { name: 'Sohbetler' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.getAttribute('href'))).toEqual(['/messages/c1', '/messages/c2', '/messages/c3']);
    expect(rows[0]).toHaveTextContent('Ayşe Yılmaz');
    expect(rows[0]).toHaveTextContent('Akşam maç var mı?');
    expect(rows[0]).toHaveTextContent('2 okunmamış mesaj');
    expect(rows[1]).toHaveTextContent('Sen: Tamamdır');
    expect(rows[1]).toHaveTextContent('1 Mar');
    expect(rows[1]).not.toHaveTextContent('okunmamış');
    expect(rows[2]).toHaveTextContent('Falcons');
    expect(rows[2]).toHaveTextContent('mert: Fotoğraf');
    expect(within(rows[2]!).getByRole('img', { name: 'Takım' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderList({ [LIST]: page([]) });
    expect(await screen.findByText(/Henüz bir sohbetin yok/)).toBeInTheDocument();
  });

  it('does not say "no conversations yet" beside the one just opened, before its first message', async () => {
    stubFetch({ [LIST]: page([]) });
    renderWithApp(<ConversationList selectedId="c-new" />, { user: viewer, route: '/messages/c-new' });
    expect(await screen.findByText(/ilk mesajın gönderilince/)).toBeInTheDocument();
    expect(screen.queryByText(/Henüz bir sohbetin yok/)).not.toBeInTheDocument();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = renderList({
      [LIST]: () => (fail ? jsonResponse(500, { message: 'x' }) : jsonResponse(200, page([makeConversation()]))),
    });
    expect(await screen.findByText('Sohbetler yüklenemedi.', {}, { timeout: 8_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('link', { name: /Ayşe Yılmaz/ })).toBeInTheDocument();
  });

  it('searches by name once the typing pauses, and says when nothing matches', async () => {
    const { fetch, user } = renderList({ [LIST]: page([makeConversation()]), [`${LIST}&q=zz`]: page([]) });
    await screen.findByRole('list', { name: 'Sohbetler' });
    await user.type(screen.getByRole('searchbox', { name: 'Sohbetlerde ara' }), 'zz');
    expect(await screen.findByText('"zz" ile eşleşen bir sohbet yok.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', `${LIST}&q=z`)).toHaveLength(0);
    expect(callsTo(fetch, 'GET', `${LIST}&q=zz`)).toHaveLength(1);
  });

  it('loads more with the cursor', async () => {
    const { user } = renderList({
      [LIST]: page([makeConversation()], 'next1'),
      [`${LIST}&cursor=next1`]: page([
        makeConversation({
          id: 'c7',
          other: makePerson({ id: 'u7', nickname: 'deniz', firstName: 'Deniz', lastName: null }),
        }),
      ]),
    });
    await user.click(await screen.findByRole('button', { name: 'Daha fazla sohbet' }));
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    expect(screen.getByRole('link', { name: /Deniz/ })).toHaveAttribute('href', '/messages/c7');
    expect(screen.queryByRole('button', { name: 'Daha fazla sohbet' })).not.toBeInTheDocument();
  });
});
