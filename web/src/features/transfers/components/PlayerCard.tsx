import { RATING_PROVISIONAL_GAMES, type MarketPlayer } from '@esn/contract';
import { BadgeCheck, Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { Chip } from '../../teams/components';
import { OfferToPersonButton } from './OfferToPersonButton';
import { LevelBadge } from '../../achievements/components';

/** His rating (in the filter's game, or his best one with its game), with the provisional mark. */
function RatingBadge({ rating }: { rating: MarketPlayer['rating'] }) {
  const { t } = useTranslation(['transfers', 'common']);
  if (!rating) return <span className="text-zinc-400">{t('card.unrated')}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      <span className="font-semibold tabular-nums text-white" data-testid="market-rating">
        {rating.rating}
      </span>
      <span className="text-zinc-400">· {t(`common:games.${rating.game}`, { defaultValue: rating.game })}</span>
      {rating.provisional && (
        <span
          className="rounded-full bg-amber-500/20 px-2 py-0.5 text-[11px] font-medium text-amber-200"
          title={t('card.provisionalHint', { count: RATING_PROVISIONAL_GAMES })}
        >
          {t('card.provisional')}
          <span className="sr-only"> ({t('card.provisionalHint', { count: RATING_PROVISIONAL_GAMES })})</span>
        </span>
      )}
    </span>
  );
}

/**
 * One player of the market (spec §3): games with roles, age, profile views, achievements, the verified flag,
 * availability (and from when), skill level, his skill rating, whether he looks for a team, and the teams he plays
 * for now.
 */
export function PlayerCard({ player }: { player: MarketPlayer }) {
  const { t } = useTranslation(['transfers', 'common', 'achievements']);
  const formatDate = useFormatDate();
  const name = displayName(player);
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 hover:border-zinc-600"
    >
      <div className="flex items-start gap-3">
        <Avatar user={player} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-1.5 font-semibold text-white">
            <Link
              to={`/profile/${encodeURIComponent(player.id)}`}
              className={cn('truncate rounded hover:underline', focusRing)}
            >
              {name}
            </Link>
            {player.verified && (
              <BadgeCheck className="h-4 w-4 shrink-0 text-cyan-400" aria-label={t('card.verified')} role="img" />
            )}
          </h3>
          <LevelBadge level={player.level} className="mt-1" />
          <p className="truncate text-xs text-zinc-400">
            @{player.nickname}
            {player.age !== null && <> · {t('card.age', { count: player.age })}</>}
            {player.country && <> · {player.country}</>}
          </p>
        </div>
        <span
          className="inline-flex items-center gap-1 text-xs text-zinc-400"
          title={t('card.views', { count: player.profileViews })}
        >
          <Eye className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">{t('card.views', { count: player.profileViews })}</span>
          <span aria-hidden="true">{player.profileViews}</span>
        </span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-xs">
        <div>
          <dt className="text-zinc-500">{t('card.availability')}</dt>
          <dd className={player.availability === 'not_available' ? 'text-zinc-400' : 'text-emerald-200'}>
            {t(`availability.${player.availability}`)}
            {player.availableFrom && player.availability !== 'not_available' && (
              <>
                {' '}
                · {t('card.from', { date: formatDate(player.availableFrom, { dateStyle: 'medium', timeZone: 'UTC' }) })}
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-zinc-500">{t('card.skill')}</dt>
          <dd className="text-zinc-200">{player.skillLevel ? t(`skill.${player.skillLevel}`) : t('card.noSkill')}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-zinc-500">{t('card.rating')}</dt>
          <dd className="text-zinc-200">
            <RatingBadge rating={player.rating} />
          </dd>
        </div>
      </dl>
      {player.games.length > 0 && (
        <ul aria-label={t('card.games')} className="space-y-1 text-xs text-zinc-300">
          {player.games.map((g) => (
            <li key={g.game}>
              <span className="font-medium text-zinc-100">{t(`common:games.${g.game}`, { defaultValue: g.game })}</span>
              {g.roles.length > 0 && <span className="text-zinc-400"> · {g.roles.join(', ')}</span>}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-1.5">
        {player.lookingForTeam && <Chip tone="emerald">{t('card.lookingForTeam')}</Chip>}
        {player.achievements.map((a) => (
          <Chip key={a} tone="cyan">
            {t(`achievements:items.${a}.name`, { defaultValue: a })}
          </Chip>
        ))}
        {player.teams.map((team) => (
          <Chip key={team.id}>{t('card.playsFor', { team: team.name })}</Chip>
        ))}
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <OfferToPersonButton person={player} memberOf={player.teams.map((team) => team.id)} />
      </div>
    </li>
  );
}
