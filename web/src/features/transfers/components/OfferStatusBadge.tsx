import type { TransferOfferStatus } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';

const TONES: Record<TransferOfferStatus, string> = {
  pending: 'border-amber-700 bg-amber-950/40 text-amber-200',
  accepted: 'border-emerald-700 bg-emerald-950/40 text-emerald-200',
  rejected: 'border-rose-800 bg-rose-950/40 text-rose-200',
  withdrawn: 'border-zinc-700 text-zinc-300',
  declined: 'border-zinc-700 text-zinc-300',
};

export function OfferStatusBadge({ status }: { status: TransferOfferStatus }) {
  const { t } = useTranslation('transfers');
  return (
    <span className={cn('inline-flex rounded-full border px-2 py-0.5 text-xs font-medium', TONES[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
