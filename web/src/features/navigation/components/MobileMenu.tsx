import type { User } from '@esn/contract';
import { LogOut, Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { Sheet, SheetContent, SheetTrigger } from '../../../shared/ui/Sheet';
import { UserLevel } from '../../achievements/components';
import { logout } from '../../auth';
import { mainNavItems, sideMenuAccountItems } from '../navItems';
import { MainNavLinks } from './MainNavLinks';
import { displayName, UserAvatar } from './UserAvatar';

/** Small screens: the same entries as the bar and the avatar menu, in a side sheet. */
export function MobileMenu({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger className={buttonClasses('ghost', 'icon', 'md:hidden')} aria-label={t('openMenu')}>
        <Menu className="h-5 w-5" aria-hidden="true" />
      </SheetTrigger>
      <SheetContent title={t('menu')}>
        <div className="mb-4 flex items-center gap-3 rounded-xl border border-zinc-800 p-3">
          <UserAvatar user={user} />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-white">{displayName(user)}</p>
            <p className="truncate text-xs text-zinc-400">{user.email}</p>
            <UserLevel userId={user.id} className="mt-1.5" />
          </div>
        </div>
        <nav aria-label={t('mainNavigation')}>
          <MainNavLinks items={mainNavItems(user.userType)} orientation="vertical" onNavigate={close} />
        </nav>
        <hr className="my-3 border-zinc-800" />
        <nav aria-label={t('accountMenu')}>
          <MainNavLinks
            items={sideMenuAccountItems(user.id, user.userType)}
            orientation="vertical"
            onNavigate={close}
          />
        </nav>
        <div className="mt-auto flex items-center justify-between gap-2 pt-6">
          <LanguageSwitcher />
          <Button variant="ghost" size="sm" onClick={logout} className="text-rose-300">
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('logout')}
          </Button>
        </div>
      </SheetContent>
    </Sheet>
  );
}
