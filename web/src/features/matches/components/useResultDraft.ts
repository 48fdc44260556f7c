import type { Match } from '@esn/contract';
import { useState } from 'react';
import { checkGames, checkScores, type GameDraft, type ScoreProblem } from '../lib/scores';
import type { ScorePair } from './ScoreFields';

/**
 * A result being written (a side's, or the organizer's): both scores, the games, and what was wrong on the last try.
 * Any edit clears that message (it is checked again on the next try), so "no draw" never stays under a score that
 * has since been fixed. `fields` are ScoreFields' and GamesFields' props; `check` is the result to send, or null
 * with the problem shown.
 */
export function useResultDraft(match: Match, initial: () => { scores: ScorePair; games: GameDraft[] }) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<ScoreProblem | null>(null);
  const edit = (change: Partial<typeof draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setProblem(null);
  };
  const fail = (found: ScoreProblem) => {
    setProblem(found);
    return null;
  };
  const check = () => {
    const checked = checkScores(draft.scores.a, draft.scores.b, match.position.groupKind, match.bestOf);
    if ('problem' in checked) return fail(checked.problem);
    const played = checkGames(draft.games, checked, match.bestOf);
    if ('problem' in played) return fail(played.problem);
    setProblem(null);
    return { ...checked, games: played.games };
  };
  const fields = {
    scores: { match, value: draft.scores, problem, onChange: (scores: ScorePair) => edit({ scores }) },
    games: { match, value: draft.games, onChange: (games: GameDraft[]) => edit({ games }) },
  };
  return { check, fields };
}
