import type { CareerEntry, Game, TeamMemberRole } from '@esn/contract';
import type { CareerEntryRow } from '../../db/schema/index';

export const presentCareerEntry = (e: CareerEntryRow): CareerEntry => ({
  id: e.id,
  userId: e.userId,
  teamName: e.teamName,
  teamSlug: e.teamSlug,
  // Written only through the contract's enums, so the text columns hold valid values.
  role: e.role as TeamMemberRole,
  game: e.game as Game,
  from: e.fromMonth,
  to: e.toMonth,
  description: e.description,
});
