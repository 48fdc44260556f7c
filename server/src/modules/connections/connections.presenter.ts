import type { ConnectionStatus, NetworkPerson, PublicUser } from '@esn/contract';
import { publicUserOf } from '../users/users.presenter';

type Reason = NonNullable<NetworkPerson['reason']>;

export const presentPerson = (
  u: PublicUser,
  status: ConnectionStatus,
  reason: Reason | null = null,
): NetworkPerson => ({
  ...publicUserOf(u),
  status,
  reason,
});
