import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotificationKindSwitches } from './NotificationKindSwitches';
import { SettingsSection } from './SettingsSection';

/** Where the settings page's jump list finds this section. */
export const EMAIL_NOTIFICATIONS_SECTION = {
  id: 'email-notifications',
  titleKey: 'emailNotifications.title',
  icon: BellRing,
} as const;
/**
 * "E-mail notifications": for each kind of notification, in-app only or also by e-mail (issue 27). A whole section
 * of the account settings page, so the page mounts it with one line.
 */
export function EmailNotificationSettings() {
  const { t } = useTranslation('account');
  return (
    <SettingsSection
      id={EMAIL_NOTIFICATIONS_SECTION.id}
      icon={EMAIL_NOTIFICATIONS_SECTION.icon}
      title={t(EMAIL_NOTIFICATIONS_SECTION.titleKey)}
      description={t('emailNotifications.description')}
    >
      <NotificationKindSwitches channel="email" />
    </SettingsSection>
  );
}
