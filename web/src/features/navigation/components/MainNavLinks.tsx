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
 * The bar's links show their icons only until the bar is wide enough for every label (xl). An admin's bar has one
 * link more than its widest width (max-w-7xl) holds with labels, so it keeps the icons. The label stays the link's
 * name and shows as a tooltip; the side menu always shows labels.
 */
const MAX_LABELLED = 7;
const barLabel = (count: number) => (count > MAX_LABELLED ? 'sr-only' : 'sr-only xl:not-sr-only xl:whitespace-nowrap');

export function MainNavLinks({ items, orientation, onNavigate }: MainNavLinksProps) {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const horizontal = orientation === 'horizontal';
  const labelClass = horizontal ? barLabel(items.length) : undefined;
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
              focusRing,
            )}
          >
            <Icon className="h-4 w-4" aria-hidden="true" />
            <span className={labelClass}>{t(label)}</span>
          </NavLink>
        );
        return <li key={to}>{horizontal ? <Tooltip content={t(label)}>{link}</Tooltip> : link}</li>;
      })}
    </ul>
  );
}
