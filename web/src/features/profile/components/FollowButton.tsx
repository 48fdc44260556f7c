import type { UserSummary } from '@esn/contract';
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { useFollowMutation } from '../api';

/** Reads the cached summary, so the optimistic update shows here and in the counts at the same time. */
export function FollowButton({ user, viewerId }: { user: UserSummary; viewerId: string | undefined }) {
  const { t } = useTranslation('profile');
  const follow = useFollowMutation(user.id, viewerId);
  const name = displayName(user);
  const following = user.isFollowing;
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      aria-label={following ? t('unfollowUser', { name }) : t('followUser', { name })}
      // Not `loading`: the optimistic state is already on screen, a spinner would only add noise.
      busy={follow.isPending}
      onClick={() => follow.mutate(!following)}
    >
      {following ? (
        <UserCheck className="h-4 w-4" aria-hidden="true" />
      ) : (
        <UserPlus className="h-4 w-4" aria-hidden="true" />
      )}
      {following ? t('unfollow') : t('follow')}
    </Button>
  );
}
