import type { CreateTeamBody, Team, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { forbidden } from '../../lib/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { usersRepository } from '../users/users.repository';
import { teamsRepository } from './teams.repository';
import { presentTeam } from './teams.presenter';
import { firstFreeSlug, slugify } from './slug';

/** Team owners (and admins) create teams; a team owner's first team completes onboarding in the same transaction. */
export async function createTeam(ctx: AppContext, owner: User, input: CreateTeamBody): Promise<Team> {
  if (!owner.userType) throw forbidden('role_required');
  if (owner.userType !== 'team_owner' && owner.userType !== 'admin') throw forbidden('not_team_owner');
  const base = slugify(input.name);

  for (let attempt = 0; ; attempt++) {
    try {
      const row = await ctx.db.transaction(async (tx) => {
        const slug = firstFreeSlug(base, await teamsRepository.slugsLike(tx, base));
        const team = await teamsRepository.insertWithOwner(tx, {
          slug,
          name: input.name,
          ownerId: owner.id,
          games: input.games,
          country: input.country,
          logoUrl: input.logo ?? null,
        });
        if (!owner.onboardingCompleted) await usersRepository.update(tx, owner.id, { onboardingCompleted: true });
        return team;
      });
      if (!owner.onboardingCompleted) ctx.sessions.userChanged(owner.id);
      ctx.events.emit('team.created', { teamId: row.id, ownerId: owner.id });
      return presentTeam(row);
    } catch (err) {
      // Another team took the same slug between our read and insert: read again and retry.
      if (uniqueViolation(err) === undefined || attempt >= 3) throw err;
    }
  }
}
