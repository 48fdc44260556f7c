import { NavLink } from 'react-router';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { Tooltip } from '../../../shared/ui/Tooltip';
import { isActivePath, type NavItem } from '../navItems';

interface MainNavLinksProps {
  items: NavItem[];
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/**
 * The bar shows icons only until it is wide enough for the labels (xl, 1280 px); from there it shows the labels
 * alone, a little tighter, so that even an admin's nine links fit in its widest width (max-w-7xl) in either
 * language. The label stays the link's name and shows as a tooltip; the side menu always shows icon and label.
 */
const BAR_LINK = 'xl:px-2.5';
const BAR_ICON = 'xl:hidden';
const BAR_LABEL = 'sr-only xl:not-sr-only xl:whitespace-nowrap';

export function MainNavLinks({ items, orientation, onNavigate }: MainNavLinksProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const horizontal = orientation === 'horizontal';
  return (
    <ul className={cn('flex', horizontal ? 'items-center gap-1' : 'flex-col gap-1')}>
      {items.map(({ to, label, icon: Icon }) => {
        const active = isActivePath(pathname, to);
        const link = (
          <NavLink
            to={to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
              active ? 'bg-violet-600/20 text-violet-200' : 'text-zinc-300 hover:bg-zinc-800 hover:text-white',
              horizontal && BAR_LINK,
              focusRing,
            )}
          >
            <Icon className={cn('h-4 w-4', horizontal && BAR_ICON)} aria-hidden="true" />
            <span className={horizontal ? BAR_LABEL : undefined}>{t(label)}</span>
          </NavLink>
        );
        return <li key={to}>{horizontal ? <Tooltip content={t(label)}>{link}</Tooltip> : link}</li>;
      })}
    </ul>
  );
}
