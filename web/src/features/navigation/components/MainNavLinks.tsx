import { NavLink } from 'react-router';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { isActivePath, type NavItem } from '../navItems';

interface MainNavLinksProps {
  items: NavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

export function MainNavLinks({ items, orientation, onNavigate }: MainNavLinksProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  return (
    <ul className={cn('flex', orientation === 'horizontal' ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map(({ to, label, icon: Icon }) => {
        const active = isActivePath(pathname, to);
        return (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                active ? 'bg-violet-600/20 text-violet-200' : 'text-zinc-300 hover:bg-zinc-800 hover:text-white',
                focusRing,
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(label)}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
