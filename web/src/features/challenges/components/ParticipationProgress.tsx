import type { Challenge, ChallengeParticipation } from '@esn/contract';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { ProgressBar } from '../../../shared/ui/ProgressBar';
import { useChallengeWords } from '../lib/useChallengeWords';

interface ParticipationProgressProps {
  participation: ChallengeParticipation;
  challenge: Pick<Challenge, 'title' | 'titleEn' | 'description' | 'descriptionEn' | 'metric' | 'targetValue'>;
  /** Name whose progress this is, when it is not obviously the reader's (a team's). */
  subjectName?: string;
}

/** One participation: who, a labelled bar with its values, and "in progress" or the completion date. */
export function ParticipationProgress({ participation, challenge, subjectName }: ParticipationProgressProps) {
  const { t } = useTranslation('challenges');
  const words = useChallengeWords();
  const formatDate = useFormatDate();
  const done = participation.status === 'completed';
  const value = words.progress(participation.progress, challenge);
  const { title } = words.texts(challenge);
  const label = subjectName ? t('progress.labelFor', { name: subjectName, title }) : t('progress.label', { title });
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs">
        <span className="text-zinc-300">
          {subjectName && <span className="font-medium text-white">{subjectName} · </span>}
          {value}
        </span>
        {done && participation.completedAt ? (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-300">
            <CheckCircle2 className="h-3.5 w-3.5" aria-hidden="true" />
            {t('progress.completedOn', { date: formatDate(participation.completedAt, { dateStyle: 'medium' }) })}
          </span>
        ) : (
          <span className="text-zinc-400">{t('progress.inProgress')}</span>
        )}
      </div>
      <ProgressBar
        value={participation.progress}
        max={challenge.targetValue}
        label={label}
        valueText={value}
        complete={done}
      />
    </div>
  );
}
