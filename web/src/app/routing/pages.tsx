import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactElement } from 'react';
import { useParams } from 'react-router';
import { isLegalDoc } from '../../features/info/legalDocs';
import { APP_NAMESPACES, LANDING_NAMESPACES } from '../i18n';
import { lazyComponent, type Preloadable } from './lazyPage';
import { normalizePath } from './resolveRoute';
import { ADMIN_ROUTES, APP_ROUTES, findRoute, INFO_ROUTES, type PageId } from './routeTable';

/*
 * Every screen is its own chunk (route-level code splitting): a visitor on the landing page downloads the
 * landing page, not the app. A new page follows the same pattern: one `lazyComponent` per page module, with the
 * i18next namespaces its components read (the common, nav and errors namespaces are always there).
 */
const LandingPage = lazyComponent(
  () => import('../../features/landing/pages/LandingPage').then((m) => m.LandingPage),
  LANDING_NAMESPACES,
);
const ComingSoonPage = lazyComponent(
  () => import('../../features/comingSoon/pages/ComingSoonPage').then((m) => m.ComingSoonPage),
  ['pages'],
);
const ResetPasswordPage = lazyComponent(
  () => import('../../features/auth/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  ['auth'],
);
const UnsubscribePage = lazyComponent(
  () => import('../../features/account/pages/UnsubscribePage').then((m) => m.UnsubscribePage),
  ['account'],
);
const OnboardingPage = lazyComponent(
  () => import('../../features/onboarding/pages/OnboardingPage').then((m) => m.OnboardingPage),
  ['onboarding', 'teams', 'profile'],
);
const AdminLoginPage = lazyComponent(
  () => import('../../features/admin/pages/AdminLoginPage').then((m) => m.AdminLoginPage),
  ['admin'],
);
const AdminDashboardPage = lazyComponent(
  () => import('../../features/admin/pages/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  ['admin'],
);
const NotFoundPage = lazyComponent(() =>
  import('../../features/errors/pages/NotFoundPage').then((m) => m.NotFoundPage),
);
const AboutPage = lazyComponent(() => import('../../features/info/pages/AboutPage').then((m) => m.AboutPage), ['info']);
const HelpPage = lazyComponent(() => import('../../features/info/pages/HelpPage').then((m) => m.HelpPage), ['info']);
const CareersPage = lazyComponent(
  () => import('../../features/info/pages/CareersPage').then((m) => m.CareersPage),
  ['info'],
);
const LegalPage = lazyComponent(
  () => import('../../features/info/pages/LegalPage').then((m) => m.LegalPage),
  ['info', 'legal'],
);

/** Signed-in screens share the app shell, so they load every namespace a signed-in screen may show. */
const appPage = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  prefetch?: (queryClient: QueryClient) => Promise<unknown>,
) => lazyComponent(load, APP_NAMESPACES, prefetch);
const DashboardPage = appPage(
  () => import('../../features/dashboard/pages/DashboardPage').then((m) => m.DashboardPage),
  (queryClient) => import('../../features/dashboard/prefetch').then((m) => m.prefetchDashboard(queryClient)),
);
const ExplorePage = appPage(() => import('../../features/explore/pages/ExplorePage').then((m) => m.ExplorePage));
const SocialWallPage = appPage(() => import('../../features/wall/pages/SocialWallPage').then((m) => m.SocialWallPage));
const TagRoute = appPage(() => import('../../features/tags/pages/TagPage').then((m) => m.TagRoute));
const ProfileRoute = appPage(() => import('../../features/profile/pages/ProfilePage').then((m) => m.ProfileRoute));
const ProfileEditRoute = appPage(() =>
  import('../../features/profile/pages/ProfileEditPage').then((m) => m.ProfileEditRoute),
);
const CvRoute = appPage(() => import('../../features/cv/pages/CvPage').then((m) => m.CvRoute));
const CareerRoute = appPage(() => import('../../features/career/pages/CareerPage').then((m) => m.CareerRoute));
const NetworkPage = appPage(() => import('../../features/network/pages/NetworkPage').then((m) => m.NetworkPage));
const TeamsPage = appPage(() => import('../../features/teams/pages/TeamsPage').then((m) => m.TeamsPage));
const CreateTeamPage = appPage(() => import('../../features/teams/pages/CreateTeamPage').then((m) => m.CreateTeamPage));
const TeamRoute = appPage(() => import('../../features/teams/pages/TeamPage').then((m) => m.TeamRoute));
const ManageTeamRoute = appPage(() =>
  import('../../features/teams/pages/ManageTeamPage').then((m) => m.ManageTeamRoute),
);
const TournamentsPage = appPage(() =>
  import('../../features/tournaments/pages/TournamentsPage').then((m) => m.TournamentsPage),
);
const CreateTournamentPage = appPage(() =>
  import('../../features/tournaments/pages/CreateTournamentPage').then((m) => m.CreateTournamentPage),
);
const TournamentRoute = appPage(() =>
  import('../../features/tournaments/pages/TournamentPage').then((m) => m.TournamentRoute),
);
const EditTournamentRoute = appPage(() =>
  import('../../features/tournaments/pages/EditTournamentPage').then((m) => m.EditTournamentRoute),
);
const MatchRoute = appPage(() => import('../../features/matches/pages/MatchPage').then((m) => m.MatchRoute));
const LeaguesPage = appPage(() => import('../../features/leagues/pages/LeaguesPage').then((m) => m.LeaguesPage));
const CreateLeaguePage = appPage(() =>
  import('../../features/leagues/pages/CreateLeaguePage').then((m) => m.CreateLeaguePage),
);
const LeagueRoute = appPage(() => import('../../features/leagues/pages/LeaguePage').then((m) => m.LeagueRoute));
const TransfersPage = appPage(() =>
  import('../../features/transfers/pages/TransfersPage').then((m) => m.TransfersPage),
);
const ChallengesPage = appPage(() =>
  import('../../features/challenges/pages/ChallengesPage').then((m) => m.ChallengesPage),
);
/** /settings/account: the app's namespaces for the shell, `account` for the page. */
const AccountSettingsPage = lazyComponent(
  () => import('../../features/account/pages/AccountSettingsPage').then((m) => m.AccountSettingsPage),
  [...APP_NAMESPACES, 'account'],
);
/** /admin: the admin area on an admin's session (the app's namespaces for the shell, `admin` for the area). */
const AdminAreaPage = lazyComponent(
  () => import('../../features/admin/pages/AdminAreaPage').then((m) => m.AdminAreaPage),
  [...APP_NAMESPACES, 'admin'],
);
/** /messages and /messages/:conversationId: the app's namespaces for the shell, `messages` for the page. */
const MessagesPage = lazyComponent(
  () => import('../../features/messages/pages/MessagesPage').then((m) => m.MessagesPage),
  [...APP_NAMESPACES, 'messages'],
);

/** The signed-in shell (top navigation, invitation dialogs) is a chunk of its own too: visitors never need it. */
export const AppLayout = appPage(
  () => import('../layout/AppLayout').then((m) => m.AppLayout),
  (queryClient) => import('../layout/prefetchShell').then((m) => m.prefetchShell(queryClient)),
);

/** The signed-in user's socket: rendered by AppRoutes, so socket.io loads once someone is signed in. */
export const RealtimeConnection = lazyComponent(() => import('../realtime').then((m) => m.RealtimeConnection));

function LegalRoute() {
  const { doc = '' } = useParams();
  return isLegalDoc(doc) ? <LegalPage doc={doc} /> : <NotFoundPage />;
}
LegalRoute.preloadCode = LegalPage.preloadCode;
LegalRoute.namespaces = LegalPage.namespaces;

/** What each page id renders. */
export const PAGES: Record<PageId, ReactElement> = {
  landing: <LandingPage />,
  comingSoon: <ComingSoonPage />,
  resetPassword: <ResetPasswordPage />,
  unsubscribe: <UnsubscribePage />,
  onboarding: <OnboardingPage />,
  adminLogin: <AdminLoginPage />,
  adminDashboard: <AdminDashboardPage />,
  notFound: <NotFoundPage />,
  about: <AboutPage />,
  help: <HelpPage />,
  careers: <CareersPage />,
  legal: <LegalRoute />,
  dashboard: <DashboardPage />,
  dashboardPlayer: <DashboardPage variant="player" />,
  dashboardCoach: <DashboardPage variant="coach" />,
  explore: <ExplorePage />,
  socialWall: <SocialWallPage />,
  tag: <TagRoute />,
  profile: <ProfileRoute />,
  profileEdit: <ProfileEditRoute />,
  cv: <CvRoute />,
  career: <CareerRoute />,
  network: <NetworkPage />,
  teams: <TeamsPage />,
  teamsCreate: <CreateTeamPage />,
  team: <TeamRoute />,
  teamManage: <ManageTeamRoute />,
  tournaments: <TournamentsPage />,
  tournamentsCreate: <CreateTournamentPage />,
  tournament: <TournamentRoute />,
  tournamentEdit: <EditTournamentRoute />,
  match: <MatchRoute />,
  leagues: <LeaguesPage />,
  leaguesCreate: <CreateLeaguePage />,
  league: <LeagueRoute />,
  transfers: <TransfersPage />,
  challenges: <ChallengesPage />,
  accountSettings: <AccountSettingsPage />,
  messages: <MessagesPage />,
  // The admin area for admins; everyone else is told the area is not theirs.
  admin: <AdminAreaPage />,
};

/**
 * The screens a first visit to `pathname` most likely shows, so that main.tsx can fetch their chunks and
 * namespaces alongside the core translations instead of after them. A guess (the sign-in state is not known
 * yet): the landing page for "/", the page of the path otherwise.
 */
export function bootScreens(pathname: string): Preloadable[] {
  const path = normalizePath(pathname);
  const screen = (id: PageId) => PAGES[id].type as unknown as Preloadable;
  if (path === '/') return [screen('landing')];
  const fixed: Record<string, PageId> = {
    '/coming-soon': 'comingSoon',
    '/reset-password': 'resetPassword',
    '/unsubscribe': 'unsubscribe',
    '/onboarding': 'onboarding',
  };
  const fixedPage = fixed[path];
  if (fixedPage) return [screen(fixedPage)];
  const visitorRoute = findRoute([...ADMIN_ROUTES, ...INFO_ROUTES], path);
  if (visitorRoute) return [screen(visitorRoute.page)];
  const appRoute = findRoute(APP_ROUTES, path);
  return appRoute ? [AppLayout, screen(appRoute.page)] : [];
}
