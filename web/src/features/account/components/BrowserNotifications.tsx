import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';
import { errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { readPushState, turnOffPush, turnOnPush, type PushState } from '../lib/push';
import { NotificationKindSwitches } from './NotificationKindSwitches';
import { SettingsSection } from './SettingsSection';

const stateKey = ['push', 'this-browser'] as const;

/** Where the settings page's jump list finds this section. */
export const BROWSER_NOTIFICATIONS_SECTION = { id: 'push', titleKey: 'push.title', icon: MonitorSmartphone } as const;
/**
 * "Browser notifications" on the account settings page (issue 27): whether this browser receives the person's
 * notifications as web push, and a button to turn that on (the browser's permission prompt comes only from that
 * click) or off, and, while on, which kinds come. A blocked permission says how to lift it: the site cannot ask again.
 */
export function BrowserNotifications() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id={BROWSER_NOTIFICATIONS_SECTION.id}
      icon={BROWSER_NOTIFICATIONS_SECTION.icon}
      title={t(BROWSER_NOTIFICATIONS_SECTION.titleKey)}
      description={t('push.description')}
    >
      <BrowserNotificationsState />
    </SettingsSection>
  );
}

function BrowserNotificationsState() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: stateKey, queryFn: readPushState, staleTime: 60_000, retry: false });
  // Closing the prompt without an answer leaves the permission as it was: said once, next to the button.
  const [dismissed, setDismissed] = useState(false);
  const hintId = useId();
  // Turning on that failed stays said next to the button (as an alert, with why when known) until the next try.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const change = useMutation({
    mutationFn: (to: 'on' | 'off') => (to === 'on' ? turnOnPush() : turnOffPush()),
    onMutate: () => setFailure(null),
    onSuccess: (next: PushState, to) => {
      queryClient.setQueryData(stateKey, next);
      setDismissed(to === 'on' && next === 'off');
      if (next === to) toast({ variant: 'success', description: t(to === 'on' ? 'push.turnedOn' : 'push.turnedOff') });
    },
    onError: (error, to) => {
      if (to === 'on') setFailure({ error });
      else toast({ variant: 'error', description: t('push.offFailed') });
    },
  });

  if (state.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('push.loading')}
      </p>
    );
  }
  if (state.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('push.loadError')}</p>
        <Button variant="secondary" size="sm" loading={state.isFetching} onClick={() => void state.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const current = state.data;
  if (current === 'unsupported' || current === 'denied') {
    return (
      <div role="status" className="space-y-1 text-sm text-zinc-300">
        <p>{t(current === 'denied' ? 'push.denied' : 'push.unsupported')}</p>
        {current === 'denied' && <p className="text-zinc-400">{t('push.deniedHelp')}</p>}
      </div>
    );
  }
  const on = current === 'on';
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div role="status" className="space-y-1 text-sm">
          <p className={on ? 'text-emerald-300' : 'text-zinc-300'}>{t(on ? 'push.on' : 'push.off')}</p>
          {dismissed && !on && <p className="text-zinc-400">{t('push.dismissed')}</p>}
          {failure && !on && (
            <p role="alert" className="text-rose-300">
              {t('push.failed')} {failureReason(failure.error, t)}
            </p>
          )}
        </div>
        <Button
          variant={on ? 'secondary' : 'primary'}
          size="sm"
          className="shrink-0"
          loading={change.isPending}
          onClick={() => change.mutate(on ? 'off' : 'on')}
        >
          {t(on ? 'push.turnOff' : 'push.turnOn')}
        </Button>
      </div>
      {on && (
        <fieldset className="border-t border-zinc-800 pt-4" aria-describedby={hintId}>
          <legend className="float-left w-full text-sm font-medium text-zinc-200">{t('push.kinds.legend')}</legend>
          <p id={hintId} className="clear-left mb-4 pt-1 text-xs text-zinc-400">
            {t('push.kinds.hint')}
          </p>
          <NotificationKindSwitches channel="push" />
        </fieldset>
      )}
    </div>
  );
}

/**
 * Why turning on failed, as far as it is known: the server's refusal in its own words (the field it named first),
 * no connection, or what the browser's push subscription said (its DOMException's name); else a plain "try again".
 */
function failureReason(error: unknown, t: TFunction<'account'>): string {
  if (error instanceof ApiError) return Object.values(serverFieldErrors(error, t))[0] ?? errorMessage(error, t);
  if (error instanceof TypeError) return errorMessage(error, t);
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'AbortError' || name === 'NetworkError') return t('push.failedWhy.service');
  if (name === 'NotAllowedError' || name === 'SecurityError') return t('push.failedWhy.notAllowed');
  if (name === 'InvalidStateError' || name === 'InvalidAccessError') return t('push.failedWhy.state');
  return t('push.failedWhy.unknown');
}
