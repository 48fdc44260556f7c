import type { MatchDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { isNotFound, usePendingResult } from '../api';
import { PendingResultPanel } from './PendingResultPanel';
import { Section } from './Section';

/** The result waiting for an answer, on the match page: the same panel as the approval dialog. */
export function PendingResultSection({ detail }: { detail: MatchDetail }) {
  const { t } = useTranslation('matches');
  const { match, viewer, submission } = detail;
  const query = usePendingResult(match.id);
  const ownSubmission = viewer.actsFor !== null && submission?.side === viewer.actsFor;
  return (
    <Section id="match-pending" title={t('pending.title')}>
      {ownSubmission && (
        <p role="status" className="text-sm text-zinc-300">
          {t('pending.waitingForOther')}
        </p>
      )}
      {query.data ? (
        <PendingResultPanel
          matchId={match.id}
          result={query.data}
          canDecide={viewer.canDecideResult}
          games={submission?.games}
          confirmApprove
        />
      ) : query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('pending.loading')}
        </p>
      ) : (
        <div className="space-y-2">
          <p role="alert" className="text-sm text-rose-300">
            {t(isNotFound(query.error) ? 'pending.notFound' : 'pending.loadError')}
          </p>
          {!isNotFound(query.error) && (
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {t('page.retry')}
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}
