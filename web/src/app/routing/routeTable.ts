import { matchPath } from 'react-router';
import { LEGAL_DOCS } from '../../features/info/legalDocs';

/** Every screen the router can show; `pages.tsx` maps each id to its component. */
export type PageId =
  | 'landing'
  | 'comingSoon'
  | 'resetPassword'
  | 'unsubscribe'
  | 'onboarding'
  | 'adminLogin'
  | 'adminDashboard'
  | 'notFound'
  | 'about'
  | 'help'
  | 'careers'
  | 'legal'
  | 'dashboard'
  | 'profile'
  | 'profileEdit'
  | 'cv'
  | 'career'
  | 'network'
  | 'dashboardPlayer'
  | 'dashboardCoach'
  | 'explore'
  | 'socialWall'
  | 'tag'
  | 'teams'
  | 'teamsCreate'
  | 'team'
  | 'teamManage'
  | 'tournaments'
  | 'tournamentsCreate'
  | 'tournament'
  | 'tournamentEdit'
  | 'leagues'
  | 'leaguesCreate'
  | 'league'
  | 'transfers'
  | 'match'
  | 'challenges'
  | 'accountSettings'
  | 'messages'
  | 'admin';

export interface RouteDef {
  page: PageId;
  /** react-router pattern; the page is rendered under it so `useParams` works inside. */
  pattern: string;
  accepts?: (params: Record<string, string | undefined>) => boolean;
}

const isLegalDoc = (doc: string | undefined): boolean =>
  doc !== undefined && (LEGAL_DOCS as readonly string[]).includes(doc);

/** Reachable without a user session in every state, and never asking who the user is (spec §2). */
export const ADMIN_ROUTES: readonly RouteDef[] = [
  { page: 'adminLogin', pattern: '/eadmincv' },
  { page: 'adminDashboard', pattern: '/eadmincv/dashboard' },
];

export const INFO_ROUTES: readonly RouteDef[] = [
  { page: 'about', pattern: '/about' },
  { page: 'help', pattern: '/help' },
  { page: 'careers', pattern: '/careers' },
  { page: 'legal', pattern: '/legal/:doc', accepts: (p) => isLegalDoc(p.doc) },
];

/** Pages a visitor may open too, whose content decides (a CV its owner made public). */
export const CV_ROUTES: readonly RouteDef[] = [{ page: 'cv', pattern: '/cv/:userId' }];

/** The screens of a signed-in user with onboarding complete (spec §2), info pages included. */
export const APP_ROUTES: readonly RouteDef[] = [
  { page: 'dashboard', pattern: '/dashboard' },
  { page: 'dashboardPlayer', pattern: '/dashboard/player' },
  { page: 'dashboardCoach', pattern: '/dashboard/coach' },
  { page: 'explore', pattern: '/explore' },
  { page: 'profile', pattern: '/profile/:id?' },
  { page: 'profileEdit', pattern: '/profile/:id/edit' },
  ...CV_ROUTES,
  { page: 'leagues', pattern: '/leagues' },
  { page: 'leaguesCreate', pattern: '/leagues/create' },
  { page: 'league', pattern: '/leagues/:id' },
  { page: 'tournaments', pattern: '/tournaments' },
  { page: 'tournamentsCreate', pattern: '/tournaments/create' },
  { page: 'tournament', pattern: '/tournaments/:id' },
  { page: 'tournamentEdit', pattern: '/tournaments/:id/edit' },
  { page: 'match', pattern: '/matches/:id' },
  { page: 'transfers', pattern: '/transfers' },
  { page: 'challenges', pattern: '/challenges' },
  { page: 'accountSettings', pattern: '/settings/account' },
  { page: 'accountSettings', pattern: '/settings' },
  { page: 'career', pattern: '/career' },
  { page: 'network', pattern: '/network' },
  { page: 'socialWall', pattern: '/social-wall' },
  { page: 'messages', pattern: '/messages/:conversationId?' },
  { page: 'teams', pattern: '/teams' },
  { page: 'teamsCreate', pattern: '/teams/create' },
  { page: 'team', pattern: '/team/:teamSlug' },
  { page: 'teamManage', pattern: '/team/:teamSlug/manage' },
  { page: 'tag', pattern: '/tags/:tag' },
  { page: 'admin', pattern: '/admin' },
  ...INFO_ROUTES,
];

/**
 * Spec §2's protected areas, plus the other signed-in-only areas, so that a shared link to a team, a
 * tournament or a CV also brings the visitor back there after signing in.
 */
const PROTECTED_PREFIXES = [
  '/dashboard',
  '/profile',
  '/teams',
  '/messages',
  '/network',
  '/explore',
  '/transfers',
  '/career',
  '/admin',
  '/onboarding',
  '/team',
  '/cv',
  '/leagues',
  '/tournaments',
  '/matches',
  '/challenges',
  '/social-wall',
  '/tags',
  '/settings',
] as const;

/** Spec §2: the paths that get a second look 2 s later when no user is known. */
const RECHECK_PREFIXES = ['/dashboard', '/messages', '/admin', '/onboarding'] as const;

/** Prefix by whole segments: "/career" must not swallow "/careers". */
export function hasPathPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

export function isProtectedPath(path: string): boolean {
  return PROTECTED_PREFIXES.some((p) => hasPathPrefix(path, p));
}

export function needsRecheck(path: string): boolean {
  return RECHECK_PREFIXES.some((p) => hasPathPrefix(path, p));
}

export function isAdminAreaPath(path: string): boolean {
  return hasPathPrefix(path, '/eadmincv');
}

/** Static segments win over parameters ("/teams/create" is not a team called "create"). */
export function findRoute(routes: readonly RouteDef[], path: string): RouteDef | undefined {
  for (const route of routes) {
    const match = matchPath({ path: route.pattern, end: true }, path);
    if (match && !route.pattern.includes(':') && (route.accepts?.(match.params) ?? true)) return route;
  }
  for (const route of routes) {
    const match = matchPath({ path: route.pattern, end: true }, path);
    if (match && (route.accepts?.(match.params) ?? true)) return route;
  }
  return undefined;
}
