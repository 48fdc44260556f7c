import type { Conversation, Message, MessageMedia, PublicUser, UserType } from '@esn/contract';
import type { StoredMessageMedia } from '../../db/schema/index';
import type { ConversationDbRow, MessageDbRow, UserCols } from './messages.repository';
import { presentSystemLine } from './lobby-lines';

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

function presentUserCols<P extends string>(row: UserCols<P>, prefix: P): PublicUser {
  const get = (k: string) => (row as Record<string, string | null>)[`${prefix}${k}`] ?? null;
  return {
    id: get('id')!,
    nickname: get('nickname')!,
    firstName: get('first_name'),
    lastName: get('last_name'),
    avatarUrl: get('avatar_url'),
    profileImageUrl: get('profile_image_url'),
    userType: get('user_type') as UserType | null,
  };
}

export const presentMedia = (media: StoredMessageMedia[] | null): MessageMedia[] =>
  (media ?? []).map((m) => ({ url: m.url, kind: m.kind, mime: m.mime, size: m.size }));

export function presentMessage(row: MessageDbRow): Message {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    system: row.system_key ? presentSystemLine(row.system_key, row.system_params) : null,
    sender: row.s_id ? presentUserCols(row, 's_') : null,
    text: row.body,
    media: presentMedia(row.media),
    createdAt: iso(row.created_ms),
    clientId: row.client_id,
  };
}

export function presentConversation(row: ConversationDbRow): Conversation {
  const lastMessage: Message | null = row.m_id
    ? {
        id: row.m_id,
        conversationId: row.id,
        system: row.m_system_key ? presentSystemLine(row.m_system_key, row.m_system_params) : null,
        sender: row.s_id ? presentUserCols(row, 's_') : null,
        text: row.m_body ?? '',
        media: presentMedia(row.m_media),
        createdAt: iso(row.m_created_ms!),
        clientId: row.m_client_id,
      }
    : null;
  return {
    id: row.id,
    kind: row.kind,
    other: row.kind === 'direct' && row.o_id ? presentUserCols(row, 'o_') : null,
    team:
      row.kind === 'team' && row.t_id
        ? { id: row.t_id, slug: row.t_slug!, name: row.t_name!, logoUrl: row.t_logo_url }
        : null,
    // Filled by the service (the match's sides and round are the matches feature's to present).
    match: null,
    participantCount: Number(row.participant_count),
    lastMessage,
    unreadCount: Number(row.unread),
    othersReadAt: row.others_read_ms === null ? null : iso(row.others_read_ms),
    canSend: row.permission === 'ok',
    updatedAt: iso(row.activity_ms),
  };
}
