import type { ApplicationRole, TeamApplication, User } from '@esn/contract';
import type { AppContext } from '../../context';
import { isUuid } from '../../lib/cursor';
import { missingParent, uniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { usersRepository } from '../users/users.repository';
import { can } from './permissions';
import { assertNotBlocked } from '../safety/blocks.service';
import { requestLists } from './request-lists';
import { applicationsRepository } from './requests.repository';
import { rosterRepository } from './roster.repository';
import { actorIn, allow, assertMayHold, emitJoined, joinRoster, loadTeam, teamOf, teamRefOf } from './team-access';
import { presentApplication } from './teams.presenter';

async function present(ctx: AppContext, id: string): Promise<TeamApplication> {
  const row = await applicationsRepository.findFull(ctx.db, id);
  if (!row) throw notFound();
  return presentApplication(row);
}

/**
 * A person applies once while pending; members cannot apply, and a disbanded team takes nobody, nor a team whose
 * owner and the applicant blocked one another.
 */
export async function apply(
  ctx: AppContext,
  me: User,
  teamId: string,
  body: { message: string; role: ApplicationRole },
): Promise<TeamApplication> {
  const team = await loadTeam(ctx.db, teamId);
  if (team.status === 'disbanded') throw conflict('team_not_active');
  if (await rosterRepository.find(ctx.db, team.id, me.id)) throw conflict('already_member');
  assertMayHold(me, body.role);
  await assertNotBlocked(ctx.db, me.id, team.ownerId);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await applicationsRepository.insert(tx, {
        teamId: team.id,
        applicantId: me.id,
        role: body.role,
        message: body.message,
      });
      await ctx.events.emitInTx(tx, 'team.applied', {
        team: teamRefOf(team),
        applicationId: row.id,
        applicant: me,
        role: body.role,
      });
      return row.id;
    });
  } catch (err) {
    // The partial unique index settles two concurrent applications too.
    if (missingParent(err)) throw notFound('team_not_found');
    if (uniqueViolation(err) === undefined) throw err;
    throw conflict('already_pending');
  }
  return present(ctx, id);
}

async function loadApplication(ctx: AppContext, id: string) {
  const row = isUuid(id) ? await applicationsRepository.findRow(ctx.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Owner or manager accepts: the decision and the new roster row commit together, or neither does. */
export async function accept(ctx: AppContext, me: User, id: string): Promise<TeamApplication> {
  const application = await loadApplication(ctx, id);
  allow(can.decideApplication(await actorIn(ctx.db, application.teamId, me)));
  await assertNotBlocked(ctx.db, me.id, application.applicantId);
  const role = application.role === 'coach' ? 'coach' : 'player';
  const applicant = await usersRepository.findById(ctx.db, application.applicantId);
  if (!applicant) throw notFound();
  assertMayHold(applicant, role);
  await ctx.db.transaction(async (tx) => {
    const team = await joinRoster(
      tx,
      application.teamId,
      application.applicantId,
      role,
      async () => !!(await applicationsRepository.decide(tx, application.id, 'accepted', me.id)),
    );
    await ctx.events.emitInTx(tx, 'team.applicationDecided', {
      team: teamRefOf(team),
      applicationId: application.id,
      applicantId: application.applicantId,
      decidedBy: me,
      accepted: true,
    });
    await emitJoined(ctx, tx, team, application.applicantId, role);
  });
  return present(ctx, application.id);
}

export async function reject(ctx: AppContext, me: User, id: string): Promise<TeamApplication> {
  const application = await loadApplication(ctx, id);
  allow(can.decideApplication(await actorIn(ctx.db, application.teamId, me)));
  await ctx.db.transaction(async (tx) => {
    if (!(await applicationsRepository.decide(tx, application.id, 'rejected', me.id)))
      throw conflict('request_not_pending');
    await ctx.events.emitInTx(tx, 'team.applicationDecided', {
      team: teamRefOf(await teamOf(tx, application.teamId)),
      applicationId: application.id,
      applicantId: application.applicantId,
      decidedBy: me,
      accepted: false,
    });
  });
  return present(ctx, application.id);
}

/** Only the applicant withdraws their own application. */
export async function withdraw(ctx: AppContext, me: User, id: string): Promise<TeamApplication> {
  const application = await loadApplication(ctx, id);
  allow(application.applicantId === me.id);
  await ctx.db.transaction(async (tx) => {
    if (!(await applicationsRepository.decide(tx, application.id, 'withdrawn', me.id)))
      throw conflict('request_not_pending');
    await ctx.events.emitInTx(tx, 'team.applicationWithdrawn', {
      team: teamRefOf(await teamOf(tx, application.teamId)),
      applicationId: application.id,
      applicant: me,
    });
  });
  return present(ctx, application.id);
}

/** @public read through the routes' request-kind table (`requests.routes.ts`) */
export const { listForTeam, listMine } = requestLists(
  (...args) => applicationsRepository.list(...args),
  (r) => r.application,
  presentApplication,
);
