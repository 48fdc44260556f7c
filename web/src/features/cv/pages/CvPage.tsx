import { ageOn, type CareerEntry, type ProfileResponse } from '@esn/contract';
import { ArrowLeft, BadgeCheck, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { useCareer } from '../../career';
import { CareerEntryCard } from '../../career/components';
import { isNotFound, useProfile, socialLinkViews } from '../../profile';
import { GameRolesList, SkillList } from '../../profile/components';
import { useDocumentTitle } from '../../settings';
import { CvAchievements } from '../components/CvAchievements';
import { CvTeams } from '../components/CvTeams';
import { UserTournaments } from '../../tournaments/components';
import '../cv.css';

/** `/cv/:userId`: a printable e-sports CV. */
export function CvRoute() {
  const { userId = '' } = useParams();
  return <CvPage key={userId} userId={userId} />;
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

function CvPage({ userId }: { userId: string }) {
  const { t } = useTranslation(['cv', 'profile']);
  const profile = useProfile(userId);
  const career = useCareer(userId);
  const name = profile.data ? displayName(profile.data.user) : undefined;
  useDocumentTitle(name ? t('cv:documentTitle', { name }) : t('cv:title'));

  if (profile.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
        <Spinner />
        {t('cv:loading')}
      </p>
    );
  }
  if (!profile.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-center text-zinc-400">
        <h1 id="page-title" className="text-2xl font-bold text-white">
          {isNotFound(profile.error) ? t('profile:notFound.title') : t('cv:error')}
        </h1>
        {!isNotFound(profile.error) && (
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('cv:retry')}
          </Button>
        )}
      </div>
    );
  }
  return <CvSheet data={profile.data} career={career.data} careerState={career.status} />;
}

function CvSheet({
  data,
  career,
  careerState,
}: {
  data: ProfileResponse;
  career: CareerEntry[] | undefined;
  careerState: 'pending' | 'error' | 'success';
}) {
  const { t } = useTranslation(['cv', 'profile']);
  const { user, profile } = data;
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
        <Link to={`/profile/${encodeURIComponent(user.id)}`} className={buttonClasses('ghost', 'sm')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('cv:backToProfile')}
        </Link>
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
          {careerState === 'pending' ? (
            <p role="status" className="text-sm text-zinc-400">
              {t('cv:careerLoading')}
            </p>
          ) : careerState === 'error' ? (
            <p role="alert" className="text-sm text-zinc-400">
              {t('cv:careerError')}
            </p>
          ) : career && career.length > 0 ? (
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

        <CvSection id="cv-teams" title={t('cv:sections.teams')}>
          <CvTeams userId={user.id} />
        </CvSection>
        <CvSection id="cv-achievements" title={t('cv:sections.achievements')}>
          <CvAchievements userId={user.id} />
        </CvSection>
        <CvSection id="cv-tournaments" title={t('cv:sections.tournaments')}>
          <UserTournaments userId={user.id} variant="cv" />
        </CvSection>
      </article>
    </div>
  );
}
