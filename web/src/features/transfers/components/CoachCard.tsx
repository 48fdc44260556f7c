import type { CoachingProfile } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { focusRing } from '../../../shared/ui/focus';
import { Chip } from '../../teams/components';
import { formatDollars, languageName } from '../lib/format';
import { OfferToPersonButton } from './OfferToPersonButton';

/** A published coaching profile: games, specialties, languages, the rate (or free), availability, teams coached. */
export function CoachCard({ coach: profile }: { coach: CoachingProfile }) {
  const { t, i18n } = useTranslation(['transfers', 'common']);
  const lang = i18n.resolvedLanguage;
  const { coach } = profile;
  return (
    <li
      aria-label={displayName(coach)}
      className="flex flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-4 hover:border-zinc-600"
    >
      <div className="flex items-start gap-3">
        <Avatar user={coach} className="h-12 w-12" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-white">
            <Link
              to={`/profile/${encodeURIComponent(coach.id)}`}
              className={cn('truncate rounded hover:underline', focusRing)}
            >
              {displayName(coach)}
            </Link>
          </h3>
          <p className="text-xs text-zinc-400">
            @{coach.nickname} · {t(`availability.${profile.availability}`)}
          </p>
        </div>
        <p className="shrink-0 text-sm font-semibold text-emerald-200">
          {profile.free
            ? t('coaching.free')
            : profile.hourlyRate !== null
              ? t('coaching.perHour', { amount: formatDollars(profile.hourlyRate, lang) })
              : t('coaching.onRequest')}
        </p>
      </div>
      {profile.summary && <p className="line-clamp-3 whitespace-pre-line text-sm text-zinc-300">{profile.summary}</p>}
      <div className="flex flex-wrap gap-1.5">
        {profile.games.map((g) => (
          <Chip key={g}>{t(`common:games.${g}`, { defaultValue: g })}</Chip>
        ))}
        {profile.specialties.map((s) => (
          <Chip key={s} tone="cyan">
            {t(`specialties.${s}`)}
          </Chip>
        ))}
      </div>
      <p className="text-xs text-zinc-400">
        {t('coaching.languages')}: {profile.languages.map((code) => languageName(code, lang)).join(', ')}
      </p>
      {profile.teams.length > 0 && (
        <p className="text-xs text-zinc-400">
          {t('coaching.coaches', { teams: profile.teams.map((team) => team.name).join(', ') })}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2">
        <OfferToPersonButton
          person={{ ...coach, games: profile.games.map((game) => ({ game })) }}
          memberOf={profile.teams.map((team) => team.id)}
        />
      </div>
    </li>
  );
}
