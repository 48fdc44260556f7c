import { UPLOAD_LIMITS } from '@esn/contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { problemText, type Problem } from '../../../shared/lib/errorMessage';
import { mediaKindOf, uploadFile, uploadProblem } from '../../../shared/lib/upload';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

const ACCEPT = UPLOAD_LIMITS.image.mimes.join(',');
const MAX_MB = UPLOAD_LIMITS.image.maxBytes / (1024 * 1024);

interface TeamImageFieldProps {
  kind: 'logo' | 'cover';
  /** The stored `/public-objects/…` path, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Tells the form an upload is running, so it is not saved with the old picture. */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A team's logo or cover: the picture itself with "upload" (or "replace") and "remove", never an address to
 * type, since the server takes only images uploaded here. The file is checked by type and size before it is
 * sent (`POST /api/uploads` checks again); the stored path becomes the field's value, saved with the form.
 */
export function TeamImageField({ kind, value, onChange, error, onBusyChange }: TeamImageFieldProps) {
  const { t } = useTranslation('teams');
  const id = useId();
  const [busy, setBusy] = useState(false);
  // Kept as the problem, worded at render, so that it follows a language switch.
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = mediaKindOf(file) === 'image' ? uploadProblem(file) : 'type';
    if (why) {
      setProblem({ key: `teams:form.upload.${why}` });
      return;
    }
    setProblem(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusyState(true);
    try {
      onChange((await uploadFile(file, controller.signal)).url);
    } catch (err) {
      if (!controller.signal.aborted) setProblem({ error: err });
    } finally {
      if (abort.current === controller) setBusyState(false);
    }
  };

  const shown = value.trim() || null;
  const message = problem ? problemText(problem, t) : error;
  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium text-zinc-200">
        {t(`form.${kind}`)}
      </p>
      <div className={cn('flex gap-3', kind === 'cover' ? 'flex-col' : 'items-center')}>
        {kind === 'logo' ? (
          <div className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-zinc-800 bg-zinc-900">
            {shown ? (
              <img src={shown} alt={t('form.logoPreview')} className="h-full w-full object-cover" />
            ) : (
              <ImagePlus className="h-6 w-6 text-zinc-500" aria-hidden="true" />
            )}
          </div>
        ) : (
          <div className="h-28 w-full overflow-hidden rounded-xl bg-gradient-to-r from-violet-900 via-zinc-900 to-cyan-900">
            {shown && <img src={shown} alt={t('form.coverPreview')} className="h-full w-full object-cover" />}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-2">
          <input
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            onChange={(e) => void onFile(e)}
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              'inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm font-medium text-zinc-100 hover:border-zinc-500',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-violet-400',
            )}
          >
            {busy ? <Spinner size="sm" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
            {busy ? t('form.upload.uploading') : t(shown ? `form.${kind}Replace` : `form.${kind}Upload`)}
          </label>
          {shown && !busy && (
            <Button size="sm" variant="ghost" onClick={() => onChange('')}>
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t(`form.${kind}Remove`)}
            </Button>
          )}
        </div>
      </div>
      {message ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-400">
          {message}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {t('form.imageHint', { max: MAX_MB })}
        </p>
      )}
    </div>
  );
}
