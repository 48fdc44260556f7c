import { z } from 'zod';

/**
 * Error body of every non-2xx answer (ARCHITECTURE.md "Errors"). `message` is already in the reader's language
 * (Accept-Language) and is what people see; `code` is stable, for clients to decide what to do (e.g. which field).
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string(), code: z.string().optional() }))
    .optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error codes; their texts, in both languages, live once, in server/src/lib/messages.ts. */
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
]);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const Ok = z.object({ ok: z.literal(true) });

/** Cursor pagination shape for lists that can grow (`?limit=&cursor=`). */
export const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });
