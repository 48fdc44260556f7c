import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { RatingLeaderboardSection } from '../../ratings/components';
import type { ChallengeTab } from '../api';
import { ActiveChallenges } from '../components/ActiveChallenges';
import { LeaderboardSection } from '../components/LeaderboardSection';
import { MyProgress } from '../components/MyProgress';
import { CHALLENGE_TABS, challengeViewFrom, challengeViewParams } from '../lib/tabs';

/**
 * `/challenges` (spec §2): tabs all, individual, team and coach, each with the active challenges, the
 * leaderboard of that type and the reader's progress. Tab and period live in the address.
 */
export function ChallengesPage() {
  const { t } = useTranslation(['challenges', 'ratings']);
  const [params, setParams] = useSearchParams();
  const view = challengeViewFrom(params);
  const show = (next: Partial<typeof view>) => setParams(challengeViewParams({ ...view, ...next }), { replace: true });

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-zinc-400">{t('intro')}</p>
      </div>
      <Tabs value={view.tab} onValueChange={(tab) => show({ tab: tab as ChallengeTab })}>
        <TabsList aria-label={t('tabs.label')} className="max-w-xl">
          {CHALLENGE_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {t(`tabs.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={view.tab}>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="min-w-0 space-y-6">
              <ActiveChallenges tab={view.tab} />
              <Tabs defaultValue="xp">
                <TabsList aria-label={t('ratings:tabs.label')} className="max-w-xs">
                  <TabsTrigger value="xp">{t('ratings:tabs.xp')}</TabsTrigger>
                  <TabsTrigger value="rating">{t('ratings:tabs.rating')}</TabsTrigger>
                </TabsList>
                <TabsContent value="xp">
                  <LeaderboardSection
                    type={view.tab}
                    period={view.period}
                    onPeriodChange={(period) => show({ period })}
                  />
                </TabsContent>
                <TabsContent value="rating">
                  <RatingLeaderboardSection kind={view.tab === 'team' ? 'team' : 'user'} />
                </TabsContent>
              </Tabs>
            </div>
            <div>
              <MyProgress tab={view.tab} />
            </div>
          </div>
        </TabsContent>
      </Tabs>
    </section>
  );
}
