import type { User } from '@esn/contract';
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
