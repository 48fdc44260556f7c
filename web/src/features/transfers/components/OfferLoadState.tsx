import type { UseQueryResult } from '@tanstack/react-query';
import type { TransferOffer } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { isGone } from '../api';
import { serverMessageOr } from '../lib/messages';

/**
 * Loading, or why the offer cannot be shown: a missing offer or one the reader may not see answers with the
 * spec's own texts (the server's message), anything else offers a retry.
 */
export function OfferLoadState({ query }: { query: UseQueryResult<TransferOffer> }) {
  const { t } = useTranslation('transfers');
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('dialog.loading')}
      </p>
    );
  }
  if (isGone(query.error)) {
    return (
      <p role="alert" className="text-sm text-rose-300">
        {serverMessageOr(query.error, t('dialog.missing'))}
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p role="alert" className="text-sm text-rose-300">
        {t('dialog.error')}
      </p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
