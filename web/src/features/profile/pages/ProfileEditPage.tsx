import { Availability, SkillLevel, SOCIAL_NETWORKS, type ProfileResponse } from '@esn/contract';
import { ArrowLeft, Save, ShieldCheck } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth/api';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { useProfile, useUpdateProfile } from '../api';
import { CompletenessMeter } from '../components/CompletenessMeter';
import { GamesEditor } from '../components/GamesEditor';
import { ImageUploadField } from '../components/ImageUploadField';
import { SkillsEditor } from '../components/SkillsEditor';
import { TextAreaField } from '../components/TextAreaField';
import { completenessOf } from '../lib/completeness';
import {
  BIOGRAPHY_MAX,
  changedFields,
  completenessInputOfValues,
  MAX_AGE,
  MIN_AGE,
  serverIssuesByField,
  validateProfileChanges,
  valuesFromProfile,
  type ProfileFormValues,
} from '../lib/profileForm';
import { useUnsavedChangesGuard } from '../lib/useUnsavedChangesGuard';

/** `/profile/:id/edit`: only the owner edits; anyone else is sent to that person's profile (spec §2). */
export function ProfileEditRoute() {
  const { id } = useParams();
  const { user } = useAuth();
  if (!user || !id) return null;
  if (id !== user.id) return <Navigate to={`/profile/${encodeURIComponent(id)}`} replace />;
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="space-y-5" role="group" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Today minus `years`, as YYYY-MM-DD, for the date picker's bounds. */
function yearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  return d.toISOString().slice(0, 10);
}

function ProfileEditForm({ data }: { data: ProfileResponse }) {
  const { t } = useTranslation(['profile', 'pages', 'errors']);
  const update = useUpdateProfile();
  const [baseline, setBaseline] = useState(() => valuesFromProfile(data));
  const [values, setValues] = useState<ProfileFormValues>(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ avatar: false, cover: false });

  const changes = useMemo(() => changedFields(baseline, values), [baseline, values]);
  const dirty = Object.keys(changes).length > 0;
  const meter = useMemo(() => completenessOf(completenessInputOfValues(values)), [values]);
  const uploading = uploads.avatar || uploads.cover;
  useUnsavedChangesGuard(dirty, t('profile:edit.unsaved'));

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'firstName' | 'lastName' | 'location' | 'birthDate') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: errors[key],
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setFormError(null);
    if (!dirty) {
      toast({ variant: 'info', description: t('errors:validation.nothing_to_update') });
      return;
    }
    const checked = validateProfileChanges(changes, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t('profile:edit.fixErrors'));
      return;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: (response) => {
        const next = valuesFromProfile(response);
        setBaseline(next);
        setValues(next);
        toast({ variant: 'success', description: t('profile:edit.saved') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues) setErrors(serverIssuesByField(error.body.issues));
        const message = errorMessage(error, t);
        setFormError(message);
        toast({ variant: 'error', title: t('profile:edit.saveFailed'), description: message });
      },
    });
  };

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

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <aside className="lg:order-last" aria-label={t('profile:completeness.title')}>
          <Card className="lg:sticky lg:top-24">
            <h2 className="mb-4 font-semibold text-white">{t('profile:completeness.title')}</h2>
            <CompletenessMeter percent={meter.percent} stage={meter.stage} items={meter.items} showDone />
            <p className="mt-4 text-xs text-zinc-400">{t('profile:completeness.tip')}</p>
          </Card>
        </aside>

        <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="page-title">
          <FormAlert>{formError}</FormAlert>

          <Section title={t('profile:edit.sections.images')}>
            <ImageUploadField
              kind="cover"
              label={t('profile:edit.fields.cover')}
              value={values.coverImageUrl}
              onChange={(url) => set('coverImageUrl', url)}
              onBusyChange={(busy) => setUploads((u) => ({ ...u, cover: busy }))}
              nickname={data.user.nickname}
              error={errors.coverImageUrl}
            />
            <ImageUploadField
              kind="avatar"
              label={t('profile:edit.fields.avatar')}
              value={values.avatarUrl}
              onChange={(url) => set('avatarUrl', url)}
              onBusyChange={(busy) => setUploads((u) => ({ ...u, avatar: busy }))}
              nickname={data.user.nickname}
              error={errors.avatarUrl}
            />
          </Section>

          <Section title={t('profile:edit.sections.personal')}>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('profile:edit.fields.firstName')}
                autoComplete="given-name"
                maxLength={60}
                {...text('firstName')}
              />
              <TextField
                label={t('profile:edit.fields.lastName')}
                autoComplete="family-name"
                maxLength={60}
                {...text('lastName')}
              />
              <TextField
                label={t('profile:edit.fields.birthDate')}
                type="date"
                min={yearsAgo(MAX_AGE)}
                max={yearsAgo(MIN_AGE)}
                hint={t('profile:edit.hints.birthDate', { min: MIN_AGE })}
                {...text('birthDate')}
              />
              <TextField
                label={t('profile:edit.fields.location')}
                autoComplete="address-level2"
                placeholder={t('profile:edit.placeholders.location')}
                maxLength={100}
                {...text('location')}
              />
            </div>
            <TextAreaField
              label={t('profile:edit.fields.biography')}
              value={values.biography}
              onChange={(event) => set('biography', event.target.value)}
              error={errors.biography}
              placeholder={t('profile:edit.placeholders.biography')}
              hint={t('profile:edit.hints.biography', { count: values.biography.length, max: BIOGRAPHY_MAX })}
              maxLength={BIOGRAPHY_MAX}
              rows={5}
            />
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
            <div className="grid gap-4 sm:grid-cols-2">
              {SOCIAL_NETWORKS.map((network) => (
                <TextField
                  key={network}
                  label={t(`profile:social.networks.${network}`)}
                  value={values.socialLinks[network]}
                  onChange={(event) => set('socialLinks', { ...values.socialLinks, [network]: event.target.value })}
                  error={errors[`socialLinks.${network}`] ?? (network === 'discord' ? errors.socialLinks : undefined)}
                  placeholder={t(`profile:edit.placeholders.social.${network}`)}
                  maxLength={200}
                  autoComplete="off"
                  spellCheck={false}
                />
              ))}
            </div>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-zinc-800 bg-zinc-950/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
            {dirty && <span className="mr-auto text-xs text-amber-200">{t('profile:edit.dirty')}</span>}
            <Button
              variant="secondary"
              disabled={!dirty || update.isPending}
              onClick={() => {
                setValues(baseline);
                setErrors({});
                setFormError(null);
              }}
            >
              {t('profile:edit.reset')}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={uploading}>
              <Save className="h-4 w-4" aria-hidden="true" />
              {t('profile:edit.save')}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
