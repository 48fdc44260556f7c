import type { ChallengeCard } from '@esn/contract';
import { Award, CalendarClock, Target, Users, Zap } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';
import { useFocusStaysWithin } from '../../../shared/ui/useFocusStaysWithin';
import { useChallengeWords } from '../lib/useChallengeWords';
import { ChallengeTags } from './ChallengeTags';
import { JoinControl } from './JoinControl';
import { ParticipationProgress } from './ParticipationProgress';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 shrink-0 text-zinc-400">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-zinc-200">{children}</dd>
    </div>
  );
}

const icon = 'h-4 w-4';

/**
 * An active challenge: type and difficulty, title and text, what it asks in words, its window, reward and
 * participants, then the reader's progress in it (his own, or each of his teams') and the way to join.
 */
export function ChallengeCardView({ challenge }: { challenge: ChallengeCard }) {
  const { t } = useTranslation('challenges');
  const words = useChallengeWords();
  const titleId = useId();
  const { participations } = challenge.viewer;
  const { title, description } = words.texts(challenge);
  // Joining replaces the button with the progress: focus goes to it (read out) rather than to the page.
  const { ref: progressBox, kept: keepFocus } = useFocusStaysWithin<HTMLDivElement>();
  return (
    <Card className="flex h-full flex-col gap-4 p-5" role="article" aria-labelledby={titleId}>
      <div className="flex items-start justify-between gap-3">
        <ChallengeTags type={challenge.type} difficulty={challenge.difficulty} />
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-500/15 px-2 py-0.5 text-xs font-semibold text-amber-200">
          <Zap className="h-3 w-3" aria-hidden="true" />
          {t('card.xp', { xp: challenge.xpReward })}
        </span>
      </div>
      <div className="space-y-1">
        <h3 id={titleId} className="text-base font-semibold text-white">
          {title}
        </h3>
        {description && <p className="whitespace-pre-line break-words text-sm text-zinc-300">{description}</p>}
      </div>
      <dl className="space-y-1.5 text-sm" aria-label={t('card.facts')}>
        <Fact icon={<Target className={icon} aria-hidden="true" />} label={t('card.target')}>
          <span className="font-medium text-white">{words.target(challenge)}</span>
          <span className="block text-xs text-zinc-400">{t(`metrics.${challenge.metric}.about`)}</span>
        </Fact>
        <Fact icon={<CalendarClock className={icon} aria-hidden="true" />} label={t('card.window')}>
          {words.window(challenge)}
        </Fact>
        {challenge.badgeReward && (
          <Fact icon={<Award className={icon} aria-hidden="true" />} label={t('card.reward')}>
            {t('card.badge', { badge: words.badge(challenge) })}
          </Fact>
        )}
        <Fact icon={<Users className={icon} aria-hidden="true" />} label={t('card.people')}>
          {t('card.participants', { count: challenge.participantsCount })}
          {challenge.completedCount > 0 && (
            <span className="text-zinc-400"> · {t('card.completed', { count: challenge.completedCount })}</span>
          )}
        </Fact>
      </dl>
      <div ref={progressBox} tabIndex={-1} className="mt-auto space-y-3 focus:outline-none">
        {participations.map((participation) => (
          <ParticipationProgress
            key={participation.id}
            participation={participation}
            challenge={challenge}
            subjectName={participation.subject.kind === 'team' ? participation.subject.name : undefined}
          />
        ))}
        <JoinControl challenge={challenge} onPress={keepFocus} />
      </div>
    </Card>
  );
}
