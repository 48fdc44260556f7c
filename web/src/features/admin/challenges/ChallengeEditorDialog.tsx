import type { Challenge } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Dialog, DialogContent } from '../../../shared/ui/Dialog';
import { toast } from '../../../shared/ui/toast';
import { useAdminCreateChallenge, useAdminUpdateChallenge } from './api';
import { ChallengeForm } from './ChallengeForm';
import { challengeFormFrom, changedChallengeFields, emptyChallengeForm, type ChallengeBody } from './challengeForm';

const wide = 'max-w-2xl max-h-[calc(100dvh-2rem)] overflow-y-auto';

/** Spec §8's failure texts as the toast's title, the server's own reason under it. */
export function useChallengeFailedToast() {
  const { t } = useTranslation('admin');
  return (titleKey: 'createFailed' | 'updateFailed' | 'deleteFailed', error: unknown) =>
    toast({ variant: 'error', title: t(`challenges.${titleKey}`), description: errorMessage(error, t) });
}

/** The challenge form in a dialog: empty for a new challenge, filled for an edit (which sends only what changed). */
export function ChallengeEditorDialog({ challenge, onDone }: { challenge: Challenge | null; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const title = challenge ? t('challenges.editTitle', { title: challenge.title }) : t('challenges.createTitle');
  return (
    <Dialog open onOpenChange={(open) => !open && onDone()}>
      <DialogContent title={title} className={wide}>
        {challenge ? <EditBody challenge={challenge} onDone={onDone} /> : <CreateBody onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function CreateBody({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useAdminCreateChallenge();
  const failed = useChallengeFailedToast();
  return (
    <ChallengeForm
      initial={emptyChallengeForm()}
      submitLabel={t('challenges.createSubmit')}
      pending={create.isPending}
      serverError={create.error}
      onSubmit={(body: ChallengeBody) =>
        create.mutate(body, {
          onSuccess: () => {
            toast({ variant: 'success', description: t('challenges.created') });
            onDone();
          },
          onError: (error) => failed('createFailed', error),
        })
      }
    />
  );
}

function EditBody({ challenge, onDone }: { challenge: Challenge; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useAdminUpdateChallenge(challenge.id);
  const failed = useChallengeFailedToast();
  const onSubmit = (body: ChallengeBody) => {
    const changes = changedChallengeFields(body, challenge);
    if (Object.keys(changes).length === 0) {
      toast({ variant: 'info', description: t('challenges.nothingChanged') });
      onDone();
      return;
    }
    update.mutate(changes, {
      onSuccess: () => {
        toast({ variant: 'success', description: t('challenges.updated') });
        onDone();
      },
      onError: (error) => failed('updateFailed', error),
    });
  };
  return (
    <ChallengeForm
      initial={challengeFormFrom(challenge)}
      locked={challenge.participantsCount > 0}
      submitLabel={t('challenges.save')}
      pending={update.isPending}
      serverError={update.error}
      onSubmit={onSubmit}
    />
  );
}
