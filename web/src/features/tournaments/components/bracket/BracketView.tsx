import type { Bracket, BracketGroup, BracketStage } from '@esn/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { StandingsTable } from '../StandingsTable';
import { EliminationTree } from './EliminationTree';
import { RoundsList } from './RoundsList';

const ELIMINATION = new Set<BracketGroup['kind']>(['single', 'winners', 'losers', 'grand_final']);
const groupLetter = (n: number) => (n >= 1 && n <= 26 ? String.fromCharCode(64 + n) : String(n));

function GroupView({
  group,
  stage,
  onOpenMatch,
  highlightIds,
  highlightParticipant,
}: {
  group: BracketGroup;
  stage: BracketStage;
  onOpenMatch?: (matchId: string) => void;
  highlightIds?: ReadonlySet<string>;
  highlightParticipant?: string | null;
}) {
  const { t } = useTranslation('tournaments');
  if (ELIMINATION.has(group.kind)) {
    return (
      <EliminationTree
        group={group}
        title={t(`bracket.groups.${group.kind}`)}
        onOpenMatch={onOpenMatch}
        highlightIds={highlightIds}
      />
    );
  }
  const title =
    group.kind === 'round_robin' && stage.groups.length > 1
      ? t('bracket.group', { name: groupLetter(group.number) })
      : t(`bracket.groups.${group.kind}`);
  return (
    <section className="space-y-4" aria-label={title} data-group-kind={group.kind}>
      <h3 className="text-base font-semibold text-white">{title}</h3>
      <StandingsTable
        rows={group.standings ?? []}
        caption={
          group.kind === 'round_robin' && stage.groups.length === 1 ? title : t('standings.caption', { name: title })
        }
        highlightId={highlightParticipant}
      />
      <RoundsList group={group} onOpenMatch={onOpenMatch} />
    </section>
  );
}

/**
 * The whole bracket: single elimination as one tree; double elimination as winners bracket, losers bracket and
 * grand final; round robin as a table and rounds per group; Swiss as one table and its rounds so far.
 */
export const BracketView = memo(function BracketView({
  bracket,
  onOpenMatch,
  highlightIds,
  highlightParticipant,
}: {
  bracket: Bracket;
  onOpenMatch?: (matchId: string) => void;
  /** Matches to mark (the reader's). */
  highlightIds?: ReadonlySet<string>;
  highlightParticipant?: string | null;
}) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="space-y-8" data-testid="bracket">
      {bracket.swiss && (
        <p className="text-sm text-zinc-300">
          {t('bracket.swissProgress', { current: bracket.swiss.currentRound, total: bracket.swiss.totalRounds })}
        </p>
      )}
      {bracket.swiss?.relaxedRounds.map((r) => (
        <p
          key={r.round}
          role="status"
          className="rounded-md border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-sm text-amber-200"
        >
          {t('bracket.swissRelaxed', r)}
        </p>
      ))}
      {bracket.stages.map((stage) => (
        <div key={stage.number} className="space-y-8">
          {bracket.stages.length > 1 && <h3 className="text-lg font-semibold text-white">{stage.name}</h3>}
          {stage.groups.map((group) => (
            <GroupView
              key={`${group.kind}-${group.number}`}
              group={group}
              stage={stage}
              onOpenMatch={onOpenMatch}
              highlightIds={highlightIds}
              highlightParticipant={highlightParticipant}
            />
          ))}
        </div>
      ))}
    </div>
  );
});
