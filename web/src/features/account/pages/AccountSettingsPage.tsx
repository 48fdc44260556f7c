import {
  ArrowLeft,
  Download,
  FileText,
  KeyRound,
  Mail,
  MessageSquare,
  ShieldBan,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { buttonClasses } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { useAuth } from '../../auth';
import { BlockedPeople } from '../components/BlockedPeople';
import { CALENDAR_SECTION, CalendarFeed } from '../components/CalendarFeed';
import { BROWSER_NOTIFICATIONS_SECTION, BrowserNotifications } from '../components/BrowserNotifications';
import { ChangeEmailForm } from '../components/ChangeEmailForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { CvPrivacySettings } from '../components/CvPrivacySettings';
import { DeleteAccount } from '../components/DeleteAccount';
import { ExportData } from '../components/ExportData';
import { MessageSettings } from '../components/MessageSettings';
import { EMAIL_NOTIFICATIONS_SECTION, EmailNotificationSettings } from '../components/EmailNotificationSettings';
import { SettingsSection } from '../components/SettingsSection';

/** The icons of the sections this page draws itself (the others bring their own). */
const ICONS = {
  email: Mail,
  password: KeyRound,
  messages: MessageSquare,
  privacy: FileText,
  blocked: ShieldBan,
  export: Download,
  delete: Trash2,
} as const;

/** Every section in page order for the jump list: its anchor, its title's key and its icon. */
const SECTIONS: { readonly id: string; readonly titleKey: string; readonly icon: LucideIcon }[] = [
  { id: 'email', titleKey: 'email.title', icon: ICONS.email },
  { id: 'password', titleKey: 'password.title', icon: ICONS.password },
  { id: 'messages', titleKey: 'messages.title', icon: ICONS.messages },
  EMAIL_NOTIFICATIONS_SECTION,
  BROWSER_NOTIFICATIONS_SECTION,
  { id: 'privacy', titleKey: 'privacy.title', icon: ICONS.privacy },
  CALENDAR_SECTION,
  { id: 'blocked', titleKey: 'blocked.title', icon: ICONS.blocked },
  { id: 'export', titleKey: 'export.title', icon: ICONS.export },
  { id: 'delete', titleKey: 'delete.title', icon: ICONS.delete },
];

/**
 * `/settings/account`: e-mail, password, who may message me, notifications by e-mail and in the browser, who may read
 * my CV, the calendar feed, blocked people, a copy of one's data, and deleting the account.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  // The route is for signed-in people only; the router never shows it without a user.
  if (!user) return null;
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('title')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('intro')}</p>
        </div>
        <Link to={`/profile/${encodeURIComponent(user.id)}/edit`} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('toProfileEdit')}
        </Link>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[13rem_1fr]">
        {/* On a phone the sections simply follow each other; a wide screen gets a list to jump between them. */}
        <nav aria-label={t('sectionsLabel')} className="hidden lg:block">
          <ul className="sticky top-24 space-y-1 text-sm">
            {SECTIONS.map(({ id, titleKey, icon: Icon }) => {
              return (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className={cn(
                      'flex items-center gap-2 rounded-lg px-3 py-2 text-zinc-300 hover:bg-zinc-800 hover:text-white',
                      id === 'delete' && 'text-rose-300',
                      focusRing,
                    )}
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                    {t(titleKey)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="min-w-0 space-y-6">
          <SettingsSection id="email" icon={ICONS.email} title={t('email.title')} description={t('email.description')}>
            <ChangeEmailForm user={user} />
          </SettingsSection>
          <SettingsSection
            id="password"
            icon={ICONS.password}
            title={t('password.title')}
            description={t('password.description')}
          >
            <ChangePasswordForm />
          </SettingsSection>
          <SettingsSection
            id="messages"
            icon={ICONS.messages}
            title={t('messages.title')}
            description={t('messages.description')}
          >
            <MessageSettings />
          </SettingsSection>
          <EmailNotificationSettings />
          <BrowserNotifications />
          <SettingsSection
            id="privacy"
            icon={ICONS.privacy}
            title={t('privacy.title')}
            description={t('privacy.description', { nickname: user.nickname })}
          >
            <CvPrivacySettings nickname={user.nickname} />
          </SettingsSection>
          <CalendarFeed />
          <SettingsSection
            id="blocked"
            icon={ICONS.blocked}
            title={t('blocked.title')}
            description={t('blocked.description')}
          >
            <BlockedPeople viewerId={user.id} />
          </SettingsSection>
          <SettingsSection
            id="export"
            icon={ICONS.export}
            title={t('export.title')}
            description={t('export.description')}
          >
            <ExportData nickname={user.nickname} />
          </SettingsSection>
          <SettingsSection
            id="delete"
            icon={ICONS.delete}
            title={t('delete.title')}
            description={t('delete.description')}
            tone="danger"
          >
            <DeleteAccount />
          </SettingsSection>
        </div>
      </div>
    </section>
  );
}
