import { MAX_CAREER_ENTRIES, type CareerEntry, type CareerEntryBody } from '@esn/contract';
import type { AppContext } from '../../context';
import { isUuid } from '../../lib/cursor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { teamsRepository } from '../teams/teams.repository';
import { usersRepository } from '../users/users.repository';
import { isVerifiedEntry } from '../record/record.service';
import { careerRepository, type CareerFields } from './career.repository';
import { presentCareerEntry } from './career.presenter';

export async function list(ctx: AppContext, userId: string): Promise<{ items: CareerEntry[] }> {
  const user = isUuid(userId) ? await usersRepository.findById(ctx.db, userId) : undefined;
  if (!user) throw notFound();
  const rows = await careerRepository.listByUser(ctx.db, userId);
  return { items: rows.map(presentCareerEntry) };
}

/** A linked team must exist, so the CV's link never leads nowhere; absent optional fields are cleared. */
async function fieldsOf(ctx: AppContext, body: CareerEntryBody): Promise<CareerFields> {
  const teamSlug = body.teamSlug || null;
  if (teamSlug && !(await teamsRepository.findBySlug(ctx.db, teamSlug))) throw badRequest('team_not_found');
  return {
    teamName: body.teamName,
    teamSlug,
    role: body.role,
    game: body.game,
    fromMonth: body.from,
    toMonth: body.to ?? null,
    description: body.description || null,
  };
}

export async function add(ctx: AppContext, userId: string, body: CareerEntryBody): Promise<CareerEntry> {
  const fields = await fieldsOf(ctx, body);
  const row = await ctx.db.transaction(async (tx) => {
    if ((await careerRepository.lockOwnerAndCount(tx, userId)) >= MAX_CAREER_ENTRIES) throw conflict('career_limit');
    return careerRepository.insert(tx, userId, fields);
  });
  return presentCareerEntry(row);
}

/** The whole entry is sent (the edit form always has every field), so the contract checks `to` against `from`. */
export async function replace(
  ctx: AppContext,
  userId: string,
  entryId: string,
  body: CareerEntryBody,
): Promise<CareerEntry> {
  if (await isVerifiedEntry(ctx, entryId)) throw conflict('verified_entry_readonly');
  if (!isUuid(entryId)) throw notFound();
  const row = await careerRepository.updateOwned(ctx.db, entryId, userId, await fieldsOf(ctx, body));
  if (!row) throw notFound();
  return presentCareerEntry(row);
}

/** A verified entry is refused (409) rather than "not found": it exists, it is just not the owner's to change. */
export async function remove(ctx: AppContext, userId: string, entryId: string): Promise<void> {
  if (await isVerifiedEntry(ctx, entryId)) throw conflict('verified_entry_readonly');
  if (!isUuid(entryId) || !(await careerRepository.deleteOwned(ctx.db, entryId, userId))) throw notFound();
}
