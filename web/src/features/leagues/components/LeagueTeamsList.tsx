import type { LeagueDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TeamLogo } from '../../teams/components';
import { InvitedBadge } from './InvitedBadge';

/** The teams in the league; the organizer also sees the invitations not yet accepted. */
export function LeagueTeamsList({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const entries = detail.teams.filter((entry) => entry.status === 'accepted' || detail.viewer.canManage);
  if (entries.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('teams.empty')}</p>;
  return (
    <ul aria-label={t('teams.title')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map(({ team, status }) => (
        <li key={team.id} className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3">
          <TeamLogo team={team} className="h-9! w-9! rounded-lg! text-xs!" />
          <Link
            to={`/team/${encodeURIComponent(team.slug)}`}
            className="min-w-0 flex-1 truncate font-medium text-white hover:underline"
          >
            {team.name}
          </Link>
          {status === 'invited' && <InvitedBadge />}
        </li>
      ))}
    </ul>
  );
}
