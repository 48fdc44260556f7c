import type { PublicUser, User } from '@esn/contract';
import type { UserRow } from '../../db/schema/index';

/** The current-user shape of spec §3; never leaks the password hash. */
export const presentUser = (u: UserRow): User => ({
  id: u.id,
  nickname: u.nickname,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  profileImageUrl: u.profileImageUrl,
  avatarUrl: u.avatarUrl,
  userType: u.userType,
  onboardingCompleted: u.onboardingCompleted,
});

type PublicFields = Pick<
  User,
  'id' | 'nickname' | 'firstName' | 'lastName' | 'avatarUrl' | 'profileImageUrl' | 'userType'
>;

/** The contract's PublicUser of anyone shown next to something else (an author, a team owner, a message sender). */
export const publicUserOf = (u: PublicFields): PublicUser => ({
  id: u.id,
  nickname: u.nickname,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
  profileImageUrl: u.profileImageUrl,
  userType: u.userType,
});

export type NotificationSender = Pick<
  User,
  'id' | 'nickname' | 'firstName' | 'lastName' | 'avatarUrl' | 'profileImageUrl'
>;

/** Only what a notification shows of its sender (never the e-mail address). */
export const notificationSenderOf = (u: NotificationSender): NotificationSender => ({
  id: u.id,
  nickname: u.nickname,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
  profileImageUrl: u.profileImageUrl,
});
