import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useEmailPreferences, useUpdateNotificationPreference } from '../emailNotificationsApi';

/** Where a kind of notification also goes besides the site: e-mail, or the browsers that turned push on. */
export type NotificationChannel = 'email' | 'push';

/** The texts of each channel's list (the kinds' names are shared). */
const TEXTS: Record<NotificationChannel, { loading: string; error: string; saved: string }> = {
  email: {
    loading: 'emailNotifications.loading',
    error: 'emailNotifications.error',
    saved: 'emailNotifications.saved',
  },
  push: { loading: 'push.kinds.loading', error: 'push.kinds.error', saved: 'push.kinds.saved' },
};

/**
 * A switch per kind of notification for one channel, each saved as soon as it flips (put back if the server
 * refuses). E-mail and push read the same preferences: one request serves both lists. A switch stays enabled while
 * saving, so keyboard focus stays on it; changes made quickly one after the other are each saved.
 */
export function NotificationKindSwitches({ channel }: { channel: NotificationChannel }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const prefs = useEmailPreferences();
  const update = useUpdateNotificationPreference();
  const texts = TEXTS[channel];

  if (prefs.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t(texts.loading)}
      </p>
    );
  }
  if (prefs.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t(texts.error)}</p>
        <Button variant="secondary" size="sm" loading={prefs.isFetching} onClick={() => void prefs.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {prefs.data.items.map((item) => (
        <li key={item.category}>
          <SwitchField
            label={t(`emailNotifications.categories.${item.category}.label`)}
            description={t(`emailNotifications.categories.${item.category}.hint`)}
            checked={item[channel]}
            onCheckedChange={(next) =>
              update.mutate(
                { category: item.category, [channel]: next },
                {
                  onSuccess: () => toast({ variant: 'success', description: t(texts.saved) }),
                  onError: (error) => toast({ variant: 'error', description: errorMessage(error, tErrors) }),
                },
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
