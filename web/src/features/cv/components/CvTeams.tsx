import { type MembershipSummary } from '@esn/contract';
import { objectUrl } from '@esn/contract/posts/object-url';
import { Shield } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/lib/format';

/** The CV's "Teams": the teams the person is on now, with role, captaincy, games and since when. */
export function CvTeams({ teams }: { teams: MembershipSummary[] }) {
  const { t } = useTranslation('cv');
  if (teams.length === 0) return <p className="text-sm text-zinc-400">{t('noneYet')}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {teams.map((membership) => (
        <li key={membership.team.id}>
          <CvTeam membership={membership} />
        </li>
      ))}
    </ul>
  );
}

function CvTeam({ membership }: { membership: MembershipSummary }) {
  const { t, i18n } = useTranslation(['cv', 'teams', 'common']);
  const { team, role, isCaptain, joinedAt } = membership;
  const since = formatDate(joinedAt, i18n.resolvedLanguage, { month: 'long', year: 'numeric' });
  const facts = [t(`teams:roles.${role}`), isCaptain ? t('teams:roster.captain') : null].filter(Boolean).join(' · ');
  return (
    <article aria-label={team.name} className="flex items-start gap-3">
      <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800 print:hidden">
        {team.logoUrl ? (
          <img src={objectUrl(team.logoUrl)} alt="" className="h-full w-full object-cover" />
        ) : (
          <Shield className="h-5 w-5 text-zinc-400" aria-hidden="true" />
        )}
      </span>
      <div className="min-w-0 space-y-0.5">
        <h3 className="font-semibold text-white">
          <Link to={`/team/${encodeURIComponent(team.slug)}`} className="hover:underline">
            {team.name}
          </Link>
        </h3>
        <p className="text-sm text-zinc-300">{facts}</p>
        {team.games.length > 0 && (
          <p className="text-xs text-zinc-400">
            {team.games.map((game) => t(`common:games.${game}`, { defaultValue: game })).join(', ')}
          </p>
        )}
        <p className="text-xs text-zinc-400">{t('cv:teamSince', { date: since })}</p>
      </div>
    </article>
  );
}
