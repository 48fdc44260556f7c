import type { ConversationPage, MessagePage } from '@esn/contract';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { makeConversation, makeMessage, me } from '../testing/factories';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';

/** A person who deleted his account leaves his conversations to the others: shown as "Silinmiş hesap". */
const viewer = makeUser({ id: me.id, nickname: me.nickname, onboardingCompleted: true, userType: 'player' });
const CONV = '/api/messages/conversations/c1';

const withDeleted = makeConversation({
  other: null,
  canSend: false,
  lastMessage: makeMessage({ id: 'm3', sender: null, text: 'Son mesajı' }),
});

describe('a conversation with a deleted account', () => {
  it('keeps the thread readable, names the sender "Silinmiş hesap" and says why one cannot answer', async () => {
    stubFetch({
      [CONV]: withDeleted,
      [`${CONV}/messages?limit=30`]: {
        items: [
          makeMessage({ id: 'm1', sender: null, text: 'Tehditkâr mesaj' }),
          makeMessage({ id: 'm2', sender: me, text: 'Lütfen dur' }),
          makeMessage({ id: 'm3', sender: null, text: 'Son mesajı' }),
        ],
        nextCursor: null,
      } satisfies MessagePage,
      [`POST ${CONV}/read`]: { count: 0 },
    });
    renderWithApp(<ConversationView conversationId="c1" />, { user: viewer, route: '/messages/c1' });

    expect(await screen.findByText('Tehditkâr mesaj')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Silinmiş hesap ile mesajlar' });
    expect(within(log).getByText('Tehditkâr mesaj').closest('li')).toHaveClass('justify-start');
    expect(within(log).getByText('Lütfen dur').closest('li')).toHaveClass('justify-end');
    expect(within(log).getAllByText('Silinmiş hesap:')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Silinmiş hesap' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mesajın' })).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Bu hesap silindi.');
  });

  it('lists it as "Silinmiş hesap"; a team message of a deleted member is prefixed so', async () => {
    const team = makeConversation({
      id: 'c2',
      kind: 'team',
      other: null,
      team: { id: 't1', slug: 'kurtlar', name: 'Kurtlar', logoUrl: null },
      lastMessage: makeMessage({ id: 'm9', conversationId: 'c2', sender: null, text: 'Eski üye yazdı' }),
    });
    stubFetch({
      '/api/messages/conversations?limit=20': {
        items: [withDeleted, team],
        nextCursor: null,
      } satisfies ConversationPage,
    });
    renderWithApp(<ConversationList />, { user: viewer, route: '/messages' });

    expect(await screen.findByText('Silinmiş hesap')).toBeInTheDocument();
    expect(screen.getByText('Son mesajı')).toBeInTheDocument();
    expect(screen.getByText('Silinmiş hesap: Eski üye yazdı')).toBeInTheDocument();
  });
});
