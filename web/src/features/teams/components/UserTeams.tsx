import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';
import { useUserTeams } from '../api';
import { MembershipItem } from './MembershipItem';

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
          <MembershipItem key={membership.team.id} membership={membership} />
        ))}
      </ul>
    </Card>
  );
}
