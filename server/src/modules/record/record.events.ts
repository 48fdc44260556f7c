import type { TeamMemberRole } from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { TeamRef } from '../../lib/events';
import { teamsRepository } from '../teams/teams.repository';
import { recordRepository } from './record.repository';

/**
 * The verified roster history is written in the transaction of the roster change itself (in-transaction listeners):
 * it commits with the change or not at all, and once per change, whichever use case made it.
 */
export function registerRecordListeners(ctx: AppContext): void {
  const write = (
    tx: Tx,
    team: TeamRef,
    userId: string,
    kind: 'joined' | 'left' | 'removed' | 'role_changed' | 'team_deleted',
    role: TeamMemberRole,
    offerId?: string,
  ) =>
    recordRepository.insertEvent(tx, {
      userId,
      teamId: team.id,
      teamName: team.name,
      teamSlug: team.slug,
      kind,
      role,
      offerId: offerId ?? null,
    });
  const lastRole = async (tx: Tx, userId: string, teamId: string) =>
    ((await recordRepository.lastRole(tx, userId, teamId)) ?? 'player') as TeamMemberRole;

  ctx.events.onInTx('team.created', async (tx, { teamId, ownerId }) => {
    const team = await teamsRepository.findById(tx, teamId);
    if (team) await write(tx, team, ownerId, 'joined', 'owner');
  });
  ctx.events.onInTx('team.memberJoined', (tx, { team, userId, role, offerId }) =>
    write(tx, team, userId, 'joined', role, offerId),
  );
  ctx.events.onInTx('team.memberLeft', async (tx, { team, userId, offerId }) =>
    write(tx, team, userId, 'left', await lastRole(tx, userId, team.id), offerId),
  );
  ctx.events.onInTx('team.memberRemoved', async (tx, { team, userId }) =>
    write(tx, team, userId, 'removed', await lastRole(tx, userId, team.id)),
  );
  ctx.events.onInTx('team.roleChanged', (tx, { team, userId, role }) => write(tx, team, userId, 'role_changed', role));
  ctx.events.onInTx('team.ownershipTransferred', async (tx, { team, newOwnerId, previousOwnerId }) => {
    await write(tx, team, previousOwnerId, 'role_changed', 'manager');
    await write(tx, team, newOwnerId, 'role_changed', 'owner');
  });
  ctx.events.onInTx('team.deleted', async (tx, { team, roster }) => {
    for (const m of roster ?? []) await write(tx, team, m.userId, 'team_deleted', m.role);
  });
}
