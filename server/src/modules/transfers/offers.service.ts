import {
  offerRoleFor,
  TEAM_LIMITS,
  type CreateOfferBody,
  type TransferAction,
  type TransferOffer,
  type TransferOfferPage,
  type TransferOfferStatus,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import type { TeamRow, TransferOfferRow } from '../../db/schema/index';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { missingParent, uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { TeamRef, TransferOfferRef } from '../../lib/events';
import { applicationsRepository, invitationsRepository } from '../teams/requests.repository';
import { rosterRepository } from '../teams/roster.repository';
import { checkGameRule, loadTeam, teamRefOf } from '../teams/team-access';
import { teamsRepository } from '../teams/teams.repository';
import { usersRepository } from '../users/users.repository';
import { historyRepository } from './history.repository';
import { marketRepository } from './market.repository';
import { offersRepository, type OfferFullRow } from './offers.repository';
import { offerSides, presentOffer } from './transfers.presenter';
import { assertNotBlocked } from '../safety/blocks.service';

const refOf = (o: TransferOfferRow, team: TeamRef): TransferOfferRef => ({
  id: o.id,
  team,
  direction: o.direction,
  role: o.role,
  game: o.game,
  position: o.position,
  playerId: o.playerId,
  fromUserId: o.fromUserId,
});

/**
 * The offer as its reader may see it. Only its parties (the person, the team's owner and managers, whoever sent or
 * received it) and admins see an offer; to anyone else it does not exist: 404 with the spec §8 text, never a 403
 * that would tell them it is there.
 */
async function loadVisible(ctx: AppContext, me: User, offerId: string): Promise<OfferFullRow> {
  const row = isUuid(offerId) ? await offersRepository.findFull(ctx.db, offerId, me.id) : undefined;
  if (!row || !(offerSides(row, me.id).party || me.userType === 'admin')) throw notFound('transfer_offer_not_found');
  return row;
}

async function present(ctx: AppContext, me: User, offerId: string): Promise<TransferOffer> {
  return presentOffer(await loadVisible(ctx, me, offerId), me.id);
}

export const getOffer = present;

const leads = async (ctx: AppContext, teamId: string, userId: string) => {
  const role = (await rosterRepository.find(ctx.db, teamId, userId))?.role;
  return role === 'owner' || role === 'manager';
};

/**
 * A team's owner or manager offers a place to someone (`userId`), or someone offers himself to a team (no
 * `userId`; the team's owner and managers receive it). A player role needs a player, a coach role a coach; nobody
 * already on a team the sender leads gets one from him; the game must be one of the team's; one pending offer per
 * team, person and game (the database's unique index decides between two concurrent sends).
 */
export async function createOffer(
  ctx: AppContext,
  me: User,
  body: CreateOfferBody & { role: 'player' | 'coach' },
): Promise<TransferOffer> {
  const team = await loadTeam(ctx.db, body.teamId);
  const toPerson = body.userId !== undefined;
  if (toPerson && body.userId === me.id) throw badRequest('transfer_offer_self');
  if (toPerson && !(await leads(ctx, team.id, me.id))) throw forbidden('transfer_not_team_leader');
  const person = toPerson
    ? isUuid(body.userId!)
      ? await usersRepository.findById(ctx.db, body.userId!)
      : undefined
    : me;
  if (!person) throw notFound();
  if (offerRoleFor(person.userType) !== body.role)
    throw badRequest(body.role === 'coach' ? 'transfer_not_coach' : 'transfer_not_player');
  if (!team.games.includes(body.game)) throw badRequest('transfer_game_not_in_team');
  if (team.status === 'disbanded') throw conflict('team_not_active');
  if (await rosterRepository.find(ctx.db, team.id, person.id)) throw conflict('already_member');
  // A leader's own captain or member (on any team he leads) is his to manage on the roster, not to send offers to.
  if (toPerson && (await offersRepository.onTeamLedBy(ctx.db, me.id, person.id))) throw conflict('transfer_own_member');
  // Neither the person nor the one who would answer may have blocked the other.
  await assertNotBlocked(ctx.db, me.id, toPerson ? person.id : team.ownerId);

  let offer: TransferOfferRow;
  try {
    offer = await ctx.db.transaction(async (tx) => {
      const offer = await offersRepository.insert(tx, {
        teamId: team.id,
        playerId: person.id,
        fromUserId: me.id,
        toUserId: toPerson ? person.id : team.ownerId,
        direction: toPerson ? 'team_to_person' : 'person_to_team',
        role: body.role,
        game: body.game,
        position: body.position,
        salary: body.salary ?? null,
        contractMonths: body.contractMonths ?? null,
        message: body.message || null,
      });
      const recipientIds = toPerson ? [person.id] : await rosterRepository.leaderIds(tx, team.id);
      await ctx.events.emitInTx(tx, 'transfer.offered', {
        offer: refOf(offer, teamRefOf(team)),
        sender: me,
        recipientIds,
      });
      return offer;
    });
  } catch (err) {
    if (uniqueViolation(err) !== undefined) throw conflict('transfer_offer_pending');
    if (missingParent(err)) throw notFound('team_not_found'); // the team was deleted meanwhile
    throw err;
  }
  return present(ctx, me, offer.id);
}

export async function listOffers(
  ctx: AppContext,
  me: User,
  q: { box: 'sent' | 'received'; status?: TransferOfferStatus; teamId?: string; limit: number; cursor?: string },
): Promise<TransferOfferPage> {
  if (q.teamId && !isUuid(q.teamId)) return { items: [], nextCursor: null };
  const rows = await offersRepository.list(ctx.db, me.id, q, q.limit + 1, decodeCursor(q.cursor));
  const page = pageOf(rows, q.limit, (r) => ({ createdAt: r.offer.createdAt, id: r.offer.id }));
  return { items: page.items.map((r) => presentOffer(r, me.id)), nextCursor: page.nextCursor };
}

/**
 * Spec §4 and §6: the recipient accepts or rejects a pending offer. A decided (or closed) offer is a 409 with the
 * spec's "no longer available" text; an offer the reader may see but not answer (he sent it) is a 403.
 */
export async function respond(
  ctx: AppContext,
  me: User,
  offerId: string,
  action: TransferAction,
): Promise<TransferOffer> {
  const row = await loadVisible(ctx, me, offerId);
  if (row.offer.status !== 'pending') throw conflict('transfer_offer_closed');
  if (!offerSides(row, me.id).recipient) throw forbidden('transfer_not_recipient');
  const team = teamRefOf(row.team);
  if (action === 'reject') {
    await ctx.db.transaction(async (tx) => {
      const decided = await offersRepository.decide(tx, row.offer.id, 'rejected', me.id);
      if (!decided) throw conflict('transfer_offer_closed');
      await ctx.events.emitInTx(tx, 'transfer.answered', {
        offer: refOf(decided, team),
        responder: me,
        accepted: false,
      });
    });
  } else {
    await acceptWithRetry(ctx, row.offer, me, row.player.nickname);
  }
  return present(ctx, me, row.offer.id);
}

/** The team side (any owner or manager) takes back its offer; a person takes back his offer of himself. */
export async function withdraw(ctx: AppContext, me: User, offerId: string): Promise<TransferOffer> {
  const row = await loadVisible(ctx, me, offerId);
  if (row.offer.status !== 'pending') throw conflict('transfer_offer_closed');
  if (!offerSides(row, me.id).sender) throw forbidden('transfer_not_sender');
  await ctx.db.transaction(async (tx) => {
    const decided = await offersRepository.decide(tx, row.offer.id, 'withdrawn', me.id);
    if (!decided) throw conflict('transfer_offer_closed');
    await ctx.events.emitInTx(tx, 'transfer.closed', {
      offers: [refOf(decided, teamRefOf(row.team))],
      reason: 'withdrawn',
      by: me,
    });
  });
  return present(ctx, me, row.offer.id);
}

/** Thrown inside the accept transaction when what it read before locking changed: the whole transaction runs again. */
class StaleRead extends Error {}
const deadlock = (err: unknown): boolean => {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '40P01') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

type Moved = { team: TeamRow; fromTeams: TeamRef[]; closed: TransferOfferRef[] };

async function acceptWithRetry(ctx: AppContext, offer: TransferOfferRow, me: User, nickname: string): Promise<Moved> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await accept(ctx, offer, me, nickname);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof StaleRead || deadlock(err))) throw err;
    }
  }
}

/**
 * Accepting moves the person in one transaction: he leaves the teams where he plays that game, joins this one with
 * the offer's role, his other pending player offers for that game close as declined, and the move is recorded.
 *
 * Locks follow the order of every roster transaction (teams/team-access.ts): team rows first (here the new team and
 * the ones he leaves, in id order), then the person's row, then the offer (the conditional update that decides).
 * Two accepts for one person therefore run one after the other: the second finds its offer closed by the first.
 * The teams he leaves are read before locking; if that changed by the time his row is locked, everything runs again.
 */
async function accept(ctx: AppContext, offer: TransferOfferRow, me: User, nickname: string): Promise<Moved> {
  const leaving =
    offer.role === 'player' ? await offersRepository.playerTeamsForGame(ctx.db, offer.playerId, offer.game) : [];
  return ctx.db.transaction(async (tx) => {
    const lockIds = [...new Set([offer.teamId, ...leaving])].sort();
    const locked = new Map<string, TeamRow>();
    for (const id of lockIds) {
      const team = await teamsRepository.lock(tx, id);
      if (team) locked.set(id, team);
    }
    const team = locked.get(offer.teamId);
    if (!team) throw conflict('transfer_offer_closed'); // the team was deleted, and its offers with it
    if (!(await rosterRepository.lockUser(tx, offer.playerId))) throw conflict('transfer_offer_closed');
    if (!(await offersRepository.decide(tx, offer.id, 'accepted', me.id))) throw conflict('transfer_offer_closed');
    const nowLeaving =
      offer.role === 'player' ? await offersRepository.playerTeamsForGame(tx, offer.playerId, offer.game) : [];
    if (nowLeaving.join() !== leaving.join() || nowLeaving.some((id) => !locked.has(id))) throw new StaleRead();

    if (team.status === 'disbanded') throw conflict('team_not_active');
    if (await rosterRepository.find(tx, team.id, offer.playerId)) throw conflict('already_member');
    if (team.memberCount >= TEAM_LIMITS.maxMembers) throw conflict('team_full');

    const fromTeams: TeamRef[] = [];
    for (const id of nowLeaving) {
      const from = locked.get(id)!;
      await rosterRepository.remove(tx, id, offer.playerId);
      await teamsRepository.addToMemberCount(tx, id, -1);
      fromTeams.push(teamRefOf(from));
    }
    // Any other team of his that shares a game with this one still blocks a player (one team per game).
    await checkGameRule(tx, team, offer.playerId, offer.role);
    await rosterRepository.insert(tx, { teamId: team.id, userId: offer.playerId, role: offer.role });
    await teamsRepository.addToMemberCount(tx, team.id, 1);
    await applicationsRepository.closePending(tx, team.id, offer.playerId);
    await invitationsRepository.closePending(tx, team.id, offer.playerId);
    const closed =
      offer.role === 'player'
        ? await offersRepository.closeOtherPending(tx, offer.playerId, offer.game, offer.id, me.id)
        : [];
    if (offer.role === 'player') await marketRepository.stopLooking(tx, offer.playerId);
    else if (team.lookingForCoach) await teamsRepository.update(tx, team.id, { lookingForCoach: false });
    const from = fromTeams[0];
    await historyRepository.insert(tx, {
      offerId: offer.id,
      userId: offer.playerId,
      fromTeamId: from?.id ?? null,
      fromTeamName: from?.name ?? null,
      fromTeamSlug: from?.slug ?? null,
      toTeamId: team.id,
      toTeamName: team.name,
      toTeamSlug: team.slug,
      game: offer.game,
      role: offer.role,
    });
    const moved = { team, fromTeams, closed: await closedRefs(tx, closed) };
    await announceMove(ctx, tx, offer, me, nickname, moved);
    return moved;
  });
}

/** In the move's transaction: notifications, the team chats' membership, XP and achievements commit with it. */
async function announceMove(
  ctx: AppContext,
  tx: Tx,
  offer: TransferOfferRow,
  me: User,
  nickname: string,
  moved: Moved,
): Promise<void> {
  const toTeam = teamRefOf(moved.team);
  const ref = refOf(offer, toTeam);
  await ctx.events.emitInTx(tx, 'transfer.answered', { offer: ref, responder: me, accepted: true });
  await ctx.events.emitInTx(tx, 'transfer.completed', {
    offer: ref,
    userId: offer.playerId,
    nickname,
    fromTeams: moved.fromTeams,
    toTeam,
  });
  if (moved.closed.length > 0)
    await ctx.events.emitInTx(tx, 'transfer.closed', {
      offers: moved.closed,
      reason: 'joined_other_team',
      by: me,
      joinedTeam: toTeam,
    });
  for (const from of moved.fromTeams)
    await ctx.events.emitInTx(tx, 'team.memberLeft', { team: from, userId: offer.playerId, offerId: offer.id });
  await ctx.events.emitInTx(tx, 'team.memberJoined', {
    team: toTeam,
    userId: offer.playerId,
    role: offer.role,
    offerId: offer.id,
  });
}

async function closedRefs(tx: Tx, closed: TransferOfferRow[]): Promise<TransferOfferRef[]> {
  const teams = new Map(
    (await offersRepository.teamsByIds(tx, [...new Set(closed.map((o) => o.teamId))])).map((t) => [t.id, t]),
  );
  return closed.flatMap((o) => {
    const t = teams.get(o.teamId);
    return t ? [refOf(o, t)] : [];
  });
}
