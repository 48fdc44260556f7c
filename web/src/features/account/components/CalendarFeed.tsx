import { CalendarDays, CalendarOff, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useCalendarFeed, useRegenerateCalendarFeed, useTurnOffCalendarFeed } from '../calendarApi';
import { SettingsSection } from './SettingsSection';

const APPS = ['google', 'outlook', 'apple'] as const;

/** Where the settings page's jump list finds this section. */
export const CALENDAR_SECTION = { id: 'calendar', titleKey: 'calendar.title', icon: CalendarDays } as const;
/**
 * "Calendar" on the account settings page: the secret address of one's calendar feed (upcoming matches and
 * tournament dates) with a copy button and short steps for Google, Outlook and Apple; a new address replaces the old
 * one after a confirmation (calendars subscribed to the old one stop updating).
 */
export function CalendarFeed() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id={CALENDAR_SECTION.id}
      icon={CALENDAR_SECTION.icon}
      title={t(CALENDAR_SECTION.titleKey)}
      description={t('calendar.description')}
    >
      <CalendarFeedBody />
    </SettingsSection>
  );
}

function CalendarFeedBody() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const feed = useCalendarFeed();
  const regenerate = useRegenerateCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [confirming, setConfirming] = useState<'regenerate' | 'off' | null>(null);
  // Turned off, the dialog and its button are gone: focus goes to the button that makes a new link.
  const [focusCreate, setFocusCreate] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const hasFeed = Boolean(feed.data?.feed);
  useEffect(() => {
    if (focusCreate && !hasFeed) createButton.current?.focus();
  }, [focusCreate, hasFeed]);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const stepsId = useId();

  if (feed.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('calendar.loading')}
      </p>
    );
  }
  if (feed.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('calendar.error')}</p>
        <Button variant="secondary" size="sm" loading={feed.isFetching} onClick={() => void feed.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const create = (after?: () => void) =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        after?.();
        toast({ variant: 'success', description: t(after ? 'calendar.regenerated' : 'calendar.created') });
      },
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, tErrors) }),
    });

  const url = feed.data.feed?.url;
  if (!url) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-zinc-300">{t('calendar.empty')}</p>
        <Button ref={createButton} loading={regenerate.isPending} onClick={() => create()}>
          <CalendarDays className="h-4 w-4" aria-hidden="true" />
          {t('calendar.create')}
        </Button>
      </div>
    );
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ variant: 'success', description: t('calendar.copied') });
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for a manual copy.
      input.current?.select();
      toast({ variant: 'error', description: t('calendar.copyFailed') });
    }
  };

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-zinc-200">
          {t('calendar.urlLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            ref={input}
            id={inputId}
            readOnly
            value={url}
            aria-describedby={stepsId}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 font-mono text-xs text-zinc-100 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-400"
          />
          <Button variant="secondary" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            {t('calendar.copy')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-amber-300/90">{t('calendar.secret')}</p>
      </div>

      <div id={stepsId}>
        <h3 className="text-sm font-medium text-zinc-200">{t('calendar.howTo')}</h3>
        <ul className="mt-2 space-y-1 text-sm text-zinc-400">
          {APPS.map((app) => (
            <li key={app}>
              <span className="font-medium text-zinc-200">{t(`calendar.apps.${app}.name`)}:</span>{' '}
              {t(`calendar.apps.${app}.steps`)}
            </li>
          ))}
        </ul>
      </div>

      <div className="border-t border-zinc-800 pt-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setConfirming('regenerate')}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            {t('calendar.regenerate')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming('off')}>
            <CalendarOff className="h-4 w-4" aria-hidden="true" />
            {t('calendar.turnOff')}
          </Button>
        </div>
        <p className="mt-1 text-xs text-zinc-500">{t('calendar.regenerateHint')}</p>
      </div>

      <ConfirmDialog
        open={confirming === 'regenerate'}
        onOpenChange={(open) => setConfirming(open ? 'regenerate' : null)}
        title={t('calendar.confirmTitle')}
        description={t('calendar.confirmDescription')}
        confirmLabel={t('calendar.confirm')}
        pending={regenerate.isPending}
        onConfirm={() => create(() => setConfirming(null))}
      />
      <ConfirmDialog
        open={confirming === 'off'}
        onOpenChange={(open) => setConfirming(open ? 'off' : null)}
        title={t('calendar.turnOffTitle')}
        description={t('calendar.turnOffDescription')}
        confirmLabel={t('calendar.turnOffConfirm')}
        pending={turnOff.isPending}
        onConfirm={() =>
          turnOff.mutate(undefined, {
            onSuccess: () => {
              setConfirming(null);
              setFocusCreate(true);
              toast({ variant: 'success', description: t('calendar.turnedOff') });
            },
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, tErrors) }),
          })
        }
      />
    </div>
  );
}
