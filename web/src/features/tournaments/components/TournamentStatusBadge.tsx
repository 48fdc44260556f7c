import type { TournamentStatus } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

const TONES: Record<TournamentStatus, string> = {
  draft: 'border-zinc-600 bg-zinc-800/60 text-zinc-300',
  registration_open: 'border-emerald-600 bg-emerald-950/60 text-emerald-200',
  registration_closed: 'border-amber-600 bg-amber-950/60 text-amber-200',
  in_progress: 'border-cyan-600 bg-cyan-950/60 text-cyan-200',
  completed: 'border-violet-600 bg-violet-950/60 text-violet-200',
  cancelled: 'border-rose-700 bg-rose-950/60 text-rose-200',
};

export function TournamentStatusBadge({ status, className }: { status: TournamentStatus; className?: string }) {
  const { t } = useTranslation('tournaments');
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium', TONES[status], className)}>
      {t(`statuses.${status}`)}
    </span>
  );
}
