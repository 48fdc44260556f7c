import type { TFunction } from 'i18next';
import { toast } from '../../../shared/ui/toast';

/** Spec §8: 'Failed to create post' / 'Please try again.', in the reader's language. */
export function showCreateFailed(t: TFunction<'posts'>): void {
  toast({ variant: 'error', title: t('create.failedTitle'), description: t('create.failedBody') });
}
