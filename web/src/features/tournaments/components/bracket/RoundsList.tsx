import type { BracketGroup } from '@esn/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { roundName } from '../../lib/rounds';
import { MatchRow } from './MatchRow';

/** Round-robin and Swiss rounds (and league weeks): each round a heading and its matches, one per line. */
export const RoundsList = memo(function RoundsList({
  group,
  onOpenMatch,
}: {
  group: BracketGroup;
  onOpenMatch?: (matchId: string) => void;
}) {
  const { t } = useTranslation('tournaments');
  if (group.rounds.length === 0) return <p className="text-sm text-zinc-400">{t('bracket.noRounds')}</p>;
  return (
    <div className="space-y-4">
      {group.rounds.map((round) => {
        const label = roundName(t, { groupKind: group.kind, round: round.number, rounds: group.rounds.length });
        return (
          <section key={round.number} className="space-y-2">
            <h4 className="text-sm font-semibold text-zinc-300">{label}</h4>
            <ol aria-label={label} className="space-y-1.5">
              {round.matches.map((match) => (
                <MatchRow key={match.id} match={match} onOpen={onOpenMatch} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
});
