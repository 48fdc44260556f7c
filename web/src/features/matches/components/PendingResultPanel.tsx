import type { MatchGame, PendingMatchResult } from '@esn/contract';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { displayName } from '../../../shared/ui/Avatar';
import { TeamLogo } from '../../teams/components';
import { formatRemaining, useRemaining } from '../lib/countdown';
import { SIDE_NAME } from '../lib/sideName';
import { DecisionButtons } from './DecisionButtons';
import { GamesList } from './GamesList';
import { Screenshot } from './Screenshot';

function Team({ team }: { team: PendingMatchResult['homeTeam'] }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center">
      <TeamLogo team={team} className="h-12 w-12" />
      <span className={cn(SIDE_NAME, 'text-sm font-medium text-zinc-100')}>{team.name}</span>
    </div>
  );
}

function Deadline({ deadline, left }: { deadline: string; left: number }) {
  const { t } = useTranslation('matches');
  const formatDate = useFormatDate();
  return (
    <div className="space-y-1 rounded-lg border border-amber-700 bg-amber-950/40 px-3 py-2 text-sm">
      <p className="flex items-center gap-2 text-amber-100">
        <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('pending.deadline', { date: formatDate(deadline, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </p>
      {left > 0 ? (
        <p className="text-amber-200">
          {t('pending.timeLeft')}{' '}
          <span role="timer" className="font-semibold tabular-nums text-amber-100">
            {formatRemaining(left, t)}
          </span>
        </p>
      ) : (
        <p className="text-amber-200">{t('pending.expired')}</p>
      )}
      <p className="text-xs text-zinc-300">{t('pending.autoApprove')}</p>
    </div>
  );
}

/**
 * A submitted result waiting for the other side (spec §3): both teams, the score, who sent it and when, the
 * screenshot, the deadline with its live countdown, and for the one who answers approve and reject. The approval
 * dialog and the match page show this same panel.
 */
export function PendingResultPanel({
  matchId,
  result,
  canDecide,
  onDecided,
  games = [],
  confirmApprove = false,
}: {
  matchId: string;
  result: PendingMatchResult;
  canDecide: boolean;
  onDecided?: () => void;
  /** The submitted games, where known (the match page reads them with the match). */
  games?: MatchGame[];
  /** Approve asks "are you sure?" first (the match page; the approval dialog is that question itself). */
  confirmApprove?: boolean;
}) {
  const { t } = useTranslation('matches');
  const formatDate = useFormatDate();
  const by = result.submittedBy;
  const called = displayName(by);
  const name = called === by.nickname ? called : `${called} (@${by.nickname})`;
  const left = useRemaining(result.approvalDeadline);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <Team team={result.homeTeam} />
        <p className="shrink-0 text-center">
          <span className="sr-only">{t('pending.score')}: </span>
          <span className="text-3xl font-bold tabular-nums text-white">
            {result.submittedScoreA} – {result.submittedScoreB}
          </span>
        </p>
        <Team team={result.awayTeam} />
      </div>
      <GamesList games={games} />
      <p className="text-sm text-zinc-300">
        {t('pending.submitted', {
          name,
          date: formatDate(result.resultSubmittedAt, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      <Screenshot url={result.screenshotUrl} />
      <Deadline deadline={result.approvalDeadline} left={left} />
      {canDecide && (
        <DecisionButtons
          matchId={matchId}
          open={left > 0}
          onDecided={onDecided}
          confirmApprove={
            confirmApprove
              ? {
                  home: result.homeTeam.name,
                  away: result.awayTeam.name,
                  scoreA: result.submittedScoreA,
                  scoreB: result.submittedScoreB,
                }
              : undefined
          }
        />
      )}
    </div>
  );
}
