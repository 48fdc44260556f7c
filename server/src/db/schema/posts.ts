import { sql, type SQL } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { MediaKind, PostType } from '@esn/contract';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MediaKind>().notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Storage key, e.g. `2026/11/<uuid>.png`; served at /public-objects/<key>. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // created_at: the hourly sweep of uploads attached to nothing looks at old ones only.
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<PostType>().notNull(),
    body: text('body').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    sharedPostId: uuid('shared_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    pollEndsAt: timestamp('poll_ends_at', { withTimezone: true, precision: 3 }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Hidden by moderation: out of every list and answered 404 to everyone but its author and admins. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
    /**
     * Turkish stemming plus the plain words, so both "takımlar" → "takım" and exact nicknames match, plus the words
     * folded (tr_fold: "koçluk" → "kocluk"), so a search typed without Turkish letters finds them and back.
     */
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('turkish', ${posts.body}) || to_tsvector('simple', ${posts.body}) || to_tsvector('simple', tr_fold(${posts.body}))`,
    ),
  },
  (t) => [
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_search_idx').using('gin', t.search),
  ],
);
export type PostRow = typeof posts.$inferSelect;

export const postMedia = pgTable(
  'post_media',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  // upload_id: "is this file already on a post?" (creating a post, the sweep) without reading the whole table.
  (t) => [primaryKey({ columns: [t.postId, t.uploadId] }), index('post_media_upload_idx').on(t.uploadId)],
);

export const pollOptions = pgTable(
  'poll_options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [index('poll_options_post_idx').on(t.postId, t.position)],
);

export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    optionId: uuid('option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Hidden by moderation. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [index('comments_post_created_idx').on(t.postId, t.createdAt.desc(), t.id.desc())],
);

/** One row per tag per post, for the tag pages and trending tags. */
export const postTags = pgTable(
  'post_tags',
  {
    tag: text('tag').notNull(),
    /** The tag as written in the post (hashtagsOf), for display; null on uses from before it was kept. */
    label: text('label'),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tag, t.postId] }),
    index('post_tags_tag_created_idx').on(t.tag, t.createdAt.desc()),
    // A tag page also lists the tag's spellings with and without Turkish letters (#koçluk at /tags/kocluk).
    index('post_tags_folded_created_idx').on(sql`tr_fold(${t.tag})`, t.createdAt.desc(), t.postId.desc()),
    index('post_tags_created_idx').on(t.createdAt),
  ],
);
