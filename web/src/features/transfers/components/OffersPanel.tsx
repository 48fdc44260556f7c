import { TransferOfferStatus, type TransferOffer } from '@esn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { PagedList } from '../../../shared/ui/PagedList';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { TeamLogo } from '../../teams/components';
import { useOffers, type OfferBox } from '../api';
import { formatDollars } from '../lib/format';
import { OfferResponseDialog } from './OfferResponseDialog';
import { OfferResultDialog } from './OfferResultDialog';
import { OfferStatusBadge } from './OfferStatusBadge';
import { WithdrawOfferButton } from './WithdrawOfferButton';

const BOXES: OfferBox[] = ['received', 'sent'];

/**
 * The reader's offers, received and sent (spec §3 "offers are shown as sent or received"), filtered by status.
 * A pending received offer opens the response dialog; a pending sent one can be withdrawn; any offer opens its
 * details.
 */
export function OffersPanel({
  box,
  status,
  onChange,
}: {
  box: OfferBox;
  status: TransferOfferStatus | undefined;
  onChange: (next: { box?: OfferBox; status?: TransferOfferStatus | undefined }) => void;
}) {
  const { t } = useTranslation('transfers');
  return (
    <Tabs value={box} onValueChange={(value) => onChange({ box: value as OfferBox })}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TabsList aria-label={t('offers.boxes')} className="max-w-sm">
          {BOXES.map((b) => (
            <TabsTrigger key={b} value={b}>
              {t(`offers.${b}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <div className="sm:w-56">
          <SelectField
            label={t('offers.status')}
            value={status ?? ''}
            onChange={(e) => onChange({ status: (e.target.value || undefined) as TransferOfferStatus | undefined })}
          >
            <option value="">{t('offers.anyStatus')}</option>
            {TransferOfferStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <TabsContent value={box}>
        <OfferList box={box} status={status} />
      </TabsContent>
    </Tabs>
  );
}

function OfferList({ box, status }: { box: OfferBox; status: TransferOfferStatus | undefined }) {
  const { t } = useTranslation('transfers');
  const [open, setOpen] = useState<{ kind: 'response' | 'result'; id: string } | null>(null);
  return (
    <>
      <PagedList
        query={useOffers(box, status)}
        texts={{
          loading: t('list.loading'),
          error: t('offers.error'),
          retry: t('list.retry'),
          empty: t(status ? 'offers.emptyFiltered' : `offers.empty.${box}`),
          loadMore: t('list.loadMore'),
        }}
        listLabel={t(`offers.${box}`)}
        listClassName="space-y-3"
        renderItem={(offer: TransferOffer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            box={box}
            onRespond={() => setOpen({ kind: 'response', id: offer.id })}
            onDetails={() => setOpen({ kind: 'result', id: offer.id })}
          />
        )}
      />
      {open?.kind === 'response' && <OfferResponseDialog offerId={open.id} onClose={() => setOpen(null)} />}
      {open?.kind === 'result' && <OfferResultDialog offerId={open.id} onClose={() => setOpen(null)} />}
    </>
  );
}

function OfferRow({
  offer,
  box,
  onRespond,
  onDetails,
}: {
  offer: TransferOffer;
  box: OfferBox;
  onRespond: () => void;
  onDetails: () => void;
}) {
  const { t, i18n } = useTranslation(['transfers', 'common']);
  const formatDate = useFormatDate();
  const other =
    box === 'sent' ? (offer.direction === 'team_to_person' ? displayName(offer.player) : offer.team.name) : null;
  const headline =
    box === 'sent'
      ? t('offers.sentTo', { name: other ?? '' })
      : offer.direction === 'team_to_person'
        ? t('offers.receivedFromTeam', { team: offer.team.name })
        : t('offers.receivedFromPerson', { name: displayName(offer.player), team: offer.team.name });
  return (
    <li
      aria-label={headline}
      className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 sm:flex-row sm:items-center"
    >
      <TeamLogo team={offer.team} className="h-10 w-10" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-white">
          {headline}
          <OfferStatusBadge status={offer.status} />
        </p>
        <p className="text-zinc-400">
          {offer.position} · {t(`roles.${offer.role}`)} ·{' '}
          {t(`common:games.${offer.game}`, { defaultValue: offer.game })}
          {offer.salary !== null && (
            <> · {t('offer.perMonth', { amount: formatDollars(offer.salary, i18n.resolvedLanguage) })}</>
          )}
          {offer.contractMonths !== null && <> · {t('offer.months', { count: offer.contractMonths })}</>}
        </p>
        <p className="text-xs text-zinc-500">
          <time dateTime={offer.createdAt}>{formatDate(offer.createdAt, { dateStyle: 'medium' })}</time>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {offer.viewer.canRespond && (
          <Button size="sm" onClick={onRespond}>
            {t('offers.respond')}
          </Button>
        )}
        {offer.viewer.canWithdraw && <WithdrawOfferButton offer={offer} />}
        <Button variant="ghost" size="sm" onClick={onDetails}>
          {t('offers.details')}
        </Button>
      </div>
    </li>
  );
}
