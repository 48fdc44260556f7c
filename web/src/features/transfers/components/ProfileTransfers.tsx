import type { PublicUser } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useUserTeams } from '../../teams';
import { AvailabilityCard } from './AvailabilityCard';
import { OfferToPersonButton } from './OfferToPersonButton';
import { TransferHistoryList } from './TransferHistoryList';

/**
 * The profile's transfers: a team leader sends this person an offer; the person himself marks himself available
 * (a player) or edits his coaching profile (a coach); everyone sees his transfer history.
 */
export function ProfileTransfers({
  user,
  isOwn,
  games,
}: {
  user: Pick<PublicUser, 'id' | 'nickname' | 'userType'> & Partial<Pick<PublicUser, 'firstName' | 'lastName'>>;
  isOwn: boolean;
  games?: readonly { game: string }[];
}) {
  const { t } = useTranslation('transfers');
  // The profile shows his teams from the same query; a team he is on already gets no offer to him.
  const memberOf = (useUserTeams(user.id).data ?? []).map((m) => m.team.id);
  return (
    <div className="mt-6 space-y-6">
      {isOwn && user.userType === 'player' && <AvailabilityCard />}
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-white">{t('profile.title')}</h2>
          {!isOwn && <OfferToPersonButton person={{ ...user, games }} memberOf={memberOf} />}
          {isOwn && user.userType === 'coach' && (
            <Link to="/transfers?tab=coaching" className={buttonClasses('secondary', 'sm')}>
              {t('profile.editCoaching')}
            </Link>
          )}
        </div>
        <TransferHistoryList scope={{ userId: user.id }} compact />
      </Card>
    </div>
  );
}
