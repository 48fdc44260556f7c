import type { User } from '@esn/contract';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../shared/ui/DropdownMenu';
import { UserLevel } from '../../achievements/components';
import { logout } from '../../auth';
import { accountNavItems } from '../navItems';
import { displayName, UserAvatar } from './UserAvatar';

export function AvatarMenu({ user }: { user: User }) {
  const { t } = useTranslation('nav');
  return (
    <DropdownMenu>
      {/* Named by its content, not aria-label: the avatar's initials are a picture of the person, not a label. */}
      <DropdownMenuTrigger className={cn('rounded-full', focusRing)}>
        <UserAvatar user={user} />
        <span className="sr-only">{t('accountMenu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <p className="truncate font-semibold text-white">{displayName(user)}</p>
          <p className="truncate text-xs text-zinc-400">{user.email}</p>
          <UserLevel userId={user.id} className="mt-1.5" />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {accountNavItems(user.id).map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logout} className="text-rose-300">
          <LogOut className="h-4 w-4" aria-hidden="true" />
          {t('logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
