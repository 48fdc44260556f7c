import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { useDecideResult } from '../api';

/**
 * Approve or reject the other side's result (spec §7 `approve-result`). Both buttons are disabled while the answer
 * is on its way (spec §5); the outcome is told with spec §8's toasts, "Maç sonucu işlendi" or "Maç sonucu işlenirken
 * bir hata oluştu" — except a rejection, which is no processed result: its toast says a dispute was opened and that
 * the organizer (or an admin) decides. Rejecting always asks first: a dispute cannot be taken back.
 */
export function DecisionButtons({
  matchId,
  open,
  onDecided,
  confirmApprove,
}: {
  matchId: string;
  /** The deadline has not passed: after it the server approves by itself and refuses an answer. */
  open: boolean;
  onDecided?: () => void;
  /**
   * Approving makes the result final, so where the buttons sit among the rest of the match (its page) Approve asks
   * first, naming the score; the approval dialog is that question already.
   */
  confirmApprove?: { home: string; away: string; scoreA: number; scoreB: number };
}) {
  const { t } = useTranslation('matches');
  const decide = useDecideResult(matchId);
  // Answered: the buttons stay disabled until the match reads again and the panel goes away.
  const [answered, setAnswered] = useState(false);
  // Which answer waits for its confirmation: a rejection always, an approval where confirmApprove says so.
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null);
  const pending = decide.isPending;
  const answer = (approved: boolean) => {
    if (pending || answered) return;
    decide.mutate(approved, {
      onSuccess: () => {
        setAnswered(true);
        toast({ variant: 'success', description: t(approved ? 'pending.processed' : 'pending.disputed') });
        onDecided?.();
      },
      onError: () => toast({ variant: 'error', description: t('pending.processFailed') }),
      onSettled: () => setConfirming(null),
    });
  };
  return (
    <div className="space-y-2">
      <p className="text-xs text-zinc-400">{t('pending.rejectHint')}</p>
      {/* Why it failed (the deadline passed, already answered…), in the server's words, beside spec §8's toast. */}
      {decide.isError && (
        <p role="alert" className="text-sm text-rose-300">
          {errorMessage(decide.error, t)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          disabled={pending || answered || !open}
          loading={pending && decide.variables === false}
          onClick={() => setConfirming('reject')}
        >
          {t('pending.reject')}
        </Button>
        <Button
          disabled={pending || answered || !open}
          loading={pending && decide.variables === true}
          onClick={() => (confirmApprove ? setConfirming('approve') : answer(true))}
        >
          {t('pending.approve')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming === 'reject'}
        onOpenChange={(next) => setConfirming(next ? 'reject' : null)}
        title={t('pending.rejectTitle')}
        description={t('pending.rejectBody')}
        confirmLabel={t('pending.rejectConfirm')}
        cancelLabel={t('pending.confirmKeep')}
        pending={pending}
        onConfirm={() => answer(false)}
      />
      {confirmApprove && (
        <ConfirmDialog
          open={confirming === 'approve'}
          onOpenChange={(next) => setConfirming(next ? 'approve' : null)}
          title={t('pending.confirmTitle')}
          description={t('pending.confirmBody', confirmApprove)}
          confirmLabel={t('pending.confirmApprove')}
          cancelLabel={t('pending.confirmKeep')}
          tone="primary"
          pending={pending}
          onConfirm={() => answer(true)}
        />
      )}
    </div>
  );
}
