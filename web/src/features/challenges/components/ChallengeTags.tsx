import type { Challenge } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

const DIFFICULTY_TONE: Record<Challenge['difficulty'], string> = {
  easy: 'bg-emerald-500/15 text-emerald-200',
  medium: 'bg-amber-500/15 text-amber-200',
  hard: 'bg-rose-500/15 text-rose-200',
};

const pill = 'rounded-full px-2 py-0.5 text-xs font-medium';

/** The challenge's type and difficulty as two pills. */
export function ChallengeTags({ type, difficulty }: Pick<Challenge, 'type' | 'difficulty'>) {
  const { t } = useTranslation('challenges');
  return (
    <span className="flex flex-wrap gap-1.5">
      <span className={cn(pill, 'bg-violet-600/20 text-violet-200')}>{t(`types.${type}`)}</span>
      <span className={cn(pill, DIFFICULTY_TONE[difficulty])}>{t(`difficulty.${difficulty}`)}</span>
    </span>
  );
}
