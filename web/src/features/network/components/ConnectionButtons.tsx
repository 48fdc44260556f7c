import type { ConnectionStatus } from '@esn/contract';
import { Check, Clock, Link2, UserMinus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useFocusStaysWithin } from '../../../shared/ui/useFocusStaysWithin';
import { useConnectionAction, type ConnectionAction } from '../api';

interface ConnectionButtonsProps {
  userId: string;
  /** The person's display name, for the buttons' accessible names and the confirmation. */
  name: string;
  status: ConnectionStatus;
  size?: 'sm' | 'md';
}

/**
 * The connection state machine as buttons: none → request; pending_outgoing → withdraw; pending_incoming →
 * accept or decline; connected → remove (after a confirmation). The new state shows at once.
 */
export function ConnectionButtons({ userId, name, status, size = 'md' }: ConnectionButtonsProps) {
  const { t } = useTranslation('network');
  const mutation = useConnectionAction();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const { ref: box, kept: keepFocus } = useFocusStaysWithin<HTMLDivElement>();
  const act = (action: ConnectionAction) => {
    keepFocus();
    mutation.mutate({ userId, action, from: status });
  };
  const busy = mutation.isPending;
  // One wrapper around every state (laid out as if absent), so that focus moves to the new state's button.
  return (
    <div ref={box} className="contents">
      {buttonsFor()}
    </div>
  );

  function buttonsFor() {
    switch (status) {
      case 'none':
        return (
          <Button size={size} busy={busy} aria-label={t('aria.request', { name })} onClick={() => act('request')}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            {t('actions.request')}
          </Button>
        );
      case 'pending_outgoing':
        return (
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1 text-xs text-zinc-400">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              {t('status.pending_outgoing')}
            </span>
            <Button
              size={size}
              variant="secondary"
              busy={busy}
              aria-label={t('aria.withdraw', { name })}
              onClick={() => act('withdraw')}
            >
              {t('actions.withdraw')}
            </Button>
          </div>
        );
      case 'pending_incoming':
        return (
          <div className="flex flex-wrap items-center gap-2">
            <Button size={size} busy={busy} aria-label={t('aria.accept', { name })} onClick={() => act('accept')}>
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('actions.accept')}
            </Button>
            <Button
              size={size}
              variant="secondary"
              busy={busy}
              aria-label={t('aria.decline', { name })}
              onClick={() => act('decline')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
              {t('actions.decline')}
            </Button>
          </div>
        );
      case 'connected':
        return (
          <div className="flex flex-wrap items-center gap-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-emerald-600/20 px-2 py-0.5 text-xs font-medium text-emerald-200">
              <Check className="h-3.5 w-3.5" aria-hidden="true" />
              {t('status.connected')}
            </span>
            <Button
              size={size}
              variant="ghost"
              busy={busy}
              aria-label={t('aria.remove', { name })}
              onClick={() => setConfirmRemove(true)}
            >
              <UserMinus className="h-4 w-4" aria-hidden="true" />
              {t('actions.remove')}
            </Button>
            <ConfirmDialog
              open={confirmRemove}
              onOpenChange={setConfirmRemove}
              title={t('confirmRemove.title', { name })}
              description={t('confirmRemove.body', { name })}
              confirmLabel={t('confirmRemove.confirm')}
              cancelLabel={t('confirmRemove.cancel')}
              onConfirm={() => {
                setConfirmRemove(false);
                act('remove');
              }}
            />
          </div>
        );
    }
  }
}
