import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { isNotFound, useMatchDetail, usePendingResult } from '../api';
import { matchPath } from '../lib/links';
import { PendingResultPanel } from './PendingResultPanel';

/** The dialog was opened from a notification menu that has closed: focus goes to the page, not to nowhere. */
function focusMain(event: Event) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * Spec §2 "match-result approval": the other side's result (read once by the notification's click, spec §4) in the
 * shared pending-result panel, with approve and reject. Closes once answered; the toast tells the outcome.
 *
 * A series' games are not among spec §3's pending-result fields: they come from the match's own read (its open
 * submission, as on the match page), shown once it answers and only while it describes the same score.
 */
export function MatchResultDialog({ matchId, onClose }: { matchId: string; onClose: () => void }) {
  const { t } = useTranslation('matches');
  const query = usePendingResult(matchId);
  const submission = useMatchDetail(matchId).data?.submission;
  const games =
    submission &&
    query.data &&
    submission.scoreA === query.data.submittedScoreA &&
    submission.scoreB === query.data.submittedScoreB
      ? submission.games
      : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t('dialog.title')}
        description={t('dialog.description')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
        onCloseAutoFocus={focusMain}
      >
        <div className="space-y-4">
          {query.data ? (
            <PendingResultPanel matchId={matchId} result={query.data} canDecide onDecided={onClose} games={games} />
          ) : query.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
              <Spinner size="sm" />
              {t('pending.loading')}
            </p>
          ) : (
            <p role="alert" className="text-sm text-rose-300">
              {isNotFound(query.error) ? t('pending.notFound') : errorMessage(query.error, t)}
            </p>
          )}
          <Link
            to={matchPath(matchId)}
            onClick={onClose}
            className="inline-flex items-center gap-1.5 text-sm text-violet-300 hover:underline"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            {t('dialog.openPage')}
          </Link>
        </div>
      </DialogContent>
    </Dialog>
  );
}
