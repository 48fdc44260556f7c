import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConversationKind } from '@esn/contract';
import { matches } from './matches';
import { teams } from './teams';
import { users } from './users';

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** What a message keeps of each image: the upload's id (so the orphan sweep sees it used) and how to show it. */
export type StoredMessageMedia = { uploadId: string; url: string; kind: 'image'; mime: string; size: number };

/**
 * A direct conversation (one per pair of people), a team's group conversation (one per team), or a match's lobby (one
 * per match: both rosters and the organizer, computed from the match as it is now).
 */
export const conversations = pgTable('conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').$type<ConversationKind>().notNull(),
  teamId: uuid('team_id')
    .unique()
    .references(() => teams.id, { onDelete: 'cascade' }),
  matchId: uuid('match_id')
    .unique()
    .references(() => matches.id, { onDelete: 'cascade' }),
  /** `<smaller id>:<larger id>` of a direct conversation's two people: one conversation per pair. */
  directKey: text('direct_key').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  /** Last activity: the last message's time, or the creation's. */
  lastMessageAt: ts('last_message_at').notNull().defaultNow(),
});
export type ConversationRow = typeof conversations.$inferSelect;

/**
 * Who is in a conversation. `last_message_at` copies the conversation's so that a person's list is one index range
 * (user_id, last_message_at desc); `last_read_at` is what the unread count counts from.
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadAt: ts('last_read_at').notNull().defaultNow(),
    joinedAt: ts('joined_at').notNull().defaultNow(),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_list_idx').on(t.userId, t.lastMessageAt.desc(), t.conversationId.desc()),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender deleted his account: the others keep the message, from a "deleted account". */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull().default(''),
    /**
     * A system line of a match lobby (no sender): the key of its text and the values it names, worded in each
     * reader's language when shown (see modules/messages/lobby-lines.ts).
     */
    systemKey: text('system_key'),
    systemParams: jsonb('system_params').$type<Record<string, string | number>>(),
    media: jsonb('media').$type<StoredMessageMedia[]>().notNull().default([]),
    /** The sending tab's id for its pending copy, echoed back. */
    clientId: text('client_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // Account deletion (the set null) and the data export find a person's messages without a full scan.
    index('messages_sender_idx').on(t.senderId),
    // "Is this upload on a message?" for the orphan sweep and for sending; only messages with images are indexed.
    index('messages_media_idx')
      .using('gin', sql`${t.media} jsonb_path_ops`)
      .where(sql`${t.media} <> '[]'::jsonb`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** Who may write to a person (a row only once he changed it: no row means everyone, unless blocked). */
export const messageSettings = pgTable('message_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  connectionsOnly: boolean('connections_only').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
