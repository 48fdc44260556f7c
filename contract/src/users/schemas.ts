import { z } from 'zod';
import { UserType } from '../auth/schemas';

/** What anyone signed in may see of another person (the profiles feature extends it). */
export const PublicUser = z.object({
  id: z.string(),
  nickname: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  userType: UserType.nullable(),
});
export type PublicUser = z.infer<typeof PublicUser>;

export const UserSummary = PublicUser.extend({
  followers: z.number().int(),
  following: z.number().int(),
  /** Whether the signed-in reader follows this user. */
  isFollowing: z.boolean(),
});
export type UserSummary = z.infer<typeof UserSummary>;

export const UserIdParams = z.object({ id: z.string().max(100) });
export const FollowState = z.object({ following: z.boolean(), followers: z.number().int() });
export type FollowState = z.infer<typeof FollowState>;

export const UserPage = z.object({ items: z.array(PublicUser), nextCursor: z.string().nullable() });
export type UserPage = z.infer<typeof UserPage>;
