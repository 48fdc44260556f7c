import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { toast } from '../../../shared/ui/toast';
import { useApplicationAction, useInvitationAction, type ApplicationAction, type InvitationAction } from '../api';
import { useAcceptRefusals } from './acceptRefusal';

/** Runs one accept/reject/withdraw with its toast; the lists refresh themselves through the teams cache. */
export function useRequestActions() {
  const { t } = useTranslation('teams');
  const application = useApplicationAction();
  const invitation = useInvitationAction();
  const refusals = useAcceptRefusals();
  const onError = (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) });
  return {
    pending: application.isPending || invitation.isPending,
    /** Why this invitation's accept cannot work now, once the server said so. */
    refusal: refusals.refusal,
    application: (id: string, action: ApplicationAction, success: string) =>
      application.mutate(
        { id, action },
        { onSuccess: () => toast({ variant: 'success', description: success }), onError },
      ),
    invitation: (id: string, action: InvitationAction, success: string) =>
      invitation.mutate(
        { id, action },
        {
          onSuccess: () => toast({ variant: 'success', description: success }),
          onError: (error) => (action === 'accept' && refusals.keep(id, error)) || onError(error),
        },
      ),
  };
}

/** The paged list's texts shared by every request list, with the list's own empty text. */
export function useRequestListTexts(empty: string) {
  const { t } = useTranslation('teams');
  return {
    loading: t('list.loading'),
    error: t('list.error'),
    retry: t('list.retry'),
    empty,
    loadMore: t('list.loadMore'),
  };
}
