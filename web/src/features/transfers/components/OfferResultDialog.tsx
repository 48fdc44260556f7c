import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { displayName } from '../../../shared/ui/Avatar';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { useOffer } from '../api';
import { OfferDetails } from './OfferDetails';
import { OfferLoadState } from './OfferLoadState';

/**
 * Spec §2 "transfer-offer result details" (opened by `transfer_offer_accepted` / `transfer_offer_rejected`): the
 * sender sees how his offer ended, who answered and when, and everything it offered. Also the coach dashboard's
 * view of a coaching offer, titled as one.
 */
export function OfferResultDialog({ offerId, onClose }: { offerId: string; onClose: () => void }) {
  const { t } = useTranslation('transfers');
  const query = useOffer(offerId);
  const offer = query.data;
  const headline = offer
    ? offer.status === 'accepted' || offer.status === 'rejected'
      ? t(`result.${offer.status}`, { name: displayName(offer.toUser), player: displayName(offer.player) })
      : t('result.other', { status: t(`status.${offer.status}`) })
    : undefined;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={t(offer?.role === 'coach' ? 'result.titleCoach' : 'result.title')}
        description={headline}
        className="max-w-lg"
      >
        {!offer ? (
          <OfferLoadState query={query} />
        ) : (
          <div className="space-y-4">
            <OfferDetails offer={offer} onNavigate={onClose} />
            <div className="flex justify-end">
              <Link
                to={`/team/${encodeURIComponent(offer.team.slug)}`}
                onClick={onClose}
                className={buttonClasses('primary')}
              >
                {t('result.viewTeam')}
              </Link>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
