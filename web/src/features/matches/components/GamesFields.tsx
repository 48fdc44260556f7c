import { MATCH_GAME_MAP_MAX, type Match } from '@esn/contract';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { controlClasses } from '../../../shared/ui/Field';
import { sideNameOf } from '../lib/labels';
import { SCORE_MAX, type GameDraft } from '../lib/scores';

/**
 * The optional games of a report: one row per game played (map, both scores), up to the series' length. Empty is
 * fine: the series score alone is a complete report.
 */
export function GamesFields({
  match,
  value,
  onChange,
}: {
  match: Match;
  value: GameDraft[];
  onChange: (value: GameDraft[]) => void;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const max = Math.max(1, match.bestOf);
  const set = (i: number, patch: Partial<GameDraft>) =>
    onChange(value.map((g, k) => (k === i ? { ...g, ...patch } : g)));
  // Each score under its side's name, shown (the input's own name says it to a screen reader): two boxes alone did not
  // tell which team was which.
  const scoreInput = (i: number, side: 'a' | 'b') => {
    const name = sideNameOf(t, match, side);
    return (
      <label className="flex w-20 flex-col gap-0.5">
        <span aria-hidden="true" title={name} className="truncate text-center text-[11px] text-zinc-400">
          {name}
        </span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={SCORE_MAX}
          value={value[i]![side]}
          onChange={(e) => set(i, { [side]: e.target.value })}
          aria-label={t('games.scoreOf', { n: i + 1, name })}
          className={cn(controlClasses, 'h-9 text-center tabular-nums')}
        />
      </label>
    );
  };
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium text-zinc-200">{t('games.legend')}</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-400">
        {t(match.bestOf > 1 ? 'games.hintSeries' : 'games.hintSingle', { bestOf: match.bestOf })}
      </p>
      <ol className="space-y-2">
        {value.map((_, i) => (
          // On a phone the map takes its own line and the scores the next (the map keeps 10rem, else it wraps).
          <li key={i} className="flex flex-wrap items-end gap-2">
            <span className="w-16 shrink-0 pb-2.5 text-xs text-zinc-400">{t('games.number', { n: i + 1 })}</span>
            <input
              type="text"
              value={value[i]!.map}
              maxLength={MATCH_GAME_MAP_MAX}
              onChange={(e) => set(i, { map: e.target.value })}
              aria-label={t('games.mapOf', { n: i + 1 })}
              placeholder={t('games.mapPlaceholder')}
              className={cn(controlClasses, 'h-9 min-w-40 flex-1 basis-40')}
            />
            {scoreInput(i, 'a')}
            <span aria-hidden="true" className="pb-2">
              –
            </span>
            {scoreInput(i, 'b')}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('games.remove', { n: i + 1 })}
              onClick={() => onChange(value.filter((__, k) => k !== i))}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {value.length < max && (
        <Button variant="secondary" size="sm" onClick={() => onChange([...value, { map: '', a: '', b: '' }])}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('games.add')}
        </Button>
      )}
    </fieldset>
  );
}
