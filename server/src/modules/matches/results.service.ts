import {
  MATCH_EVIDENCE_PER_SIDE,
  UPLOAD_LIMITS,
  type ApproveResultResponse,
  type EvidenceBody,
  type MatchHistory,
  type MatchSideKey,
  type PendingMatchResult,
  type SubmitResultBody,
  type User,
} from '@esn/contract';
import type { AppContext } from '../../context';
import type { DbOrTx, Tx } from '../../db/client';
import type { DeferredTask } from '../../lib/deferred-work';
import type { MatchResultRow, MatchRow } from '../../db/schema/index';
import { uniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { uploadsRepository } from '../uploads/uploads.repository';
import { PRIVATE_PREFIX, urlOfKey } from '../uploads/uploads.presenter';
import { announceFinal, applyFinal, ensurePlayable, ensureStarted, lockContextOf, type FinalOutcome } from './finalize';
import { actorsOf, otherSide, sidesActedBy } from './match-sides';
import { bracketChanged, loadMatch, matchRefOf, presentMatches } from './matches.service';
import { checkSeries } from './series';
import { matchesRepository } from './matches.repository';
import { presentHistory } from './results.presenter';
import { resultsRepository } from './results.repository';

const MINUTE = 60_000;

/** The screenshot of a result or of evidence: the person's own public image upload (its type was judged by its bytes). */
async function screenshotUrl(ctx: AppContext, user: User, uploadId: string | undefined): Promise<string | null> {
  if (uploadId === undefined) return null;
  const upload = await uploadsRepository.findById(ctx.db, uploadId);
  const ok =
    upload !== undefined &&
    upload.ownerId === user.id &&
    upload.kind === 'image' &&
    upload.size <= UPLOAD_LIMITS.image.maxBytes &&
    !upload.key.startsWith(PRIVATE_PREFIX);
  if (!ok) throw badRequest('screenshot_invalid');
  return urlOfKey(upload.key);
}

/** Spec §3's pending result: side A is the home team, side B the away team. */
async function presentPending(
  db: DbOrTx,
  row: MatchRow,
  r: MatchResultRow,
  by: { nickname: string; firstName: string | null; lastName: string | null } | null,
): Promise<PendingMatchResult> {
  const [m] = await presentMatches(db, [row]);
  const side = (s: 'a' | 'b') => ({
    name: m![s]?.participant?.name ?? '—',
    logoUrl: m![s]?.participant?.logoUrl ?? null,
  });
  return {
    homeTeam: side('a'),
    awayTeam: side('b'),
    submittedScoreA: r.scoreA,
    submittedScoreB: r.scoreB,
    submittedBy: { nickname: by?.nickname ?? '—', firstName: by?.firstName ?? null, lastName: by?.lastName ?? null },
    resultSubmittedAt: r.submittedAt.toISOString(),
    screenshotUrl: r.screenshotUrl,
    approvalDeadline: r.approvalDeadline.toISOString(),
  };
}

/** Why a match takes no submission now; null when it does. */
function submissionRefusal(row: MatchRow) {
  if (row.status === 'awaiting_approval') return conflict('match_result_pending');
  if (row.status === 'disputed') return conflict('match_disputed');
  if (row.status === 'completed' || row.status === 'cancelled') return conflict('match_already_final');
  if (row.status === 'pending') return conflict('match_not_ready');
  return null;
}

/**
 * A side submits the score (side A's first). The other side is asked to approve it until the deadline the site
 * setting gives; one pending result per match (the partial unique index settles concurrent submissions).
 */
export async function submitResult(
  ctx: AppContext,
  user: User,
  matchId: string,
  body: SubmitResultBody,
): Promise<PendingMatchResult> {
  const first = await loadMatch(ctx.db, matchId);
  const [shot, settings] = await Promise.all([screenshotUrl(ctx, user, body.screenshotUploadId), ctx.settings.get()]);
  const now = ctx.clock.now();
  try {
    const { row, result } = await ctx.db.transaction(async (tx) => {
      const c = await lockContextOf(tx, first);
      const row = (await matchesRepository.findById(tx, first.id))!;
      const actors = await actorsOf(tx, row);
      const [side] = sidesActedBy(actors, user.id);
      if (!side) throw forbidden('not_match_side');
      ensurePlayable(c);
      const refusal = submissionRefusal(row);
      if (refusal) throw refusal;
      ensureStarted(c, row, now);
      const games = checkSeries(row, body.scoreA, body.scoreB, body.games);
      const result = await resultsRepository.insert(tx, {
        matchId: row.id,
        side,
        submittedById: user.id,
        scoreA: body.scoreA,
        scoreB: body.scoreB,
        games,
        screenshotUrl: shot,
        submittedAt: now,
        approvalDeadline: new Date(now.getTime() + settings.matchResultApprovalMinutes * MINUTE),
      });
      await matchesRepository.update(tx, row.id, { status: 'awaiting_approval' });
      await resultsRepository.addEvent(tx, {
        matchId: row.id,
        kind: 'result_submitted',
        actorId: user.id,
        side,
        scoreA: body.scoreA,
        scoreB: body.scoreB,
        games,
        screenshotUrl: shot,
        createdAt: now,
      });
      const recipients = actors[otherSide(side)].filter((id) => id !== user.id);
      const match = await matchRefOf(tx, row, body.scoreA, body.scoreB);
      await ctx.events.emitInTx(tx, 'match.resultSubmitted', {
        match,
        side,
        submitter: user,
        recipientIds: recipients,
      });
      return { row, result };
    });
    bracketChanged(ctx, row);
    return presentPending(ctx.db, row, result, user);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('match_result_pending');
    throw err;
  }
}

/** Spec §7: the result waiting for approval; 404 "Maç sonucu bulunamadı" when there is none. */
export async function pendingResult(ctx: AppContext, matchId: string): Promise<PendingMatchResult> {
  const row = await loadMatch(ctx.db, matchId);
  const pending = await resultsRepository.pending(ctx.db, row.id);
  if (!pending) throw notFound('match_result_not_found');
  return presentPending(ctx.db, row, pending.r, pending.by);
}

type Decision = { row: MatchRow; result: MatchResultRow; organizerId: string | null; final: FinalOutcome | null };

/**
 * The other side answers (spec §6): approved makes the score final, rejected opens a dispute for the organizer.
 * Under the tournament's (or league's) lock and the result's row lock, so an answer racing the deadline's automatic
 * approval, or a second answer, finds the result decided (409).
 */
export async function decideResult(
  ctx: AppContext,
  user: User,
  matchId: string,
  approved: boolean,
): Promise<ApproveResultResponse> {
  const first = await loadMatch(ctx.db, matchId);
  const now = ctx.clock.now();
  const d = await ctx.db.transaction(async (tx): Promise<Decision> => {
    const c = await lockContextOf(tx, first);
    const pending = await resultsRepository.pending(tx, first.id, true);
    if (!pending)
      throw (await resultsRepository.anyDecided(tx, first.id))
        ? conflict('match_result_decided')
        : notFound('match_result_not_found');
    const result = pending.r;
    const row = (await matchesRepository.findById(tx, first.id))!;
    const sides = sidesActedBy(await actorsOf(tx, row), user.id);
    if (sides.includes(result.side)) throw forbidden('own_match_result');
    if (sides.length === 0) throw forbidden('not_match_side');
    if (now.getTime() >= result.approvalDeadline.getTime()) throw conflict('approval_deadline_passed');
    await resultsRepository.decide(tx, result.id, approved ? 'approved' : 'rejected', now, user.id);
    const answer = {
      matchId: row.id,
      actorId: user.id,
      side: otherSide(result.side),
      scoreA: result.scoreA,
      scoreB: result.scoreB,
      games: result.games,
      createdAt: now,
    };
    await resultsRepository.addEvent(tx, { ...answer, kind: approved ? 'result_approved' : 'result_rejected' });
    const organizerId = c.row.organizerId;
    if (!approved) await matchesRepository.update(tx, row.id, { status: 'disputed' });
    const d = {
      row,
      result,
      organizerId,
      final: approved ? await applyFinal(tx, ctx.events, c, row, result, user.id, now) : null,
    };
    await announceDecision(ctx, tx, d, approved ? 'approved' : 'disputed', user);
    return d;
  });
  const [match] = await presentMatches(ctx.db, [(await matchesRepository.findById(ctx.db, d.row.id))!]);
  return { outcome: approved ? 'approved' : 'disputed', match: match! };
}

/** In the decision's transaction (see announceFinal). */
async function announceDecision(
  ctx: AppContext,
  tx: Tx,
  d: Decision,
  outcome: 'approved' | 'auto_approved' | 'disputed',
  by: User | null,
): Promise<void> {
  if (d.final) await announceFinal(ctx, tx, d.final, by);
  else ctx.events.afterCommit(tx, () => bracketChanged(ctx, d.row));
  const match = await matchRefOf(tx, d.row, d.result.scoreA, d.result.scoreB);
  await ctx.events.emitInTx(tx, 'match.resultDecided', {
    match,
    outcome,
    submitterId: d.result.submittedById,
    by,
    organizerId: d.organizerId,
  });
}

/**
 * The deferred work of the deadlines: results nobody answered in time are approved, each exactly once however many
 * processes sweep at the same moment (the status is changed only while still pending, under the same locks as an
 * answer). A result whose match is no longer waiting (the organizer set the score) is voided.
 */
async function approveDueResults(ctx: AppContext, now: Date, batch = 50): Promise<number> {
  let approved = 0;
  for (const due of await resultsRepository.due(ctx.db, now, batch)) {
    const first = await matchesRepository.findById(ctx.db, due.matchId);
    if (!first) continue;
    const d = await ctx.db.transaction(async (tx): Promise<Decision | null> => {
      const c = await lockContextOf(tx, first);
      const result = await resultsRepository.lockById(tx, due.id);
      if (!result || result.status !== 'pending' || result.approvalDeadline.getTime() > now.getTime()) return null;
      const row = (await matchesRepository.findById(tx, first.id))!;
      if (row.status !== 'awaiting_approval') {
        await resultsRepository.decide(tx, result.id, 'void', now, null);
        return null;
      }
      await resultsRepository.decide(tx, result.id, 'auto_approved', now, null);
      await resultsRepository.addEvent(tx, {
        matchId: row.id,
        kind: 'result_auto_approved',
        actorId: null,
        side: null,
        scoreA: result.scoreA,
        scoreB: result.scoreB,
        games: result.games,
        createdAt: now,
      });
      const final = await applyFinal(tx, ctx.events, c, row, result, result.submittedById, now);
      const d = { row, result, organizerId: c.row.organizerId, final };
      await announceDecision(ctx, tx, d, 'auto_approved', null);
      return d;
    });
    if (!d) continue;
    approved++;
  }
  return approved;
}

/** A side adds a comment and/or a screenshot while a result waits for approval or is disputed. */
export async function addEvidence(
  ctx: AppContext,
  user: User,
  matchId: string,
  body: EvidenceBody,
): Promise<MatchHistory> {
  const first = await loadMatch(ctx.db, matchId);
  const shot = await screenshotUrl(ctx, user, body.screenshotUploadId);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await lockContextOf(tx, first);
    const row = (await matchesRepository.findById(tx, first.id))!;
    const [side] = sidesActedBy(await actorsOf(tx, row), user.id);
    if (!side) throw forbidden('not_match_side');
    if (row.status !== 'awaiting_approval' && row.status !== 'disputed') throw conflict('evidence_closed');
    if ((await resultsRepository.evidenceCount(tx, row.id, side)) >= MATCH_EVIDENCE_PER_SIDE)
      throw conflict('evidence_limit');
    await resultsRepository.addEvent(tx, {
      matchId: row.id,
      kind: 'evidence_added',
      actorId: user.id,
      side: side satisfies MatchSideKey,
      comment: body.comment || null,
      screenshotUrl: shot,
      createdAt: now,
    });
  });
  return matchHistory(ctx, matchId);
}

export async function matchHistory(ctx: AppContext, matchId: string): Promise<MatchHistory> {
  const row = await loadMatch(ctx.db, matchId);
  return { items: (await resultsRepository.history(ctx.db, row.id)).map(presentHistory) };
}

/** How often each process looks for results past their deadline. */
const RESULT_DEADLINE_SWEEP_MS = 5_000;

export const resultDeadlines = (ctx: AppContext): DeferredTask => ({
  name: 'match-result-deadlines',
  everyMs: RESULT_DEADLINE_SWEEP_MS,
  run: (now) => approveDueResults(ctx, now),
});
