import type { MatchStatus } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../shared/lib/cn';

const TONES: Record<MatchStatus, string> = {
  pending: 'border-zinc-700 text-zinc-400',
  ready: 'border-cyan-700 text-cyan-200',
  in_progress: 'border-amber-600 text-amber-200',
  awaiting_approval: 'border-amber-600 text-amber-200',
  disputed: 'border-rose-700 text-rose-200',
  completed: 'border-emerald-700 text-emerald-200',
  cancelled: 'border-zinc-700 text-zinc-500',
};

export function MatchStatusBadge({ status }: { status: MatchStatus }) {
  const { t } = useTranslation('tournaments');
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-[11px]', TONES[status])}>
      {t(`matchStatus.${status}`)}
    </span>
  );
}
