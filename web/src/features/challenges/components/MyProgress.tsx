import type { Badge, MyChallenges } from '@esn/contract';
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Card } from '../../../shared/ui/Card';
import { LevelProgressBar } from '../../achievements/components';
import { useMyChallenges, type ChallengeTab } from '../api';
import { ChallengeTags } from './ChallengeTags';
import { ParticipationProgress } from './ParticipationProgress';
import { SectionEmpty, SectionError, SectionLoading } from './SectionStates';
import { useChallengeWords } from '../lib/useChallengeWords';

/** Spec §2's "my progress": level and XP with the way to the next level, badges, and the tab's participations. */
export function MyProgress({ tab }: { tab: ChallengeTab }) {
  const { t } = useTranslation('challenges');
  const query = useMyChallenges();
  return (
    <section aria-labelledby="my-progress-title">
      <Card className="space-y-5 p-5">
        <h2 id="my-progress-title" className="text-xl font-semibold text-white">
          {t('mine.title')}
        </h2>
        {query.isPending ? (
          <SectionLoading text={t('mine.loading')} />
        ) : !query.data ? (
          <SectionError text={t('mine.error')} onRetry={() => void query.refetch()} />
        ) : (
          <Progress data={query.data} tab={tab} />
        )}
      </Card>
    </section>
  );
}

function Progress({ data, tab }: { data: MyChallenges; tab: ChallengeTab }) {
  const { t } = useTranslation(['challenges', 'achievements']);
  const words = useChallengeWords();
  const items = tab === 'all' ? data.items : data.items.filter((item) => item.challenge.type === tab);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <Stat label={t('challenges:mine.level')} value={String(data.level)} />
        <Stat label={t('challenges:mine.totalXp')} value={t('achievements:xp', { xp: data.xp })} />
      </dl>
      <LevelProgressBar xp={data.xp} level={data.level} headline={false} />
      <Badges badges={data.badges} />
      <div className="space-y-3">
        <h3 className="text-sm font-semibold text-zinc-200">{t('challenges:mine.challenges')}</h3>
        {items.length === 0 ? (
          <SectionEmpty text={t('challenges:mine.empty')} />
        ) : (
          <ul className="space-y-4" aria-label={t('challenges:mine.challenges')}>
            {items.map(({ challenge, ...participation }) => (
              <li key={participation.id} className="space-y-2 rounded-xl border border-zinc-800 p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 className="text-sm font-medium text-white">{words.texts(challenge).title}</h4>
                  <ChallengeTags type={challenge.type} difficulty={challenge.difficulty} />
                </div>
                <ParticipationProgress
                  participation={participation}
                  challenge={challenge}
                  subjectName={participation.subject.kind === 'team' ? participation.subject.name : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-zinc-950/60 p-3">
      <dt className="text-xs uppercase tracking-wide text-zinc-400">{label}</dt>
      <dd className="text-2xl font-bold text-white">{value}</dd>
    </div>
  );
}

function Badges({ badges }: { badges: Badge[] }) {
  const { t } = useTranslation('challenges');
  const formatDate = useFormatDate();
  const words = useChallengeWords();
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-zinc-200">{t('mine.badges')}</h3>
      {badges.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('mine.noBadges')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('mine.badges')}>
          {badges.map((badge) => (
            <li
              key={`${badge.challengeId}:${badge.name}`}
              className="flex items-center gap-2 rounded-full border border-amber-500/30 bg-amber-500/10 py-1 pl-2 pr-3 text-xs"
            >
              <Award className="h-4 w-4 text-amber-300" aria-hidden="true" />
              <span className="font-medium text-amber-100">{words.badgeName(badge)}</span>
              <span className="text-zinc-400">
                <time dateTime={badge.earnedAt}>
                  {t('mine.badgeEarned', { date: formatDate(badge.earnedAt, { dateStyle: 'medium' }) })}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
