import { useTranslation } from 'react-i18next';
import { useUserAchievements } from '../../achievements';
import { AchievementList, LevelBadge } from '../../achievements/components';

/** The CV's "Achievements": the level and XP, then the achievements earned, with their dates. */
export function CvAchievements({ userId }: { userId: string }) {
  const { t } = useTranslation('cv');
  const query = useUserAchievements(userId);
  if (query.isPending) {
    return (
      <p role="status" className="text-sm text-zinc-400">
        {t('achievementsLoading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p role="alert" className="text-sm text-zinc-400">
        {t('achievementsError')}
      </p>
    );
  }
  const { level, xp, items } = query.data;
  return (
    <div className="space-y-3">
      <LevelBadge level={level} xp={xp} className="text-sm" />
      {items.length > 0 ? <AchievementList earned={items} /> : <p className="text-sm text-zinc-400">{t('noneYet')}</p>}
    </div>
  );
}
