import type { PublicUser } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { displayName } from '../../../shared/ui/Avatar';
import { toast } from '../../../shared/ui/toast';
import { useSetBlocked } from '../api';

/** Unblocking needs no confirmation (nothing is lost; follows and connections do not come back by themselves). */
export function useUnblock(person: PublicUser, viewerId: string | undefined) {
  const { t } = useTranslation('safety');
  const mutation = useSetBlocked(person, viewerId);
  const unblock = () =>
    mutation.mutate(false, {
      onSuccess: () => toast({ variant: 'success', description: t('unblock.done', { name: displayName(person) }) }),
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });
  return { unblock, isPending: mutation.isPending };
}
