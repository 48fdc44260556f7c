import type { PublicUser } from '@esn/contract';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { useUnblock } from './useUnblock';

/** On a blocked person's profile, in place of follow and connect: what the block means, and the way back. */
export function BlockedNotice({ person, viewerId }: { person: PublicUser; viewerId: string | undefined }) {
  const { t } = useTranslation('safety');
  const { unblock, isPending } = useUnblock(person, viewerId);
  const name = displayName(person);
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-xl border border-amber-800/60 bg-amber-950/30 p-3 text-sm text-amber-100 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Ban className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="font-semibold">{t('blockedNotice.title', { name })}</span> {t('blockedNotice.body')}
        </span>
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        loading={isPending}
        aria-label={t('unblock.label', { name })}
        onClick={unblock}
      >
        {t('unblock.action')}
      </Button>
    </div>
  );
}
