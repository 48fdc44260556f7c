import type { ParticipantWithdrawal } from '@esn/contract';
import { useTranslation } from 'react-i18next';

/** Why an entrant is out of the running event (withdrew, disqualified, account or team deleted). */
export function WithdrawalBadge({ withdrawal }: { withdrawal: ParticipantWithdrawal }) {
  const { t } = useTranslation('tournaments');
  return (
    <span className="rounded-full border border-rose-900/70 bg-rose-950/30 px-2 py-0.5 text-xs text-rose-200">
      {t(`withdrawal.${withdrawal}`)}
    </span>
  );
}
