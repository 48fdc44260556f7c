import { CV_VISIBILITIES, type CvVisibility } from '@esn/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { useCvSettings, useUpdateCvSettings } from '../../cv';

/** Who may read the reader's CV: everybody, signed-in members or connections only. Saved as soon as it changes. */
export function CvPrivacySettings({ nickname }: { nickname: string }) {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const settings = useCvSettings();
  const update = useUpdateCvSettings();
  const baseId = useId();

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('privacy.loading')}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('privacy.error')}</p>
        <Button variant="secondary" size="sm" loading={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const choose = (visibility: CvVisibility) =>
    update.mutate(
      { visibility },
      {
        onSuccess: () => toast({ variant: 'success', description: t('privacy.saved') }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, tErrors) }),
      },
    );
  const cvPath = `/cv/${encodeURIComponent(nickname)}`;
  return (
    <div className="space-y-3">
      {/* Never disabled while saving: arrow keys walk the choices, each saved in turn (useUpdateCvSettings). */}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium text-zinc-200">{t('privacy.legend')}</legend>
        {CV_VISIBILITIES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-zinc-800 bg-zinc-950/40 p-3 hover:border-zinc-600',
              'has-[:checked]:border-violet-500 has-[:checked]:bg-violet-950/30 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-400',
            )}
          >
            <input
              type="radio"
              name={`${baseId}-visibility`}
              value={value}
              checked={settings.data.visibility === value}
              onChange={() => choose(value)}
              // Named by the choice alone; the hint is its description.
              aria-labelledby={`${baseId}-${value}-label`}
              aria-describedby={`${baseId}-${value}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-violet-500 focus:outline-none"
            />
            <span className="min-w-0">
              <span id={`${baseId}-${value}-label`} className="block text-sm font-medium text-zinc-100">
                {t(`privacy.options.${value}.label`)}
              </span>
              <span id={`${baseId}-${value}-hint`} className="block text-xs text-zinc-400">
                {t(`privacy.options.${value}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-zinc-400">
        {t('privacy.link')}:{' '}
        <Link to={cvPath} className="break-all text-cyan-300 hover:underline">
          {`${window.location.origin}${cvPath}`}
        </Link>
      </p>
    </div>
  );
}
