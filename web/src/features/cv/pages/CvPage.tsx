import { ageOn, type PublicCv } from '@esn/contract';
import { ArrowLeft, BadgeCheck, Lock, Printer } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { rememberAttemptedPath } from '../../../app/routing/attemptedPath';
import { ApiError } from '../../../shared/api';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useAuth } from '../../auth';
import { sortCareer } from '../../career';
import { CareerEntryCard } from '../../career/components';
import { isNotFound, SELF, socialLinkViews } from '../../profile';
import { GameRolesList, SkillList } from '../../profile/components';
import { useDocumentTitle } from '../../settings';
import { CvAchievements } from '../components/CvAchievements';
import { CvTeams } from '../components/CvTeams';
import { CvRatings } from '../components/CvRatings';
import { CvVerified } from '../components/CvVerified';
import { UserTournaments } from '../../tournaments/components';
import { useCv } from '../api';
import '../cv.css';

/**
 * `/cv/:userId`: a printable e-sports CV, named by its owner's id or nickname. Signed out too, when its owner made it
 * public (the router lets visitors in; the server decides).
 */
export function CvRoute() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  if (userId === SELF)
    return user ? <Navigate to={`/cv/${encodeURIComponent(user.nickname)}`} replace /> : <SignInFirst />;
  return <CvPage key={userId} cvRef={userId} />;
}

/** `/cv/me` signed out: sign in first, then come back here (and on to one's own CV). */
function SignInFirst() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    rememberAttemptedPath(pathname);
    void navigate('/', { replace: true });
  }, [pathname, navigate]);
  return null;
}

function CvSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 border-t border-zinc-800 pt-5 print:border-zinc-300">
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wider text-violet-300">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CvPage({ cvRef }: { cvRef: string }) {
  const { t } = useTranslation(['cv', 'profile']);
  const { user: me } = useAuth();
  const cv = useCv(cvRef);
  const name = cv.data ? displayName(cv.data.profile.user) : undefined;
  useDocumentTitle(name ? t('cv:documentTitle', { name }) : t('cv:title'));

  if (cv.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
        <Spinner />
        {t('cv:loading')}
      </p>
    );
  }
  if (!cv.data) {
    const status = cv.error instanceof ApiError ? cv.error.status : 0;
    if (status === 401 || status === 403) return <CvClosed signedIn={me !== null} />;
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center text-zinc-400">
        <h1 id="page-title" className="text-2xl font-bold text-white">
          {isNotFound(cv.error) ? t('profile:notFound.title') : t('cv:error')}
        </h1>
        {!isNotFound(cv.error) && (
          <Button variant="secondary" onClick={() => void cv.refetch()}>
            {t('cv:retry')}
          </Button>
        )}
      </div>
    );
  }
  return <CvSheet cv={cv.data} visitor={me === null} />;
}

/** A CV its owner keeps to members (asks a visitor to sign in) or to his connections. */
function CvClosed({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('cv');
  const location = useLocation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center">
      <Lock className="h-10 w-10 text-zinc-500" aria-hidden="true" />
      <h1 id="page-title" className="text-2xl font-bold text-white">
        {t('public.closedTitle')}
      </h1>
      <p className="text-zinc-300">{signedIn ? t('public.connectionsOnly') : t('public.membersOnly')}</p>
      {!signedIn && (
        <Link
          to="/"
          onClick={() => rememberAttemptedPath(location.pathname)}
          className={buttonClasses('primary', 'md')}
        >
          {t('public.signIn')}
        </Link>
      )}
    </div>
  );
}

/**
 * The CV itself, the same for members and visitors; a visitor (signed out, reading a public CV) gets what the CV's
 * answer carries, without the sections read from members-only endpoints, and no way into the app.
 */
function CvSheet({ cv, visitor }: { cv: PublicCv; visitor: boolean }) {
  const { t } = useTranslation(['cv', 'profile']);
  const { user, profile } = cv.profile;
  const career = sortCareer(cv.career);
  const name = displayName(user);
  const age = ageOn(profile.birthDate) ?? profile.age;
  const links = socialLinkViews(profile.socialLinks);
  const facts = [
    t(`profile:roles.${user.userType ?? 'user'}`),
    profile.location,
    age !== null ? t('cv:age', { age }) : null,
  ].filter(Boolean);
  const noneYet = <p className="text-sm text-zinc-400">{t('cv:noneYet')}</p>;

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2 print:hidden" data-print-hidden>
        {visitor ? (
          <p className="text-sm text-zinc-400">{t('cv:public.visitorNote')}</p>
        ) : (
          <Link to={`/profile/${encodeURIComponent(user.id)}`} className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('cv:backToProfile')}
          </Link>
        )}
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('cv:print')}
        </Button>
      </div>

      <article
        aria-labelledby="page-title"
        className="cv-sheet space-y-6 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 sm:p-10"
      >
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <Avatar user={user} className="h-20 w-20 text-xl print:h-16 print:w-16" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-xs font-semibold uppercase tracking-wider text-zinc-400">{t('cv:title')}</p>
            <h1 id="page-title" className="flex items-center gap-2 text-3xl font-bold tracking-tight text-white">
              {name}
              {profile.verified && (
                <BadgeCheck className="h-6 w-6 text-cyan-300" role="img" aria-label={t('profile:verified.badge')} />
              )}
            </h1>
            {name !== user.nickname && <p className="text-sm text-zinc-300">@{user.nickname}</p>}
            <p className="text-sm text-zinc-300">{facts.join(' · ')}</p>
          </div>
        </div>

        {links.length > 0 && (
          <CvSection id="cv-contact" title={t('cv:sections.contact')}>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {links.map((link) => (
                <li key={link.network} className="flex gap-2">
                  <span className="w-20 shrink-0 text-zinc-400">{t(`profile:social.networks.${link.network}`)}</span>
                  {link.href ? (
                    <a
                      href={link.href}
                      data-print-href={link.label.startsWith('@') ? link.href : undefined}
                      target="_blank"
                      rel="noopener noreferrer nofollow"
                      className="min-w-0 break-all text-cyan-300 hover:underline"
                    >
                      {link.label}
                    </a>
                  ) : (
                    <span className="min-w-0 break-all text-zinc-200">{link.label}</span>
                  )}
                </li>
              ))}
            </ul>
          </CvSection>
        )}

        {profile.biography && (
          <CvSection id="cv-summary" title={t('cv:sections.summary')}>
            <p className="whitespace-pre-line text-sm leading-relaxed text-zinc-200">{profile.biography}</p>
          </CvSection>
        )}

        <CvSection id="cv-games" title={t('cv:sections.games')}>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {profile.skillLevel && (
              <div>
                <dt className="text-zinc-400">{t('profile:about.skillLevel')}</dt>
                <dd className="text-white">{t(`profile:skill.${profile.skillLevel}`)}</dd>
              </div>
            )}
            <div>
              <dt className="text-zinc-400">{t('profile:about.availability')}</dt>
              <dd className="text-white">{t(`profile:availability.${profile.availability}`)}</dd>
            </div>
            <div>
              <dt className="text-zinc-400">{t('profile:about.lookingForTeam')}</dt>
              <dd className="text-white">{t(profile.lookingForTeam ? 'profile:about.yes' : 'profile:about.no')}</dd>
            </div>
          </dl>
          {profile.games.length > 0 ? <GameRolesList games={profile.games} /> : noneYet}
          {profile.skills.length > 0 && (
            <div>
              <h3 className="mb-2 text-sm font-medium text-zinc-300">{t('profile:skills.title')}</h3>
              <SkillList skills={profile.skills} className="sm:max-w-md" />
            </div>
          )}
        </CvSection>

        <CvSection id="cv-career" title={t('cv:sections.career')}>
          {career.length > 0 ? (
            <ol className="space-y-4">
              {career.map((entry) => (
                <li key={entry.id}>
                  <CareerEntryCard entry={entry} />
                </li>
              ))}
            </ol>
          ) : (
            noneYet
          )}
        </CvSection>

        <CvSection id="cv-verified" title={t('cv:verified.title')}>
          <CvVerified userId={user.id} record={cv.record} visitor={visitor} />
        </CvSection>
        <CvSection id="cv-teams" title={t('cv:sections.teams')}>
          <CvTeams teams={cv.teams} />
        </CvSection>
        {!visitor && (
          <>
            <CvRatings userId={user.id} />
            <CvSection id="cv-achievements" title={t('cv:sections.achievements')}>
              <CvAchievements userId={user.id} />
            </CvSection>
            <CvSection id="cv-tournaments" title={t('cv:sections.tournaments')}>
              <UserTournaments userId={user.id} variant="cv" />
            </CvSection>
          </>
        )}
      </article>
    </div>
  );
}
