import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TeamSocialLinks } from '@esn/contract';
import { users } from './users';

export const teamMemberRole = pgEnum('team_member_role', ['owner', 'coach', 'manager', 'player']);
export const teamType = pgEnum('team_type', ['professional', 'semi_pro', 'amateur', 'academy']);
export const teamStatus = pgEnum('team_status', ['active', 'inactive', 'disbanded']);
export const teamRequestStatus = pgEnum('team_request_status', ['pending', 'accepted', 'rejected', 'withdrawn']);

const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const decidedAt = () => timestamp('decided_at', { withTimezone: true, precision: 3 });

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Chosen once from the name; stays when the team is renamed so links keep working. */
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: teamType('type').notNull().default('amateur'),
    status: teamStatus('status').notNull().default('active'),
    games: text('games').array().notNull().default([]),
    country: text('country').notNull(),
    founded: integer('founded'),
    verified: boolean('verified').notNull().default(false),
    logoUrl: text('logo_url'),
    coverUrl: text('cover_url'),
    description: text('description'),
    socialLinks: jsonb('social_links').$type<TeamSocialLinks>().notNull().default({}),
    lookingForPlayers: boolean('looking_for_players').notNull().default(false),
    recruitingRoles: text('recruiting_roles').array().notNull().default([]),
    lookingForCoach: boolean('looking_for_coach').notNull().default(false),
    /** Kept by the service as the roster changes, so lists need no count query. */
    memberCount: integer('member_count').notNull().default(1),
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('teams_owner_id_idx').on(t.ownerId),
    index('teams_games_idx').using('gin', t.games),
    index('teams_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // Search finds teams by any part of their name (trigrams serve `lower(name) like '%…%'`).
    index('teams_name_fold_trgm_idx').using('gin', sql`tr_fold(${t.name}) gin_trgm_ops`),
  ],
);
export type TeamRow = typeof teams.$inferSelect;

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamMemberRole('role').notNull(),
    isCaptain: boolean('is_captain').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.userId] }),
    index('team_members_user_id_idx').on(t.userId),
    // One captain per team, enforced by the database as well as the service.
    uniqueIndex('team_members_one_captain_idx')
      .on(t.teamId)
      .where(sql`${t.isCaptain}`),
  ],
);
export type TeamMemberRow = typeof teamMembers.$inferSelect;

export const teamFollows = pgTable(
  'team_follows',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_follows_user_idx').on(t.userId)],
);

export const teamApplications = pgTable(
  'team_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamMemberRole('role').notNull().default('player'),
    message: text('message').notNull(),
    status: teamRequestStatus('status').notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
  },
  (t) => [
    // Once while pending: a second pending application to the same team is refused by the database too.
    uniqueIndex('team_applications_one_pending_idx')
      .on(t.teamId, t.applicantId)
      .where(sql`${t.status} = 'pending'`),
    index('team_applications_team_idx').on(t.teamId, t.status, t.createdAt.desc(), t.id.desc()),
    index('team_applications_applicant_idx').on(t.applicantId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
export type TeamApplicationRow = typeof teamApplications.$inferSelect;

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    inviteeId: uuid('invitee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamMemberRole('role').notNull().default('player'),
    message: text('message'),
    status: teamRequestStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: decidedAt(),
  },
  (t) => [
    uniqueIndex('team_invitations_one_pending_idx')
      .on(t.teamId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_team_idx').on(t.teamId, t.status, t.createdAt.desc(), t.id.desc()),
    index('team_invitations_invitee_idx').on(t.inviteeId, t.status, t.createdAt.desc(), t.id.desc()),
  ],
);
export type TeamInvitationRow = typeof teamInvitations.$inferSelect;
