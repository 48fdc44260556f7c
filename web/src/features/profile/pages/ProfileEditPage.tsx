import { Availability, SkillLevel, type ProfileResponse } from '@esn/contract';
import { ArrowLeft, Save, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert, SelectField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { SwitchField } from '../../../shared/ui/Switch';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { useProfile } from '../api';
import { CompletenessMeter } from '../components/CompletenessMeter';
import { GamesEditor } from '../components/GamesEditor';
import { ImageUploadField } from '../components/ImageUploadField';
import { PersonalDetailsFields } from '../components/PersonalDetailsFields';
import { ProfileEditSection as Section } from '../components/ProfileEditSection';
import { SkillsEditor } from '../components/SkillsEditor';
import { SocialLinkFields } from '../components/SocialLinkFields';
import type { ProfileFormValues } from '../lib/profileForm';
import { SELF } from '../lib/self';
import { useProfileEditForm } from '../lib/useProfileEditForm';

/** `/profile/:id/edit`: only the owner edits; anyone else is sent to that person's profile (spec §2). */
export function ProfileEditRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user || !id) return null;
  // `/profile/me/edit` is one's own, like `/profile/me`.
  if (id !== user.id && id !== SELF) return <Navigate to={`/profile/${encodeURIComponent(id)}`} replace />;
  return <ProfileEditPage userId={user.id} />;
}

function ProfileEditPage({ userId }: { userId: string }) {
  const { t } = useTranslation(['pages', 'profile']);
  const query = useProfile(userId);
  useDocumentTitle(t('pages:titles.profileEdit'));

  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
        <Spinner />
        {t('profile:loading')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
        <p role="alert">{t('profile:loadError')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('profile:retry')}
        </Button>
      </div>
    );
  }
  return <ProfileEditForm data={query.data} />;
}

function ProfileEditForm({ data }: { data: ProfileResponse }) {
  const { t } = useTranslation(['profile', 'pages', 'errors']);
  const { values, set, errors, formError, dirty, meter, uploading, saving, setUploadBusy, submit, reset } =
    useProfileEditForm(data);
  // The initials follow the name as it is typed, the way the header will show it once saved.
  const person = { nickname: data.user.nickname, firstName: values.firstName, lastName: values.lastName };

  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
            {t('pages:titles.profileEdit')}
          </h1>
          <p className="mt-1 text-sm text-zinc-400">{t('profile:edit.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/settings/account" className={buttonClasses('ghost', 'sm')}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {t('profile:edit.accountSettings')}
          </Link>
          <Link to={`/profile/${encodeURIComponent(data.user.id)}`} className={buttonClasses('ghost', 'sm')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('profile:edit.viewProfile')}
          </Link>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <aside className="lg:order-last" aria-label={t('profile:completeness.title')}>
          <Card className="lg:sticky lg:top-24">
            <h2 className="mb-4 font-semibold text-white">{t('profile:completeness.title')}</h2>
            <CompletenessMeter percent={meter.percent} stage={meter.stage} items={meter.items} showDone showTip />
          </Card>
        </aside>

        <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="page-title">
          <FormAlert>{formError}</FormAlert>

          <Section title={t('profile:edit.sections.images')}>
            <ImageUploadField
              kind="cover"
              label={t('profile:edit.fields.cover')}
              value={values.coverImageUrl}
              onChange={(url) => set('coverImageUrl', url)}
              onBusyChange={(busy) => setUploadBusy('cover', busy)}
              person={person}
              error={errors.coverImageUrl}
            />
            <ImageUploadField
              kind="avatar"
              label={t('profile:edit.fields.avatar')}
              value={values.avatarUrl}
              onChange={(url) => set('avatarUrl', url)}
              onBusyChange={(busy) => setUploadBusy('avatar', busy)}
              person={person}
              error={errors.avatarUrl}
            />
          </Section>

          <Section title={t('profile:edit.sections.personal')}>
            <PersonalDetailsFields values={values} onChange={set} errors={errors} />
          </Section>

          <Section title={t('profile:edit.sections.gaming')}>
            <GamesEditor value={values.games} onChange={(games) => set('games', games)} errors={errors} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t('profile:edit.fields.skillLevel')}
                value={values.skillLevel}
                onChange={(event) => set('skillLevel', event.target.value as ProfileFormValues['skillLevel'])}
                error={errors.skillLevel}
              >
                <option value="">{t('profile:edit.notSelected')}</option>
                {SkillLevel.options.map((level) => (
                  <option key={level} value={level}>
                    {t(`profile:skill.${level}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t('profile:edit.fields.availability')}
                value={values.availability}
                onChange={(event) => set('availability', event.target.value as ProfileFormValues['availability'])}
                error={errors.availability}
              >
                {Availability.options.map((option) => (
                  <option key={option} value={option}>
                    {t(`profile:availability.${option}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <SkillsEditor value={values.skills} onChange={(skills) => set('skills', skills)} errors={errors} />
            <SwitchField
              label={t('profile:edit.fields.lookingForTeam')}
              description={t('profile:edit.hints.lookingForTeam')}
              checked={values.lookingForTeam}
              onCheckedChange={(checked) => set('lookingForTeam', checked)}
            />
          </Section>

          <Section title={t('profile:edit.sections.social')}>
            <p className="-mt-2 text-xs text-zinc-400">{t('profile:edit.hints.social')}</p>
            <SocialLinkFields
              value={values.socialLinks}
              onChange={(links) => set('socialLinks', links)}
              errors={errors}
            />
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-zinc-800 bg-zinc-950/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            {dirty && <span className="mr-auto text-xs text-amber-200">{t('profile:edit.dirty')}</span>}
            <Button variant="secondary" disabled={!dirty || saving} onClick={reset}>
              {t('profile:edit.reset')}
            </Button>
            <Button type="submit" loading={saving} disabled={uploading}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {t('profile:edit.save')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
