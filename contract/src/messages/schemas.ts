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

export const ConversationKind = z.enum(['direct', 'team', 'match']);
export type ConversationKind = z.infer<typeof ConversationKind>;

export const MessageMedia = Upload.omit({ id: true });
export type MessageMedia = z.infer<typeof MessageMedia>;

/**
 * A match lobby's system line (no sender): what happened, by key and values, with its text in both languages so that
 * each reader sees his own (the server keeps the texts, see server/src/modules/messages/lobby-lines.ts).
 */
export const SystemLine = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  text: z.object({ tr: z.string(), en: z.string() }),
});
export type SystemLine = z.infer<typeof SystemLine>;

export const Message = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** A system line of a match lobby (then `sender` is null and `text` empty); null for what people wrote. */
  system: SystemLine.nullable().default(null),
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

/** The match of a match lobby: enough to label it ("Team A vs Team B — Round 2") and link to it. */
export const ConversationMatch = z.object({
  id: z.string(),
  home: z.string(),
  away: z.string(),
  /** The round, or the league's match week. */
  round: z.number().int(),
  contextKind: z.enum(['tournament', 'league']),
  context: z.string(),
});
export type ConversationMatch = z.infer<typeof ConversationMatch>;

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
  /** The match of a match lobby (null for the others). */
  match: ConversationMatch.nullable().default(null),
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

/**
 * GET /api/matches/:id/lobby: the match's lobby for both rosters and the organizer (made on first open). Its messages
 * are read and written through the conversation endpoints; `closesAt` is a day after the result became final.
 */
export const MatchLobby = z.object({
  conversation: Conversation,
  canSend: z.boolean(),
  closesAt: z.string().nullable(),
  closed: z.boolean(),
});
export type MatchLobby = z.infer<typeof MatchLobby>;
export const MatchLobbyParams = z.object({ id: z.string().max(100) });

/** How long a lobby stays open to new messages once the match's result is final. */
export const LOBBY_OPEN_AFTER_RESULT_MS = 24 * 60 * 60 * 1000;

/** Socket payloads (see realtime.ts). */
export const MessagesRead = z.object({ conversationId: z.string(), userId: z.string(), readAt: z.string() });
export type MessagesRead = z.infer<typeof MessagesRead>;
export const Typing = z.object({ conversationId: z.string(), user: PublicUser });
export type Typing = z.infer<typeof Typing>;
