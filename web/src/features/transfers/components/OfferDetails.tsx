import type { TransferOffer } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { TeamLogo } from '../../teams/components';
import { formatDollars } from '../lib/format';
import { OfferStatusBadge } from './OfferStatusBadge';

/**
 * What an offer says (spec §3): the team, who sent it to whom, the position and role, the game, the salary in
 * dollars, the contract's duration, the message and its status with dates. Shared by both dialogs and the lists.
 */
export function OfferDetails({ offer, onNavigate }: { offer: TransferOffer; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation(['transfers', 'common']);
  const formatDate = useFormatDate();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const rows: [string, string][] = [
    [t('offer.position'), offer.position],
    [t('offer.role'), t(`roles.${offer.role}`)],
    [t('offer.game'), t(`common:games.${offer.game}`, { defaultValue: offer.game })],
    [
      t('offer.salary'),
      offer.salary === null ? t('offer.notStated') : t('offer.perMonth', { amount: formatDollars(offer.salary, lang) }),
    ],
    [
      t('offer.contract'),
      offer.contractMonths === null ? t('offer.notStated') : t('offer.months', { count: offer.contractMonths }),
    ],
    [t('offer.sentAt'), formatDate(offer.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
  ];
  if (offer.decidedAt)
    rows.push([t('offer.decidedAt'), formatDate(offer.decidedAt, { dateStyle: 'medium', timeStyle: 'short' })]);

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3">
        <TeamLogo team={offer.team} />
        <div className="min-w-0 flex-1 text-sm">
          <p className="truncate font-semibold text-white">
            <Link to={`/team/${encodeURIComponent(offer.team.slug)}`} onClick={onNavigate} className="hover:underline">
              {offer.team.name}
            </Link>
          </p>
          <p className="text-zinc-400">{offer.team.country}</p>
        </div>
        <OfferStatusBadge status={offer.status} />
      </div>
      <div className="flex items-center gap-2 text-sm text-zinc-300">
        <Avatar user={offer.fromUser} className="h-7 w-7" />
        <p>
          {t(
            `offer.${offer.direction === 'team_to_person' ? 'fromTeam' : 'fromPerson'}${offer.role === 'coach' ? 'Coach' : ''}`,
            {
              from: displayName(offer.fromUser),
              player: displayName(offer.player),
              team: offer.team.name,
            },
          )}
        </p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="break-words text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
      {offer.message && (
        <blockquote className="whitespace-pre-line break-words rounded-lg border-l-2 border-violet-500 bg-zinc-950/50 p-3 text-sm text-zinc-300">
          <span className="sr-only">{t('offer.message')}: </span>
          {offer.message}
        </blockquote>
      )}
    </div>
  );
}
