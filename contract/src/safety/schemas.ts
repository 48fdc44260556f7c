import { z } from 'zod';
import { email, password } from '../auth/schemas';
import { PublicUser } from '../users/schemas';

/** What can be reported, and why. */
export const ReportTargetType = z.enum(['post', 'comment', 'profile', 'team']);
export type ReportTargetType = z.infer<typeof ReportTargetType>;
export const ReportReason = z.enum([
  'spam',
  'harassment',
  'hate',
  'violence',
  'sexual',
  'impersonation',
  'cheating',
  'other',
]);
export type ReportReason = z.infer<typeof ReportReason>;

/** `POST /api/reports`: one open report per reporter and target (a second is 409). */
export const CreateReportBody = z
  .strictObject({
    targetType: ReportTargetType,
    targetId: z.string().max(100),
    reason: ReportReason,
    details: z.string().trim().max(1000).optional(),
  })
  // "Other" names no rule: what was broken is in the details, which it asks for.
  .refine((body) => body.reason !== 'other' || Boolean(body.details), {
    path: ['details'],
    message: 'required',
  });
export type CreateReportBody = z.infer<typeof CreateReportBody>;

export const ReportStatus = z.enum(['open', 'resolved', 'dismissed']);
export type ReportStatus = z.infer<typeof ReportStatus>;
/** What the moderator did: hide or delete the content, warn or suspend its author, or dismiss the report. */
export const ModerationAction = z.enum(['hide', 'delete', 'warn', 'suspend', 'dismiss']);
export type ModerationAction = z.infer<typeof ModerationAction>;

/** The reported thing as the queue shows it in context: its text, its author, where it lives, whether it is hidden. */
export const ReportTarget = z.object({
  type: ReportTargetType,
  id: z.string(),
  /** The post's or comment's text, the profile's nickname, the team's name; null once deleted. */
  text: z.string().nullable(),
  author: PublicUser.nullable(),
  /** Where to see it (the post, the profile, the team page). */
  url: z.string().nullable(),
  hidden: z.boolean(),
  deleted: z.boolean(),
});
export type ReportTarget = z.infer<typeof ReportTarget>;

export const Report = z.object({
  id: z.string(),
  target: ReportTarget,
  reason: ReportReason,
  details: z.string().nullable(),
  status: ReportStatus,
  action: ModerationAction.nullable(),
  reporter: PublicUser.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.object({ id: z.string(), nickname: z.string() }).nullable(),
});
export type Report = z.infer<typeof Report>;
export const ReportsQuery = z.object({
  status: ReportStatus.default('open'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: z.string().max(200).optional(),
});
export const ReportPage = z.object({ items: z.array(Report), nextCursor: z.string().nullable() });
export type ReportPage = z.infer<typeof ReportPage>;
/** `PATCH /api/admin/reports/{id}`: a suspension needs a reason (shown to the person at login). */
export const ModerateReportBody = z
  .strictObject({ action: ModerationAction, reason: z.string().trim().min(3).max(500).optional() })
  .refine((b) => b.action !== 'suspend' || Boolean(b.reason), { message: 'suspension_reason', path: ['reason'] });
export type ModerateReportBody = z.infer<typeof ModerateReportBody>;

/** `GET /api/me/blocks`: the people the reader blocked, newest first. */
export const BlockedUser = PublicUser.extend({ blockedAt: z.string() });
export const BlockList = z.object({ items: z.array(BlockedUser) });
export type BlockList = z.infer<typeof BlockList>;
export const BlockState = z.object({ blocked: z.boolean() });

/** `PATCH /api/me/email` and `PATCH /api/me/password`: the current password is required; other sessions end. */
export const ChangeEmailBody = z.strictObject({ email, password: z.string().min(1).max(200) });
export const ChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1).max(200),
  newPassword: password,
});
/** `DELETE /api/me`: the password is required; a team owner hands his teams over first (409). */
export const DeleteAccountBody = z.strictObject({ password: z.string().min(1).max(200) });
