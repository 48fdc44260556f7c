import type { TransferOffer } from '@esn/contract';
import { ArrowRight, Handshake } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { buttonClasses } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { TeamLogo } from '../../teams/components';
import { useOffers, type OfferBox } from '../../transfers';
import { OfferDialogFor, OfferStatusBadge, type OfferDialogTarget } from '../../transfers/components';
import { CardStates, DashboardCard } from './DashboardCard';

const COACH_OFFERS_SHOWN = 5;

/** The transfers page's offers tab (received is its default box). */
const OFFERS_TAB_URL = '/transfers?tab=offers';

interface BoxedOffer {
  offer: TransferOffer;
  box: OfferBox;
}

/**
 * A coach's coaching offers, sent and received, pending ones first and then the newest. It reads the same cached
 * first pages as the transfers page's offers tab (no request of its own), so an answer given there shows here.
 * A click opens that offer: a received one in the dialog that answers it, a sent one in its details.
 */
export function CoachOffersCard() {
  const { t } = useTranslation('dashboard');
  const received = useOffers('received');
  const sent = useOffers('sent');
  const offers: BoxedOffer[] = [
    ...(received.data?.pages[0]?.items ?? []).map((offer) => ({ offer, box: 'received' as const })),
    ...(sent.data?.pages[0]?.items ?? []).map((offer) => ({ offer, box: 'sent' as const })),
  ]
    .filter(({ offer }) => offer.role === 'coach')
    .sort(
      (a, b) =>
        Number(b.offer.status === 'pending') - Number(a.offer.status === 'pending') ||
        b.offer.createdAt.localeCompare(a.offer.createdAt),
    );
  const shown = offers.slice(0, COACH_OFFERS_SHOWN);
  const [opened, setOpened] = useState<OfferDialogTarget | null>(null);
  const pending = offers.filter(({ offer }) => offer.status === 'pending').length;
  const query = {
    isPending: received.isPending || sent.isPending,
    isError: received.isError || sent.isError,
    refetch: () => Promise.all([received.isError && received.refetch(), sent.isError && sent.refetch()]),
  };

  return (
    <DashboardCard
      id="coach-offers"
      icon={Handshake}
      title={t('coaching.title')}
      action={
        <Link to={OFFERS_TAB_URL} className={buttonClasses('ghost', 'sm')}>
          {t('coaching.all')}
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      }
    >
      <CardStates
        query={query}
        empty={
          offers.length === 0 ? (
            <div className="space-y-3">
              <p>{t('coaching.empty')}</p>
              <Link to="/transfers?tab=coaching" className={buttonClasses('secondary', 'sm')}>
                {t('coaching.profile')}
              </Link>
            </div>
          ) : null
        }
        texts={{ loading: t('coaching.loading'), error: t('coaching.error') }}
      >
        {pending > 0 && <p className="text-sm text-amber-200">{t('coaching.pending', { count: pending })}</p>}
        <ul className="-mx-2 space-y-1" aria-labelledby="coach-offers-title">
          {shown.map(({ offer, box }) => (
            <CoachOfferRow
              key={offer.id}
              offer={offer}
              box={box}
              onOpen={() => setOpened({ kind: box === 'received' ? 'response' : 'result', offerId: offer.id })}
            />
          ))}
        </ul>
        <OfferDialogFor target={opened} onClose={() => setOpened(null)} />
      </CardStates>
    </DashboardCard>
  );
}

function CoachOfferRow({ offer, box, onOpen }: BoxedOffer & { onOpen: () => void }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const formatDate = useFormatDate();
  return (
    <li>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onOpen}
        className={cn('flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-zinc-800/80', focusRing)}
      >
        <TeamLogo team={offer.team} className="h-9 w-9" />
        <span className="grid min-w-0 flex-1 gap-0.5 text-sm">
          <span className="truncate font-medium text-white">
            {t(`dashboard:coaching.${box}`, { team: offer.team.name })}
          </span>
          <span className="truncate text-xs text-zinc-400">
            {t(`common:games.${offer.game}`, { defaultValue: offer.game })} ·{' '}
            <time dateTime={offer.createdAt}>{formatDate(offer.createdAt, { dateStyle: 'medium' })}</time>
          </span>
        </span>
        <OfferStatusBadge status={offer.status} />
      </button>
    </li>
  );
}
