import type { ConnectionStatus, NetworkPerson, PublicUser } from '@esn/contract';

type Reason = NonNullable<NetworkPerson['reason']>;

export const presentPerson = (u: PublicUser, status: ConnectionStatus, reason: Reason | null = null): NetworkPerson => ({
  id: u.id,
  nickname: u.nickname,
  firstName: u.firstName,
  lastName: u.lastName,
  avatarUrl: u.avatarUrl,
  profileImageUrl: u.profileImageUrl,
  userType: u.userType,
  status,
  reason,
});
