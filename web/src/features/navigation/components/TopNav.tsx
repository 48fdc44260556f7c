import type { User } from '@esn/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { BrandMark } from '../../../shared/ui/BrandMark';
import { focusRing } from '../../../shared/ui/focus';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { useUnreadMessageCount } from '../../messages';
import { useUnreadNotificationCount } from '../../notifications';
import { useSiteName } from '../../settings';
import { mainNavItems } from '../navItems';
import { AvatarMenu } from './AvatarMenu';
import { MainNavLinks } from './MainNavLinks';
import { MessagesLink } from './MessagesLink';
import { MobileMenu } from './MobileMenu';
import { NotificationBell } from '../../notifications/components';

/** Spec §2's top bar, for signed-in users only. */
export function TopNav({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  const siteName = useSiteName();
  const notifications = useUnreadNotificationCount(true);
  const messages = useUnreadMessageCount(true);
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-800/80 bg-zinc-950/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <MobileMenu user={user} />
        <Link
          to="/dashboard"
          className={cn('mr-2 rounded-md text-lg', focusRing)}
          aria-label={t('homeOf', { name: siteName })}
        >
          <BrandMark name={siteName} />
        </Link>
        <nav aria-label={t('mainNavigation')} className="hidden flex-1 md:block">
          <MainNavLinks items={mainNavItems(user.userType)} orientation="horizontal" />
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitcher className="mr-1 hidden sm:inline-flex" />
          <NotificationBell count={notifications} />
          <MessagesLink count={messages} />
          <div className="ml-1 hidden md:block">
            <AvatarMenu user={user} />
          </div>
        </div>
      </div>
    </header>
  );
}
