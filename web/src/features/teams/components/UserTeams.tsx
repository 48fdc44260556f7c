import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Card } from '../../../shared/ui/Card';
import { focusRing } from '../../../shared/ui/focus';
import { useUserTeams } from '../api';
import { TeamLogo } from './TeamLogo';

/**
 * The teams a person belongs to, for their profile's About tab. An extra, so it stays out of the way: nothing
 * while loading, when the person has no team or when the list cannot be read.
 */
export function UserTeams({ userId }: { userId: string }) {
  const { t } = useTranslation('teams');
  const query = useUserTeams(userId);
  if (!query.data || query.data.length === 0) return null;
  return (
    <Card className="mt-4 space-y-4" role="region" aria-labelledby="profile-teams">
      <h2 id="profile-teams" className="text-lg font-semibold text-white">
        {t('profileTeams')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {query.data.map((membership) => (
          <li key={membership.team.id} className="flex items-center gap-3">
            <TeamLogo team={membership.team} className="h-10 w-10" />
            <div className="min-w-0">
              <Link
                to={`/team/${encodeURIComponent(membership.team.slug)}`}
                className={cn('block truncate rounded font-medium text-white hover:underline', focusRing)}
              >
                {membership.team.name}
              </Link>
              <p className="flex items-center gap-2 text-xs text-zinc-400">
                {t(`roles.${membership.role}`)}
                {membership.isCaptain && (
                  <span className="inline-flex items-center gap-1 text-amber-200">
                    <Crown className="h-3 w-3" aria-hidden="true" />
                    {t('mine.captain')}
                  </span>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
