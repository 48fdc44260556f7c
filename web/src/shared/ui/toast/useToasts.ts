import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errorMessage';
import { toast } from './store';

/** A failed call shows the server's own (translated) message in a toast; a success says what happened. */
export function useToasts() {
  const { t } = useTranslation('common');
  return {
    onError: (error: unknown) => {
      toast({ variant: 'error', description: errorMessage(error, t) });
    },
    success: (description: string) => {
      toast({ variant: 'success', description });
    },
  };
}
