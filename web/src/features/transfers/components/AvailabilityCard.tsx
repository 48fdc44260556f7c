import { Availability, type MarketStatus, type UpdateMarketStatusBody } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { CountryOptions } from '../../../shared/ui/CountryOptions';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useMarketStatus, useUpdateMarketStatus } from '../api';
import { todayIso } from '../lib/format';

/**
 * A player's own place on the market (spec §4 "a player can be marked available"): available now, in two
 * weeks, in a month or not, from which date, whether he is looking for a team, and his country (the market's
 * country filter finds only those who gave one).
 */
export function AvailabilityCard() {
  const { t } = useTranslation('transfers');
  const status = useMarketStatus();
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-white">{t('availabilityCard.title')}</h2>
      {status.data ? (
        <AvailabilityForm status={status.data} />
      ) : status.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('list.loading')}
        </p>
      ) : (
        <div className="flex items-center gap-3 text-sm text-zinc-400">
          <p role="alert">{t('availabilityCard.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * The save button says what saving does now, from the saved status to the one chosen: becoming available, no
 * longer being available, updating an availability already shown, or saving (the team search box alone).
 */
function saveLabelKey(saved: Availability, chosen: Availability) {
  const wasAvailable = saved !== 'not_available';
  const willBeAvailable = chosen !== 'not_available';
  if (willBeAvailable && !wasAvailable) return 'markAvailable';
  if (!willBeAvailable && wasAvailable) return 'markUnavailable';
  return willBeAvailable ? 'update' : 'save';
}

function AvailabilityForm({ status }: { status: MarketStatus }) {
  const { t } = useTranslation('transfers');
  const formatDate = useFormatDate();
  const update = useUpdateMarketStatus();
  const [availability, setAvailability] = useState<Availability>(status.availability);
  const [from, setFrom] = useState(status.availableFrom ?? '');
  const [looking, setLooking] = useState(status.lookingForTeam);
  const [country, setCountry] = useState(status.country ?? '');
  const available = availability !== 'not_available';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: UpdateMarketStatusBody = { availability, lookingForTeam: looking, country: country || null };
    // No date: the server takes the availability's own (today, +2 weeks, +1 month).
    if (available && from) body.availableFrom = from;
    update.mutate(body, {
      onSuccess: (saved) => {
        setFrom(saved.availableFrom ?? '');
        toast({ variant: 'success', description: t('availabilityCard.saved') });
      },
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });
  };

  return (
    <form onSubmit={onSubmit} aria-label={t('availabilityCard.title')} className="space-y-3">
      <p className="text-sm text-zinc-300" role="status">
        {status.availability === 'not_available'
          ? t('availabilityCard.currentNot')
          : t('availabilityCard.current', {
              availability: t(`availability.${status.availability}`),
              date: status.availableFrom
                ? formatDate(status.availableFrom, { dateStyle: 'medium', timeZone: 'UTC' })
                : '—',
            })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('availabilityCard.availability')}
          value={availability}
          onChange={(e) => {
            setAvailability(e.target.value as Availability);
            setFrom('');
          }}
        >
          {Availability.options.map((a) => (
            <option key={a} value={a}>
              {t(`availability.${a}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('availabilityCard.from')}
          hint={t('availabilityCard.fromHint')}
          type="date"
          min={todayIso()}
          disabled={!available}
          value={available ? from : ''}
          onChange={(e) => setFrom(e.target.value)}
        />
        <SelectField
          label={t('availabilityCard.country')}
          hint={t('availabilityCard.countryHint')}
          value={country}
          onChange={(e) => setCountry(e.target.value)}
        >
          <CountryOptions none={t('availabilityCard.countryNone')} />
        </SelectField>
      </div>
      <label className="inline-flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="h-4 w-4 accent-violet-500"
          checked={looking}
          onChange={(e) => setLooking(e.target.checked)}
        />
        {t('availabilityCard.lookingForTeam')}
      </label>
      <div>
        <Button type="submit" size="sm" loading={update.isPending}>
          {t(`availabilityCard.${saveLabelKey(status.availability, availability)}`)}
        </Button>
      </div>
    </form>
  );
}
