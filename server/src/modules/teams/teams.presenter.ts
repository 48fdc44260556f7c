import type { Team } from '@esn/contract';
import type { TeamRow } from '../../db/schema/index';

export const presentTeam = (t: TeamRow): Team => ({
  id: t.id,
  slug: t.slug,
  name: t.name,
  ownerId: t.ownerId,
  games: t.games,
  country: t.country,
  logoUrl: t.logoUrl,
  createdAt: t.createdAt.toISOString(),
});
