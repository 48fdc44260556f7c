import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/**
 * Error body of every non-2xx answer (ARCHITECTURE.md "Errors"). `message` is in the language of the request
 * (Accept-Language); `code` is stable, and with `params` (the values its text names) lets a client show the text
 * again in another language after a language switch (the web's `errorCodes` namespace, kept equal to
 * server/src/lib/messages.ts by a test).
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error codes; their texts, in both languages, live in server/src/lib/messages.ts (the web's copy is generated). */
export const ErrorCode = z.enum([
  'validation',
  'malformed_json',
  'unsupported_media_type',
  'payload_too_large',
  'not_found',
  'route_not_found',
  'unauthorized',
  'forbidden',
  'rate_limited',
  'internal',
  'database_unavailable',
  'email_taken',
  'nickname_taken',
  'invalid_credentials',
  'invalid_reset_token',
  'role_already_chosen',
  'role_required',
  'not_team_owner',
  'onboarding_incomplete',
  'admin_only',
  'cannot_follow_self',
  'cannot_connect_self',
  'connection_exists',
  'no_pending_request',
  'already_voted',
  'poll_closed',
  'unknown_poll_option',
  'upload_type',
  'upload_too_large',
  'upload_missing',
  'upload_rate_limited',
  'media_not_found',
  'post_not_found',
  'comment_not_found',
  'career_limit',
  'team_not_found',
  'team_not_active',
  'not_team_member',
  'already_member',
  'already_pending',
  'request_not_pending',
  'already_in_team_for_game',
  'team_full',
  'owner_cannot_leave',
  'cannot_invite_self',
  'captain_must_be_player',
  'already_owner',
  'tournament_not_found',
  'registration_not_found',
  'match_not_found',
  'league_not_found',
  'not_organizer',
  'tournament_full',
  'registration_not_open',
  'registration_deadline_passed',
  'already_registered',
  'team_wrong_game',
  'team_required',
  'solo_tournament',
  'not_team_manager',
  'withdraw_closed',
  'check_in_closed',
  'bracket_exists',
  'bracket_not_found',
  'too_few_participants',
  'invalid_transition',
  'bracket_required',
  'tournament_frozen',
  'max_below_registered',
  'seeding_mismatch',
  'draw_not_allowed',
  'match_not_ready',
  'match_already_final',
  'league_team_exists',
  'league_started',
  'fixtures_exist',
  'too_few_teams',
  'league_full',
  'transfer_offer_not_found',
  'transfer_offer_closed',
  'transfer_offer_pending',
  'transfer_offer_self',
  'transfer_not_player',
  'transfer_not_coach',
  'transfer_not_team_leader',
  'transfer_game_not_in_team',
  'transfer_not_recipient',
  'transfer_not_sender',
  'transfer_rate_limited',
  'coach_only',
  'coaching_profile_not_found',
  'match_result_not_found',
  'match_result_pending',
  'match_result_decided',
  'approval_deadline_passed',
  'own_match_result',
  'not_match_side',
  'match_disputed',
  'screenshot_invalid',
  'evidence_limit',
  'evidence_closed',
  'match_locked',
  'challenge_not_found',
  'challenge_inactive',
  'challenge_not_for_you',
  'challenge_team_required',
  'challenge_already_joined',
  'challenge_ended',
  'challenge_has_participants',
  'owns_teams',
  'account_suspended',
  'wrong_password',
  'report_target_not_found',
  'report_exists',
  'report_not_found',
  'report_closed',
  'blocked',
  'cannot_block_self',
  'cannot_suspend_admin',
  'conversation_not_found',
  'cannot_message_self',
  'messages_connections_only',
  'message_rate_limited',
  'league_invitation_not_found',
  'organizer_is_side',
  'cross_site_request',
  'write_rate_limited',
  'cannot_delete_admin',
  'last_admin',
  'image_not_uploaded',
  'invalid_characters',
  'invalid_cursor',
  'registration_deadline_past',
  'swiss_rounds_too_many',
  'series_score_invalid',
  'series_games_invalid',
  'series_games_after_win',
  'league_frozen',
  'transfer_own_member',
  'own_poll',
  'team_role_not_allowed',
  'cannot_follow_own_team',
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const Ok = z.object({ ok: z.literal(true) });

/** Four-digit years only: PostgreSQL has no year 0 and JS prints year 10000 as `+010000`, so either fails a query. */
const FIRST_INSTANT = Date.UTC(1000, 0, 1);
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** An ISO date-time that can be stored: `z.iso.datetime` plus the year range above (issue message `date_range`). */
export const isoDateTime = (opts: { offset?: boolean } = {}) =>
  z.iso.datetime(opts).refine(
    (s) => {
      const t = Date.parse(s);
      return t >= FIRST_INSTANT && t <= LAST_INSTANT;
    },
    { message: 'date_range' },
  );

/** Cursor pagination shape for lists that can grow (`?limit=&cursor=`). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
