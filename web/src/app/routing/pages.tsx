import type { ReactElement } from 'react';
import { useParams } from 'react-router';
import { AdminDashboardPage } from '../../features/admin/pages/AdminDashboardPage';
import { AdminLoginPage } from '../../features/admin/pages/AdminLoginPage';
import { ResetPasswordPage } from '../../features/auth/pages/ResetPasswordPage';
import { ComingSoonPage } from '../../features/comingSoon/pages/ComingSoonPage';
import { NotFoundPage } from '../../features/errors/pages/NotFoundPage';
import { AboutPage, CareersPage, HelpPage, isLegalDoc, LegalPage } from '../../features/info';
import { LandingPage } from '../../features/landing/pages/LandingPage';
import { OnboardingPage } from '../../features/onboarding/pages/OnboardingPage';
import { AdminAreaPage } from '../../features/placeholder/pages/AdminAreaPage';
import { ComingLaterPage } from '../../features/placeholder/pages/ComingLaterPage';
import { DashboardPage } from '../../features/placeholder/pages/DashboardPage';
import { ProfileRoute } from '../../features/profile/pages/ProfilePage';
import type { PageId } from './routeTable';

function LegalRoute() {
  const { doc = '' } = useParams();
  return isLegalDoc(doc) ? <LegalPage doc={doc} /> : <NotFoundPage />;
}

/** What each page id renders; a feature replaces its "later" entry when it lands. */
export const PAGES: Record<PageId, ReactElement> = {
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
  dashboardPlayer: <ComingLaterPage titleKey="dashboardPlayer" />,
  dashboardCoach: <ComingLaterPage titleKey="dashboardCoach" />,
  explore: <ComingLaterPage titleKey="explore" />,
  profile: <ProfileRoute />,
  profileEdit: <ComingLaterPage titleKey="profileEdit" />,
  cv: <ComingLaterPage titleKey="cv" />,
  leagues: <ComingLaterPage titleKey="leagues" />,
  league: <ComingLaterPage titleKey="league" />,
  tournaments: <ComingLaterPage titleKey="tournaments" />,
  tournament: <ComingLaterPage titleKey="tournament" />,
  transfers: <ComingLaterPage titleKey="transfers" />,
  career: <ComingLaterPage titleKey="career" />,
  network: <ComingLaterPage titleKey="network" />,
  socialWall: <ComingLaterPage titleKey="socialWall" />,
  messages: <ComingLaterPage titleKey="messages" />,
  teams: <ComingLaterPage titleKey="teams" />,
  teamsCreate: <ComingLaterPage titleKey="teamsCreate" />,
  team: <ComingLaterPage titleKey="team" />,
  teamManage: <ComingLaterPage titleKey="teamManage" />,
  tag: <ComingLaterPage titleKey="tag" />,
  admin: <AdminAreaPage />,
};
