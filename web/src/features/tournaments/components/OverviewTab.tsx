import type { Tournament } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { countryName } from '../../../shared/lib/countries';
import { displayName } from '../../../shared/ui/Avatar';
import { Card } from '../../../shared/ui/Card';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col rounded-lg bg-zinc-950/50 p-3">
      <dt className="text-xs text-zinc-400">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-zinc-100">{children}</dd>
    </div>
  );
}

/** What someone deciding to take part wants to know: the facts, then the description. */
export function OverviewTab({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation(['tournaments', 'common']);
  const formatDate = useFormatDate();
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="space-y-3 p-5 lg:col-span-2">
        <h2 className="text-lg font-semibold text-white">{t('tournaments:overview.about')}</h2>
        <p className="whitespace-pre-line break-words text-sm text-zinc-300">
          {tournament.description || t('tournaments:overview.noDescription')}
        </p>
      </Card>
      <Card className="p-5">
        <h2 id="facts-title" className="text-lg font-semibold text-white">
          {t('tournaments:overview.facts')}
        </h2>
        <dl aria-labelledby="facts-title" className="mt-4 grid grid-cols-2 gap-3">
          <Fact label={t('tournaments:form.game')}>{t(`common:games.${tournament.game}`)}</Fact>
          <Fact label={t('tournaments:form.format')}>{t(`tournaments:formats.${tournament.format}`)}</Fact>
          <Fact label={t('tournaments:form.bestOf')}>
            {tournament.finalBestOf !== tournament.bestOf && tournament.format.endsWith('_elimination')
              ? t('tournaments:overview.bestOfWithFinal', {
                  bestOf: tournament.bestOf,
                  finalBestOf: tournament.finalBestOf,
                })
              : t('tournaments:overview.bestOf', { bestOf: tournament.bestOf })}
          </Fact>
          <Fact label={t('tournaments:overview.participantKind')}>
            {t(`tournaments:kinds.${tournament.participantKind}`)}
          </Fact>
          <Fact label={t('tournaments:card.participants')}>
            {t('tournaments:card.places', { count: tournament.participantsCount, max: tournament.maxParticipants })}
          </Fact>
          <Fact label={t('tournaments:form.registrationDeadline')}>{when(tournament.registrationDeadline)}</Fact>
          <Fact label={t('tournaments:form.startsAt')}>{when(tournament.startsAt)}</Fact>
          {tournament.checkInOpensAt && tournament.checkInClosesAt && (
            <Fact label={t('tournaments:overview.checkIn')}>
              {when(tournament.checkInOpensAt)} – {when(tournament.checkInClosesAt)}
              <br />
              <span className="text-xs text-zinc-400">
                {t('tournaments:overview.checkedIn', {
                  count: tournament.checkedInCount,
                  total: tournament.participantsCount,
                })}
              </span>
            </Fact>
          )}
          {/* Optional fields: shown only when the organizer filled them in, under a read-only label. */}
          {tournament.prizePool && <Fact label={t('tournaments:overview.prizePool')}>{tournament.prizePool}</Fact>}
          {tournament.entryFee && <Fact label={t('tournaments:overview.entryFee')}>{tournament.entryFee}</Fact>}
          {(tournament.country || tournament.region) && (
            <Fact label={t('tournaments:overview.location')}>
              {[tournament.region, tournament.country && countryName(tournament.country, i18n.resolvedLanguage)]
                .filter(Boolean)
                .join(', ')}
            </Fact>
          )}
          <Fact label={t('tournaments:overview.organizer')}>{displayName(tournament.organizer)}</Fact>
        </dl>
      </Card>
    </div>
  );
}

export function RulesTab({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  return (
    <Card className="space-y-3 p-5">
      <h2 className="text-lg font-semibold text-white">{t('rules.title')}</h2>
      <p className="whitespace-pre-line break-words text-sm text-zinc-300">{tournament.rules || t('rules.none')}</p>
    </Card>
  );
}
