import type { Notification } from '@esn/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { registerNotificationHandler } from '../../notifications';

const OfferResponseDialog = lazy(() =>
  import('./OfferResponseDialog').then((m) => ({ default: m.OfferResponseDialog })),
);
const OfferResultDialog = lazy(() => import('./OfferResultDialog').then((m) => ({ default: m.OfferResultDialog })));

/** Which offer to show: `response` to the one who answers it (accept/reject), `result` to its sender. */
export type OfferDialogTarget = { kind: 'response' | 'result'; offerId: string };
type Target = OfferDialogTarget;

/**
 * One offer's dialog, its code loaded on first use; nothing while `target` is null. A new key per offer: another
 * offer opened while one dialog is open starts a fresh dialog. Used by the bell's handlers and the dashboard.
 */
export function OfferDialogFor({ target, onClose }: { target: Target | null; onClose: () => void }) {
  if (!target) return null;
  const key = `${target.kind}:${target.offerId}`;
  return (
    <Suspense fallback={null}>
      {target.kind === 'response' ? (
        <OfferResponseDialog key={key} offerId={target.offerId} onClose={onClose} />
      ) : (
        <OfferResultDialog key={key} offerId={target.offerId} onClose={onClose} />
      )}
    </Suspense>
  );
}

/**
 * Spec §4: a `transfer_offer` (or `coaching_offer`) notification with a relatedId opens the response dialog; `transfer_offer_accepted`
 * and `transfer_offer_rejected` open the result dialog. A notification without the offer's id falls back to its
 * actionUrl. Mounted once in the signed-in layout; the dialogs' code loads on the first click.
 */
export function TransferDialogHost() {
  const [target, setTarget] = useState<Target | null>(null);
  useEffect(() => {
    const open = (kind: Target['kind']) => (notification: Notification) => {
      if (!notification.relatedId) return false;
      setTarget({ kind, offerId: notification.relatedId });
      return true;
    };
    const removers = [
      registerNotificationHandler('transfer_offer', open('response')),
      registerNotificationHandler('coaching_offer', open('response')),
      registerNotificationHandler('transfer_offer_accepted', open('result')),
      registerNotificationHandler('transfer_offer_rejected', open('result')),
    ];
    return () => removers.forEach((remove) => remove());
  }, []);
  return <OfferDialogFor target={target} onClose={() => setTarget(null)} />;
}
