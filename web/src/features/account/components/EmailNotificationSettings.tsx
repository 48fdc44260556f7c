import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useEmailPreferences, useUpdateEmailPreference } from '../emailNotificationsApi';
import { SettingsSection } from './SettingsSection';

/**
 * "E-mail notifications": for each kind of notification, in-app only or also by e-mail (issue 27). A whole section
 * of the account settings page, so the page mounts it with one line; each switch is saved as soon as it flips.
 */
export function EmailNotificationSettings() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id="email-notifications"
      icon={BellRing}
      title={t('emailNotifications.title')}
      description={t('emailNotifications.description')}
    >
      <EmailNotificationSwitches />
    </SettingsSection>
  );
}

function EmailNotificationSwitches() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const prefs = useEmailPreferences();
  const update = useUpdateEmailPreference();

  if (prefs.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('emailNotifications.loading')}
      </p>
    );
  }
  if (prefs.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('emailNotifications.error')}</p>
        <Button variant="secondary" size="sm" loading={prefs.isFetching} onClick={() => void prefs.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {prefs.data.items.map(({ category, email }) => (
        <li key={category}>
          <SwitchField
            label={t(`emailNotifications.categories.${category}.label`)}
            description={t(`emailNotifications.categories.${category}.hint`)}
            checked={email}
            disabled={update.isPending}
            onCheckedChange={(next) =>
              update.mutate(
                { category, email: next },
                {
                  onSuccess: () => toast({ variant: 'success', description: t('emailNotifications.saved') }),
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
