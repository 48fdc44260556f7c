import { useUserAchievements } from '../api';
import { LevelBadge } from './LevelBadge';

/** The person's level and XP as a pill, once known (nothing while loading or when the read fails). */
export function UserLevel({
  userId,
  withXp = true,
  className,
}: {
  userId: string;
  withXp?: boolean;
  className?: string;
}) {
  const { data } = useUserAchievements(userId);
  if (!data) return null;
  return <LevelBadge level={data.level} xp={withXp ? data.xp : undefined} className={className} />;
}
