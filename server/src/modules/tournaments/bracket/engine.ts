import { BracketsManager } from 'brackets-manager';
import type { Database, Match as BmMatch, ParticipantResult, StageType } from 'brackets-model';
import type { BracketGroupKind, MatchStatus, MatchWinner, TournamentFormat } from '@esn/contract';
import { TOURNAMENT_LIMITS } from '@esn/contract';
import { conflict } from '../../../lib/errors';
import { MemoryStorage } from './memory-storage';

/** One side of a bracket match: `null` is a BYE; `participantId: null` waits for an earlier match. */
export type Slot = { participantId: string | null } | null;

/** A bracket match as our `matches` table keeps it. */
export type EngineMatch = {
  bracketMatchId: number;
  stageNumber: number;
  groupKind: BracketGroupKind;
  groupNumber: number;
  roundNumber: number;
  matchNumber: number;
  a: Slot;
  b: Slot;
  status: MatchStatus;
  scoreA: number | null;
  scoreB: number | null;
  winner: MatchWinner | null;
  /** The match that decides the event: the single-elimination final or the grand final (plays the final's length). */
  final: boolean;
};

export type BracketState = Database;
/** The formats brackets-manager draws; Swiss is paired round by round (swiss.ts). */
export type ManagedFormat = Exclude<TournamentFormat, 'swiss'>;

/** Elimination brackets have 2^k slots. */
export const slotsFor = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/**
 * Standard bracket order for `size` slots (size a power of two): seed 1 meets seed `size`, 2 meets `size − 1`, and
 * the two top seeds can only meet in the final. Seeds above the participant count are BYEs, so the BYEs go to the
 * top seeds and never face each other (fewer than half the slots are BYEs whenever there are more than half).
 */
export function standardOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

/** Groups of a round robin when the organizer chose none: groups of at most 16, and at least 2 per group. */
export function defaultGroupCount(participants: number): number {
  return Math.max(1, Math.ceil(participants / TOURNAMENT_LIMITS.roundRobinGroupSize));
}
const effectiveGroupCount = (participants: number, chosen: number | null | undefined) =>
  Math.max(1, Math.min(chosen ?? defaultGroupCount(participants), Math.floor(participants / 2)));

const storageOf = (state?: BracketState) => {
  const storage = new MemoryStorage(state);
  return { storage, manager: new BracketsManager(storage) };
};

/**
 * Creates the bracket for `seeded` (registration ids, seed 1 first) in memory and returns the library's state and
 * its matches. Elimination: slots are placed in standard order with BYEs for the top seeds; double elimination
 * has a single grand final. Round robin: `groupCount` groups, balanced by seed.
 */
export async function createBracket(
  format: ManagedFormat,
  seeded: string[],
  opts: { groupCount?: number | null } = {},
) {
  if (seeded.length < 2) throw new Error('a bracket needs 2 participants');
  const { storage, manager } = storageOf();
  const stage = { tournamentId: 0, name: 'Main', number: 1 };
  if (format === 'round_robin') {
    await manager.create.stage({
      ...stage,
      type: 'round_robin',
      seeding: seeded,
      settings: {
        groupCount: effectiveGroupCount(seeded.length, opts.groupCount),
        roundRobinMode: 'simple',
        seedOrdering: ['groups.effort_balanced'],
      },
    });
  } else {
    const size = slotsFor(seeded.length);
    const slots = standardOrder(size).map((seed) => seeded[seed - 1] ?? null);
    await manager.create.stage({
      ...stage,
      type: format satisfies StageType,
      seeding: slots,
      settings: {
        size,
        seedOrdering: ['natural'],
        balanceByes: false,
        ...(format === 'double_elimination' ? { grandFinal: 'simple' } : {}),
      },
    });
  }
  const state = storage.snapshot();
  return { state, matches: matchesOf(state) };
}

const resultOf = (mine: number, theirs: number) => (mine > theirs ? 'win' : mine < theirs ? 'loss' : 'draw');

/** Records a final score and lets the library move winners and losers on. Returns the new state and every match. */
export async function recordResult(state: BracketState, bracketMatchId: number, scoreA: number, scoreB: number) {
  const { storage, manager } = storageOf(state);
  try {
    await manager.update.match({
      id: bracketMatchId,
      opponent1: { score: scoreA, result: resultOf(scoreA, scoreB) },
      opponent2: { score: scoreB, result: resultOf(scoreB, scoreA) },
    });
  } catch (err) {
    // A correction of a match whose following match already has its result: the library refuses it.
    if (err instanceof Error && /locked/i.test(err.message)) throw conflict('match_locked');
    throw err;
  }
  const next = storage.snapshot();
  return { state: next, matches: matchesOf(next) };
}

/** Final places of an elimination stage (1 = champion), by registration id. */
export async function eliminationRanks(state: BracketState): Promise<Map<string, number>> {
  const { manager } = storageOf(state);
  const stage = state.stage[0];
  const ranks = new Map<string, number>();
  if (!stage || stage.type === 'round_robin') return ranks;
  const names = participantNames(state);
  // brackets-manager ranks a double elimination of 2 (a lone winners-bracket final) no more: rank it as single.
  if (stage.type === 'double_elimination' && state.group.filter((g) => g.stage_id === stage.id).length < 2)
    return finalOnlyRanks(state);
  for (const item of await manager.get.finalStandings(stage.id)) {
    const id = names.get(item.id);
    if (id) ranks.set(id, item.rank);
  }
  return ranks;
}

function finalOnlyRanks(state: BracketState): Map<string, number> {
  const last = matchesOf(state).at(-1);
  const ranks = new Map<string, number>();
  if (!last?.a?.participantId || !last.b?.participantId || !last.winner || last.winner === 'draw') return ranks;
  ranks.set(last.winner === 'a' ? last.a.participantId : last.b.participantId, 1);
  ranks.set(last.winner === 'a' ? last.b.participantId : last.a.participantId, 2);
  return ranks;
}

const participantNames = (state: BracketState) => new Map(state.participant.map((p) => [p.id, p.name]));

const KINDS: Record<StageType, BracketGroupKind[]> = {
  single_elimination: ['single', 'single'],
  double_elimination: ['winners', 'losers', 'grand_final'],
  round_robin: [],
};

/** The library's status (0 locked, 1 waiting, 2 ready, 3 running, 4 completed, 5 archived) as ours. */
function statusOf(m: BmMatch, a: Slot, b: Slot): MatchStatus {
  if (a === null || b === null) {
    // A BYE: over as soon as the other side is known (nobody plays it).
    const other = a ?? b;
    return other?.participantId ? 'completed' : a === null && b === null ? 'completed' : 'pending';
  }
  const s = m.status as number;
  return s >= 4 ? 'completed' : s === 3 ? 'in_progress' : s === 2 ? 'ready' : 'pending';
}

function winnerOf(m: BmMatch, a: Slot, b: Slot): MatchWinner | null {
  if (a === null && b?.participantId) return 'b';
  if (b === null && a?.participantId) return 'a';
  const r = m.opponent1?.result;
  if (r === 'win') return 'a';
  if (r === 'loss' || m.opponent2?.result === 'win') return 'b';
  if (r === 'draw') return 'draw';
  return null;
}

const slotOf = (o: ParticipantResult | null, names: Map<unknown, string>): Slot =>
  o === null ? null : { participantId: o.id === null ? null : (names.get(o.id) ?? null) };

/** Every match of the state, in bracket order, with sides as registration ids. */
function matchesOf(state: BracketState): EngineMatch[] {
  const names = participantNames(state);
  const stages = new Map(state.stage.map((s) => [s.id, s]));
  const groups = new Map(state.group.map((g) => [g.id, g]));
  const rounds = new Map(state.round.map((r) => [r.id, r]));
  // The final: the grand final's group when there is one, else the last round of the first group (a single-
  // elimination tree, or a double elimination of two, which is its winners-bracket final alone).
  const finalRound = new Map<unknown, number>();
  for (const st of state.stage) {
    if (st.type === 'round_robin') continue;
    const own = state.group.filter((g) => g.stage_id === st.id);
    const decisive =
      st.type === 'double_elimination' && own.length >= 3
        ? own.find((g) => g.number === 3)
        : own.find((g) => g.number === 1);
    if (!decisive) continue;
    const last = Math.max(...state.round.filter((r) => r.group_id === decisive.id).map((r) => r.number));
    finalRound.set(decisive.id, st.type === 'double_elimination' && own.length >= 3 ? 1 : last);
  }
  return state.match
    .map((m) => {
      const stage = stages.get(m.stage_id)!;
      const group = groups.get(m.group_id)!;
      const a = slotOf(m.opponent1, names);
      const b = slotOf(m.opponent2, names);
      const played = a !== null && b !== null;
      return {
        bracketMatchId: Number(m.id),
        stageNumber: stage.number,
        groupKind: stage.type === 'round_robin' ? 'round_robin' : KINDS[stage.type][group.number - 1]!,
        groupNumber: group.number,
        roundNumber: rounds.get(m.round_id)!.number,
        matchNumber: m.number,
        a,
        b,
        status: statusOf(m, a, b),
        scoreA: played ? (m.opponent1?.score ?? null) : null,
        scoreB: played ? (m.opponent2?.score ?? null) : null,
        winner: winnerOf(m, a, b),
        final: finalRound.get(m.group_id) === rounds.get(m.round_id)!.number,
      } satisfies EngineMatch;
    })
    .sort(
      (x, y) =>
        x.stageNumber - y.stageNumber ||
        x.groupNumber - y.groupNumber ||
        x.roundNumber - y.roundNumber ||
        x.matchNumber - y.matchNumber,
    );
}
