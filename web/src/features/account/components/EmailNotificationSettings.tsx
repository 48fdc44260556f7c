import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotificationKindSwitches } from './NotificationKindSwitches';
import { SettingsSection } from './SettingsSection';

/**
 * "E-mail notifications": for each kind of notification, in-app only or also by e-mail (issue 27). A whole section
 * of the account settings page, so the page mounts it with one line.
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
      <NotificationKindSwitches channel="email" />
    </SettingsSection>
  );
}
