import { describe, expect, it } from 'vitest';
import { Conversation, Message } from '@esn/contract';
import { directKeyOf, type ConversationDbRow, type MessageDbRow } from './messages.repository';
import { presentConversation, presentMessage } from './messages.presenter';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const user = (p: 'o_' | 's_', id: string) => ({
  [`${p}id`]: id,
  [`${p}nickname`]: `n${id.slice(0, 2)}`,
  [`${p}first_name`]: null,
  [`${p}last_name`]: 'Last',
  [`${p}avatar_url`]: null,
  [`${p}profile_image_url`]: null,
  [`${p}user_type`]: 'player',
});

describe('directKeyOf', () => {
  it('is the same for a pair whichever side asks', () => {
    expect(directKeyOf(A, B)).toBe(`${A}:${B}`);
    expect(directKeyOf(B, A)).toBe(`${A}:${B}`);
  });
});

describe('presenters', () => {
  it('turn a thread row into a contract Message (media without the upload id, ISO times)', () => {
    const row = {
      id: 'm1',
      conversation_id: 'c1',
      body: 'hi',
      media: [{ uploadId: 'u1', url: '/public-objects/x.png', kind: 'image', mime: 'image/png', size: 10 }],
      client_id: null,
      created_ms: Date.UTC(2026, 0, 2, 3, 4, 5, 678),
      ...user('s_', A),
    } as MessageDbRow;
    const m = presentMessage(row);
    expect(Message.parse(m)).toEqual(m);
    expect(m).toMatchObject({
      createdAt: '2026-01-02T03:04:05.678Z',
      media: [{ url: '/public-objects/x.png', kind: 'image', mime: 'image/png', size: 10 }],
    });
    expect(m.media[0]).not.toHaveProperty('uploadId');
  });

  it('turn a list row into a Conversation: the other person for a direct one, the team for a team’s; canSend from the permission', () => {
    const base = {
      id: 'c1',
      activity_ms: 1000,
      participant_count: 2,
      unread: '3',
      others_read_ms: null,
      t_id: null,
      t_slug: null,
      t_name: null,
      t_logo_url: null,
      m_id: null,
      m_body: null,
      m_media: null,
      m_client_id: null,
      m_created_ms: null,
      ...user('o_', B),
      ...user('s_', A),
    };
    const direct = presentConversation({
      ...base,
      kind: 'direct',
      permission: 'connections_only',
    } as unknown as ConversationDbRow);
    expect(Conversation.parse(direct)).toEqual(direct);
    expect(direct).toMatchObject({
      other: { id: B },
      team: null,
      unreadCount: 3,
      canSend: false,
      lastMessage: null,
      othersReadAt: null,
      updatedAt: '1970-01-01T00:00:01.000Z',
    });
    const team = presentConversation({
      ...base,
      o_id: null,
      kind: 'team',
      permission: 'ok',
      t_id: 't1',
      t_slug: 'wolves',
      t_name: 'Wolves',
      m_id: 'm9',
      m_body: 'gg',
      m_media: [],
      m_created_ms: 2000,
      others_read_ms: 1500,
    } as unknown as ConversationDbRow);
    expect(team).toMatchObject({
      other: null,
      team: { id: 't1', slug: 'wolves', name: 'Wolves', logoUrl: null },
      canSend: true,
      othersReadAt: '1970-01-01T00:00:01.500Z',
    });
    expect(team.lastMessage).toMatchObject({ id: 'm9', conversationId: 'c1', text: 'gg', sender: { id: A } });
  });
});
