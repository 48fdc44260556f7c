import type { UserType } from '@esn/contract';
import {
  ArrowLeftRight,
  Briefcase,
  Compass,
  Home,
  Medal,
  Newspaper,
  Settings,
  Shield,
  ShieldCheck,
  Swords,
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
  { to: '/social-wall', label: 'wall', icon: Newspaper },
  { to: '/explore', label: 'explore', icon: Compass },
  { to: '/teams', label: 'teams', icon: Users },
  { to: '/tournaments', label: 'tournaments', icon: Swords },
  { to: '/leagues', label: 'leagues', icon: Trophy },
  { to: '/transfers', label: 'transfers', icon: ArrowLeftRight },
  { to: '/challenges', label: 'challenges', icon: Medal },
  { to: '/admin', label: 'admin', icon: Shield, adminOnly: true },
];

/** Spec §2: the /admin link only for userType admin. */
export function mainNavItems(userType: UserType | null): NavItem[] {
  return MAIN.filter((item) => !item.adminOnly || userType === 'admin');
}

/**
 * Spec §2's account entries, in its order: profile, settings, challenges, network, career (then logout). Account
 * settings (e-mail, password, blocked people, data) sit right below the profile settings.
 */
export function accountNavItems(userId: string): NavItem[] {
  return [
    { to: `/profile/${userId}`, label: 'profile', icon: User },
    { to: `/profile/${userId}/edit`, label: 'settings', icon: Settings },
    { to: '/settings/account', label: 'accountSettings', icon: ShieldCheck },
    { to: '/challenges', label: 'challenges', icon: Medal },
    { to: '/network', label: 'network', icon: UsersRound },
    { to: '/career', label: 'career', icon: Briefcase },
  ];
}

/** The side menu lists the bar's entries, then the account entries the bar does not already have. */
export function sideMenuAccountItems(userId: string, userType: UserType | null): NavItem[] {
  const main = new Set(mainNavItems(userType).map((item) => item.to));
  return accountNavItems(userId).filter((item) => !main.has(item.to));
}

/** Active by path prefix (spec §2), whole segments only so "/team" is not active on "/teams". */
export function isActivePath(current: string, to: string): boolean {
  return hasPathPrefix(current, to);
}
