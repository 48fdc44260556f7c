import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { toast } from '../../../shared/ui/toast';

/** Success and failure toasts of the admin area; a failure shows the server's own message, in the reader's language. */
export function useAdminFeedback() {
  const { t } = useTranslation('admin');
  return {
    ok: (description: string) => toast({ variant: 'success', description }),
    failed: (title: string) => (error: unknown) =>
      toast({ variant: 'error', title, description: errorMessage(error, t) }),
  };
}
