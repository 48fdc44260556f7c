import type { Team } from '@esn/contract';
import { BellPlus, Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { useFollowTeam } from '../api';

/** Follow or unfollow: the new state and count show at once and roll back if the server refuses. */
export function FollowTeamButton({
  team,
  following,
}: {
  team: Pick<Team, 'id' | 'slug' | 'name'>;
  following: boolean;
}) {
  const { t } = useTranslation('teams');
  const follow = useFollowTeam(team.id, team.slug);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={t(following ? 'team.unfollowTeam' : 'team.followTeam', { team: team.name })}
      busy={follow.isPending}
      onClick={() =>
        follow.mutate(!following, {
          onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
        })
      }
    >
      {following ? (
        <Check className="h-4 w-4" aria-hidden="true" />
      ) : (
        <BellPlus className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? t('team.unfollow') : t('team.follow')}
    </Button>
  );
}
