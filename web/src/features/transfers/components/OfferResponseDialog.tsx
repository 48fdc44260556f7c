import { TIMINGS, type TransferAction } from '@esn/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { toast } from '../../../shared/ui/toast';
import { useOffer, useRespondToOffer } from '../api';
import { responseError } from '../lib/messages';
import { AcceptOfferConfirm } from './AcceptOfferConfirm';
import { OfferDetails } from './OfferDetails';
import { OfferLoadState } from './OfferLoadState';

/**
 * Spec §2 "transfer-offer response" (opened by a `transfer_offer` or `coaching_offer` notification): the offer,
 * read afresh, with accept and reject only while it is pending and the reader is the one to answer (§4); accepting
 * asks once more, saying what the move will do (it changes a roster at once); both buttons are disabled while the
 * answer is on its way (§5); a success toast shows for 4 s and the dialog closes 2 s later (§8, §9). A coaching
 * offer says so in its title and toasts.
 */
export function OfferResponseDialog({ offerId, onClose }: { offerId: string; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const query = useOffer(offerId);
  const respond = useRespondToOffer();
  const [answered, setAnswered] = useState<TransferAction | null>(null);
  // Either answer is asked twice: accepting moves a roster, rejecting cannot be taken back.
  const [confirming, setConfirming] = useState<TransferAction | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  // The outcome takes focus when it appears: the buttons that had it are gone (the dialog closes 2 s later).
  const outcome = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);
  useEffect(() => {
    if (!answered) return undefined;
    const timer = setTimeout(() => close.current(), TIMINGS.transferDialogCloseMs);
    return () => clearTimeout(timer);
  }, [answered]);

  const offer = query.data;
  const processing = respond.isPending;
  const canAnswer = offer?.status === 'pending' && offer.viewer.canRespond && !answered;
  const coaching = offer?.role === 'coach';

  const answer = (action: TransferAction) => {
    if (!offer || processing) return;
    setConfirming(null);
    respond.mutate(
      { id: offer.id, action },
      {
        onSuccess: (decided) => {
          toast({
            variant: 'success',
            description: t(
              `respond.${action === 'accept' ? 'acceptedToast' : 'rejectedToast'}${decided.role === 'coach' ? 'Coach' : ''}`,
              { team: decided.team.name },
            ),
            duration: TIMINGS.transferResponseToastMs,
          });
          setAnswered(action);
        },
        onError: (error) => {
          toast({ variant: 'error', description: responseError(error, t) });
          // A decided or vanished offer: show it as it is now (the buttons go away).
          void query.refetch();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(coaching ? 'respond.titleCoach' : 'respond.title')}
        description={t('respond.description')}
        className="max-w-lg"
      >
        {!offer ? (
          <OfferLoadState query={query} />
        ) : (
          <div className="space-y-4">
            <OfferDetails offer={offer} onNavigate={onClose} />
            {answered && (
              <p role="status" tabIndex={-1} ref={outcome} className="text-sm text-emerald-200 outline-none">
                {t(answered === 'accept' ? 'respond.acceptedNote' : 'respond.rejectedNote')}
              </p>
            )}
            {!answered && offer.status !== 'pending' && (
              <p role="status" className="text-sm text-zinc-300">
                {t('respond.alreadyDecided', { status: t(`status.${offer.status}`) })}
              </p>
            )}
            {!answered && offer.status === 'pending' && !offer.viewer.canRespond && (
              <p role="status" className="text-sm text-zinc-300">
                {t('respond.waiting')}
              </p>
            )}
            {canAnswer && (
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  variant="secondary"
                  disabled={processing}
                  loading={processing && respond.variables?.action === 'reject'}
                  onClick={() => setConfirming('reject')}
                >
                  {t('respond.reject')}
                </Button>
                <Button
                  disabled={processing}
                  loading={processing && respond.variables?.action === 'accept'}
                  onClick={() => setConfirming('accept')}
                >
                  {t('respond.accept')}
                </Button>
              </div>
            )}
            {canAnswer && (
              <AcceptOfferConfirm
                offer={offer}
                open={confirming === 'accept'}
                onOpenChange={(open) => setConfirming(open ? 'accept' : null)}
                onConfirm={() => answer('accept')}
              />
            )}
            {canAnswer && (
              <ConfirmDialog
                open={confirming === 'reject'}
                onOpenChange={(open) => setConfirming(open ? 'reject' : null)}
                title={t(coaching ? 'respond.rejectConfirm.titleCoach' : 'respond.rejectConfirm.title')}
                description={t('respond.rejectConfirm.body', { team: offer.team.name })}
                confirmLabel={t('respond.rejectConfirm.confirm')}
                cancelLabel={t('respond.rejectConfirm.cancel')}
                onConfirm={() => answer('reject')}
              />
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
