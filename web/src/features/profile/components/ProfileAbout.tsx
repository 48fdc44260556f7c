import { ageOn, type Profile, type UserSummary } from '@esn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/ui/Avatar';
import { Card } from '../../../shared/ui/Card';
import { GameRolesList } from './GameRolesList';
import { SkillList } from './SkillList';
import { SocialLinkList } from './SocialLinkList';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-4" role="region" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** A fact; an optional one left empty shows no row at all (a read-only view does not echo the form). */
function Row({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-3 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="text-zinc-400">{label}</dt>
      <dd className="min-w-0 break-words text-zinc-100">{children}</dd>
    </div>
  );
}

/** The About tab of spec §2: personal information, gaming information, biography and social media. */
export function ProfileAbout({ user, profile }: { user: UserSummary; profile: Profile }) {
  const { t } = useTranslation('profile');
  const age = ageOn(profile.birthDate) ?? profile.age;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="about-personal" title={t('about.personal')}>
        <dl className="space-y-2">
          <Row label={t('about.name')}>{displayName(user)}</Row>
          <Row label={t('about.nickname')}>@{user.nickname}</Row>
          <Row label={t('about.role')}>{t(`roles.${user.userType ?? 'user'}`)}</Row>
          <Row label={t('about.location')}>{profile.location}</Row>
          <Row label={t('about.age')}>{age}</Row>
        </dl>
      </Section>
      <Section id="about-gaming" title={t('about.gaming')}>
        <dl className="space-y-2">
          <Row label={t('about.skillLevel')}>{profile.skillLevel && t(`skill.${profile.skillLevel}`)}</Row>
          <Row label={t('about.availability')}>{t(`availability.${profile.availability}`)}</Row>
          <Row label={t('about.lookingForTeam')}>{t(profile.lookingForTeam ? 'about.yes' : 'about.no')}</Row>
        </dl>
        <div>
          <h3 className="mb-2 text-sm font-medium text-zinc-300">{t('about.games')}</h3>
          {profile.games.length > 0 ? (
            <GameRolesList games={profile.games} />
          ) : (
            <p className="text-sm text-zinc-500">{t('about.noGames')}</p>
          )}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-medium text-zinc-300">{t('skills.title')}</h3>
          {profile.skills.length > 0 ? (
            <SkillList skills={profile.skills} />
          ) : (
            <p className="text-sm text-zinc-500">{t('skills.none')}</p>
          )}
        </div>
      </Section>
      <Section id="about-bio" title={t('about.biography')}>
        {profile.biography ? (
          <p className="whitespace-pre-line break-words text-sm leading-relaxed text-zinc-200">{profile.biography}</p>
        ) : (
          <p className="text-sm text-zinc-500">{t('about.noBio')}</p>
        )}
      </Section>
      <Section id="about-social" title={t('about.social')}>
        {Object.values(profile.socialLinks).some(Boolean) ? (
          <SocialLinkList links={profile.socialLinks} className="sm:grid-cols-1" />
        ) : (
          <p className="text-sm text-zinc-500">{t('about.noSocial')}</p>
        )}
      </Section>
    </div>
  );
}
