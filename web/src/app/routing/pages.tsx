import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { AdminDashboardPage } from '../../features/admin/pages/AdminDashboardPage';
import { AdminLoginPage } from '../../features/admin/pages/AdminLoginPage';
import { ResetPasswordPage } from '../../features/auth/pages/ResetPasswordPage';
import { CareerRoute } from '../../features/career/pages/CareerPage';
import { ComingSoonPage } from '../../features/comingSoon/pages/ComingSoonPage';
import { CvRoute } from '../../features/cv/pages/CvPage';
import { DashboardPage } from '../../features/dashboard/pages/DashboardPage';
import { NotFoundPage } from '../../features/errors/pages/NotFoundPage';
import { ExplorePage } from '../../features/explore/pages/ExplorePage';
import { AboutPage, CareersPage, HelpPage, isLegalDoc, LegalPage } from '../../features/info';
import { LandingPage } from '../../features/landing/pages/LandingPage';
import { NetworkPage } from '../../features/network/pages/NetworkPage';
import { OnboardingPage } from '../../features/onboarding/pages/OnboardingPage';
import { AdminAreaPage } from '../../features/placeholder/pages/AdminAreaPage';
import { LATER_PAGES, type LaterPageKey } from '../../features/placeholder/laterPages';
import { ComingLaterPage } from '../../features/placeholder/pages/ComingLaterPage';
import { ProfileEditRoute } from '../../features/profile/pages/ProfileEditPage';
import { ProfileRoute } from '../../features/profile/pages/ProfilePage';
import { TagRoute } from '../../features/tags/pages/TagPage';
import { CreateTeamPage } from '../../features/teams/pages/CreateTeamPage';
import { ManageTeamRoute } from '../../features/teams/pages/ManageTeamPage';
import { TeamRoute } from '../../features/teams/pages/TeamPage';
import { TeamsPage } from '../../features/teams/pages/TeamsPage';
import { SocialWallPage } from '../../features/wall/pages/SocialWallPage';
import type { PageId } from './routeTable';

function LegalRoute() {
  const { doc = '' } = useParams();
  return isLegalDoc(doc) ? <LegalPage doc={doc} /> : <NotFoundPage />;
}

/** Every screen of a later release gets the honest stand-in, under its own title. */
const standIns = LATER_PAGES.map((key) => [key, <ComingLaterPage titleKey={key} />] as const);
const LATER = Object.fromEntries(standIns) as Record<LaterPageKey, ReactElement>;

/** What each page id renders; a feature takes its key out of `LATER_PAGES` when it lands. */
export const PAGES: Record<PageId, ReactElement> = {
  ...LATER,
  landing: <LandingPage />,
  comingSoon: <ComingSoonPage />,
  resetPassword: <ResetPasswordPage />,
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
  // Only admins get the stand-in; everyone else is told the area is not theirs.
  admin: <AdminAreaPage />,
};
