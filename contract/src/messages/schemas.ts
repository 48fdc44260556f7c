import { z } from 'zod';
import { Upload } from '../posts/schemas';
import { PublicUser } from '../users/schemas';

/** Direct messages (issue 15): one-to-one conversations and one group conversation per team for its roster. */
export const MESSAGE_LIMITS = {
  /** Characters of a message's text. */
  textMax: 4000,
  /** Images per message (same upload rules as posts: POST /api/uploads). */
  imagesMax: 4,
  /** Conversations per page of the list. */
  conversationPage: 20,
  /** Messages per page of a thread (scrolling back loads the next older page). */
  threadPage: 30,
  /** Messages one person may send per minute, over all conversations. */
  perMinute: 30,
  /** How long a "typing…" lasts without a new signal, in ms (clients signal at most every 3 s while typing). */
  typingTtlMs: 5000,
} as const;

export const ConversationKind = z.enum(['direct', 'team']);
export type ConversationKind = z.infer<typeof ConversationKind>;

export const MessageMedia = Upload.omit({ id: true });
export type MessageMedia = z.infer<typeof MessageMedia>;

export const Message = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** Null once the sender deleted his account: the message stays for the others, shown from a "deleted account". */
  sender: PublicUser.nullable(),
  text: z.string(),
  media: z.array(MessageMedia),
  createdAt: z.string(),
  /** Echo of the sender's `clientId`, so the sending tab can replace its pending copy. */
  clientId: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const ConversationTeam = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type ConversationTeam = z.infer<typeof ConversationTeam>;

export const Conversation = z.object({
  id: z.string(),
  kind: ConversationKind,
  /**
   * The other person of a direct conversation (null for a team's). Null in a direct one too once that person
   * deleted his account: the reader keeps the conversation and its messages, shown with a "deleted account"
   * (`canSend` is then false).
   */
  other: PublicUser.nullable(),
  /** The team of a team conversation (null for a direct one). */
  team: ConversationTeam.nullable(),
  /** People in it now (2 for a direct one, the roster for a team's). */
  participantCount: z.number().int(),
  lastMessage: Message.nullable(),
  /** Messages from others since the reader last read this conversation. */
  unreadCount: z.number().int(),
  /**
   * Read receipts: in a direct conversation, when the other person last read it (null: never); in a team's, the
   * latest read of anyone else.
   */
  othersReadAt: z.string().nullable(),
  /** Whether the reader may send here (false when one has blocked the other, or connections-only refuses). */
  canSend: z.boolean(),
  /** Last activity: the last message's time, or the creation's. The list is ordered by it, newest first. */
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationPage = z.object({ items: z.array(Conversation), nextCursor: z.string().nullable() });
export type ConversationPage = z.infer<typeof ConversationPage>;

/** A thread's page: oldest first; `nextCursor` asks for the page before its first message (null: the start). */
export const MessagePage = z.object({ items: z.array(Message), nextCursor: z.string().nullable() });
export type MessagePage = z.infer<typeof MessagePage>;

export const ConversationListQuery = z.object({
  cursor: z.string().max(200).optional(),
  /** Search by the other person's nickname or name, or the team's name. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(MESSAGE_LIMITS.conversationPage),
});
export const ThreadQuery = z.object({
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(MESSAGE_LIMITS.threadPage),
});
export const ConversationIdParams = z.object({ id: z.string().max(100) });

/** POST /api/messages/conversations: the direct conversation with a person (the existing one if any). */
export const StartConversationBody = z.strictObject({ userId: z.string().min(1).max(100) });
/** POST /api/messages/conversations/team: the team's group conversation (members only). */
export const TeamConversationBody = z.strictObject({ teamId: z.string().min(1).max(100) });

export const SendMessageBody = z
  .strictObject({
    text: z.string().trim().max(MESSAGE_LIMITS.textMax).default(''),
    uploadIds: z.array(z.string().max(100)).max(MESSAGE_LIMITS.imagesMax).optional(),
    clientId: z.string().max(100).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.text && !b.uploadIds?.length) ctx.addIssue({ code: 'custom', path: ['text'], message: 'message_empty' });
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;

/** Who may start a conversation with me: everyone (unless blocked), or only my connections. */
export const MessageSettings = z.object({ connectionsOnly: z.boolean() });
export type MessageSettings = z.infer<typeof MessageSettings>;
export const MessageSettingsBody = z.strictObject({ connectionsOnly: z.boolean() });

/** Socket payloads (see realtime.ts). */
export const MessagesRead = z.object({ conversationId: z.string(), userId: z.string(), readAt: z.string() });
export type MessagesRead = z.infer<typeof MessagesRead>;
export const Typing = z.object({ conversationId: z.string(), user: PublicUser });
export type Typing = z.infer<typeof Typing>;
