import { AchievementKey } from '@esn/contract';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useUserAchievements } from '../api';
import { AchievementList } from './AchievementList';
import { LevelProgressBar } from './LevelProgressBar';

/** The profile's achievements card: level and XP with the way to the next level, then all thirteen. */
export function ProfileAchievements({ userId }: { userId: string }) {
  const { t } = useTranslation('achievements');
  const query = useUserAchievements(userId);
  return (
    <Card className="mt-4 space-y-4" role="region" aria-labelledby="profile-achievements">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="profile-achievements" className="flex items-center gap-2 text-lg font-semibold text-white">
          <Trophy className="h-5 w-5 text-amber-300" aria-hidden="true" />
          {t('title')}
        </h2>
        {query.data && (
          <span className="text-sm text-zinc-400">
            {t('earnedCount', { earned: query.data.items.length, total: AchievementKey.options.length })}
          </span>
        )}
      </div>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" />
          {t('loading')}
        </p>
      ) : query.data ? (
        <>
          <LevelProgressBar xp={query.data.xp} level={query.data.level} />
          <AchievementList earned={query.data.items} showLocked />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-400">
          <p role="alert">{t('error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
    </Card>
  );
}
