import { rate, rating, type Rating } from 'openskill';
import type { MatchSideKey, RatingSubjectKind } from '@esn/contract';

/**
 * The rating arithmetic, pure: OpenSkill's Weng-Lin Plackett-Luce model (the package's default) with its default
 * prior (μ 25, σ 25/3). The live update after a result and the replay of a game's whole history both go through
 * {@link rateEntry}, so they do the same floating-point operations in the same order and give the same numbers.
 */
export type SubjectKey = `${RatingSubjectKind}:${string}`;
export const subjectKey = (kind: RatingSubjectKind, id: string): SubjectKey => `${kind}:${id}`;

export type Skill = { mu: number; sigma: number; games: number };
export const initialSkill = (): Skill => ({ ...rating(), games: 0 });

/** One rated match: who stood on each side (a team and its players, or one player each) and the score. */
export type RatingEntry = {
  matchId: string;
  scoreA: number;
  scoreB: number;
  subjects: { kind: RatingSubjectKind; id: string; side: MatchSideKey }[];
};

export type SkillChange = {
  kind: RatingSubjectKind;
  id: string;
  side: MatchSideKey;
  before: Skill;
  after: Skill;
};

/** Higher score ranks first; a draw ranks both sides equal. */
const ranksOf = (scoreA: number, scoreB: number) => (scoreA > scoreB ? [1, 2] : scoreA < scoreB ? [2, 1] : [1, 1]);

/**
 * The changes one match makes, given each subject's skill before it: teams are rated against teams, players against
 * players (a team's roster as one side), each only when both sides have someone of that kind.
 */
export function rateEntry(entry: RatingEntry, skillOf: (key: SubjectKey) => Skill): SkillChange[] {
  const changes: SkillChange[] = [];
  const rank = ranksOf(entry.scoreA, entry.scoreB);
  for (const kind of ['team', 'user'] as const) {
    const a = entry.subjects.filter((s) => s.kind === kind && s.side === 'a');
    const b = entry.subjects.filter((s) => s.kind === kind && s.side === 'b');
    if (a.length === 0 || b.length === 0) continue;
    const before = [a, b].map((side) => side.map((s) => skillOf(subjectKey(s.kind, s.id))));
    const teams = before.map((side) => side.map((s): Rating => ({ mu: s.mu, sigma: s.sigma })));
    const after = rate(teams, { rank });
    [a, b].forEach((side, i) =>
      side.forEach((s, j) => {
        const prev = before[i]![j]!;
        const next = after[i]![j]!;
        changes.push({ ...s, before: prev, after: { mu: next.mu, sigma: next.sigma, games: prev.games + 1 } });
      }),
    );
  }
  return changes;
}

/** Replays a game's rated matches in order from nobody rated: every match's changes, and the final skills. */
export function replay(entries: RatingEntry[]): {
  changes: Map<string, SkillChange[]>;
  skills: Map<SubjectKey, Skill>;
} {
  const skills = new Map<SubjectKey, Skill>();
  const changes = new Map<string, SkillChange[]>();
  for (const entry of entries) {
    const made = rateEntry(entry, (key) => skills.get(key) ?? initialSkill());
    for (const c of made) skills.set(subjectKey(c.kind, c.id), c.after);
    changes.set(entry.matchId, made);
  }
  return { changes, skills };
}
