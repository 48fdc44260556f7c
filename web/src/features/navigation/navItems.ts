import type { UserType } from '@esn/contract';
import {
  ArrowLeftRight,
  Briefcase,
  Compass,
  Home,
  Settings,
  Shield,
  Trophy,
  User,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { hasPathPrefix } from '../../app/routing/routeTable';

export interface NavItem {
  to: string;
  /** Key in the `nav` namespace. */
  label: string;
  icon: LucideIcon;
}

const MAIN: readonly (NavItem & { adminOnly?: true })[] = [
  { to: '/dashboard', label: 'home', icon: Home },
  { to: '/explore', label: 'explore', icon: Compass },
  { to: '/teams', label: 'teams', icon: Users },
  { to: '/leagues', label: 'leagues', icon: Trophy },
  { to: '/transfers', label: 'transfers', icon: ArrowLeftRight },
  { to: '/admin', label: 'admin', icon: Shield, adminOnly: true },
];

/** Spec §2: the /admin link only for userType admin. */
export function mainNavItems(userType: UserType | null): NavItem[] {
  return MAIN.filter((item) => !item.adminOnly || userType === 'admin');
}

export function accountNavItems(userId: string): NavItem[] {
  return [
    { to: `/profile/${userId}`, label: 'profile', icon: User },
    { to: `/profile/${userId}/edit`, label: 'settings', icon: Settings },
    { to: '/network', label: 'network', icon: UsersRound },
    { to: '/career', label: 'career', icon: Briefcase },
  ];
}

/** Active by path prefix (spec §2), whole segments only so "/team" is not active on "/teams". */
export function isActivePath(current: string, to: string): boolean {
  return hasPathPrefix(current, to);
}
