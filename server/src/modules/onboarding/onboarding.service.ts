import type { SelectableRole, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';
import { presentUser } from '../users/users.presenter';
import { usersRepository } from '../users/users.repository';

/**
 * The role is chosen once and is permanent. Players and coaches are done with onboarding here;
 * a team owner finishes by creating a first team (teams.service).
 */
export async function chooseRole(ctx: AppContext, userId: string, userType: SelectableRole): Promise<User> {
  const row = await usersRepository.setRoleOnce(ctx.db, userId, {
    userType,
    onboardingCompleted: userType !== 'team_owner',
  });
  if (!row) throw conflict('role_already_chosen');
  ctx.sessions.userChanged(userId);
  ctx.events.emit('user.roleChosen', { userId });
  return presentUser(row);
}
