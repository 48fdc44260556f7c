import type { Match, MatchStatus } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useOfficialResult } from '../api';
import { GamesFields } from './GamesFields';
import { ScoreFields } from './ScoreFields';
import { useResultDraft } from './useResultDraft';

const NOTE_MAX = 500;

/** What the organizer's score does now: settles a dispute, corrects a final result, or sets the result. */
export type OfficialMode = 'settle' | 'correct' | 'record';
export const officialModeOf = (status: MatchStatus): OfficialMode =>
  status === 'disputed' ? 'settle' : status === 'completed' ? 'correct' : 'record';

/** Both sides must be known and the match not cancelled; a BYE has no score to set. */
const canRecordOn = (match: Match): boolean =>
  Boolean(match.a?.participant && match.b?.participant) && match.status !== 'cancelled' && match.status !== 'pending';

/**
 * The organizer's (or an admin's) final score with an optional note for the history. It settles a dispute, corrects
 * a final result (refused once a following match has its result) or sets a result nobody sent. Elimination matches
 * need a winner. Used by the match page and the tournament's match dialog.
 */
export function OfficialResultForm({ match, titled = true }: { match: Match; titled?: boolean }) {
  const { t } = useTranslation('matches');
  const score = (s: Match['a']) => (s?.score != null ? String(s.score) : '');
  const draft = useResultDraft(match, () => ({
    scores: { a: score(match.a), b: score(match.b) },
    games: match.games.map((g) => ({ map: g.map ?? '', a: String(g.scoreA), b: String(g.scoreB) })),
  }));
  const [note, setNote] = useState('');
  const record = useOfficialResult(match.id);
  const mode = officialModeOf(match.status);
  if (!canRecordOn(match)) return <p className="text-sm text-zinc-400">{t('official.notReady')}</p>;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const result = draft.check();
    if (!result) return;
    const { games, ...checked } = result;
    const scored = games.length > 0 ? result : checked;
    const body = note.trim() ? { ...scored, note: note.trim() } : scored;
    record.mutate(body, {
      onSuccess: () => {
        setNote('');
        toast({ variant: 'success', description: t('official.saved') });
      },
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titled ? `official-${match.id}` : undefined}
      className={titled ? 'space-y-4 rounded-xl border border-zinc-800 p-4' : 'space-y-4'}
    >
      {/* Titled where it stands alone (the tournament's match dialog); the match page gives it a section. */}
      {titled && (
        <h3 id={`official-${match.id}`} className="text-sm font-semibold text-white">
          {t(`official.title.${mode}`)}
        </h3>
      )}
      <p className="text-sm text-zinc-400">{t(`official.intro.${mode}`)}</p>
      <ScoreFields {...draft.fields.scores} />
      <GamesFields {...draft.fields.games} />
      <TextAreaField
        label={t('official.note')}
        hint={t('official.noteHint', { max: NOTE_MAX })}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={NOTE_MAX}
        className="min-h-20"
      />
      <Button type="submit" loading={record.isPending} className="w-full sm:w-auto">
        {t(`official.save.${mode}`)}
      </Button>
    </form>
  );
}
