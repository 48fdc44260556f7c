import { UPLOAD_LIMITS } from '@esn/contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { problemText, type Problem } from '../../../shared/lib/errorMessage';
import { mediaKindOf, uploadFile, uploadProblem } from '../../../shared/lib/upload';
import { Avatar, type Person } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

const ACCEPT = UPLOAD_LIMITS.image.mimes.join(',');
const MAX_MB = UPLOAD_LIMITS.image.maxBytes / (1024 * 1024);

/** Why an image cannot go, before it is sent: only images, and no larger than the image limit. */
function imageProblem(file: File): 'type' | 'size' | null {
  if (mediaKindOf(file) !== 'image') return 'type';
  return uploadProblem(file);
}

interface ImageUploadFieldProps {
  kind: 'avatar' | 'cover';
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  /** Tells the form an upload is running, so it is not saved with the old picture. */
  onBusyChange?: (busy: boolean) => void;
  /** For the avatar's initials when there is no picture: the same initials as the header and the profile. */
  person: Pick<Person, 'nickname' | 'firstName' | 'lastName'>;
  error?: string;
}

/**
 * Picks an image, checks it locally, shows it at once from memory and uploads it (`POST /api/uploads`); the
 * stored address becomes the field's value, saved with the rest of the profile.
 */
export function ImageUploadField({ kind, label, value, onChange, onBusyChange, person, error }: ImageUploadFieldProps) {
  const { t } = useTranslation('profile');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Kept as the problem, worded at render, so that it follows a language switch.
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = imageProblem(file);
    if (why) {
      setProblem({ key: `profile:upload.${why}`, values: { max: MAX_MB } });
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setBusyState(true);
    try {
      const upload = await uploadFile(file, controller.signal);
      onChange(upload.url);
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setProblem({ error: err });
    } finally {
      if (abort.current === controller) setBusyState(false);
    }
  };

  const shown = preview ?? value;
  const message = problem ? problemText(problem, t) : error;
  const previewAlt = t(kind === 'avatar' ? 'upload.avatarPreview' : 'upload.coverPreview');

  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium text-zinc-200">
        {label}
      </p>
      <div className={cn('flex gap-4', kind === 'cover' ? 'flex-col' : 'items-center')}>
        {kind === 'avatar' ? (
          shown ? (
            <img src={shown} alt={previewAlt} className="h-20 w-20 rounded-full object-cover" />
          ) : (
            <Avatar user={person} className="h-20 w-20 text-xl" />
          )
        ) : (
          <div className="relative h-28 w-full overflow-hidden rounded-xl bg-gradient-to-r from-violet-900 via-zinc-900 to-cyan-900">
            {shown && <img src={shown} alt={previewAlt} className="h-full w-full object-cover" />}
          </div>
        )}
        {/* On a phone beside the avatar the texts wrap: the controls grow to hold them (min-h), never spill out. */}
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={ACCEPT}
            className="peer sr-only"
            aria-describedby={message ? `${id}-error` : `${id}-hint`}
            onChange={(event) => void onFile(event)}
          />
          <label
            htmlFor={`${id}-file`}
            className={cn(
              'inline-flex min-h-8 cursor-pointer items-center gap-2 rounded-lg border border-zinc-700 bg-zinc-900 px-3 py-1 text-left text-sm font-medium text-zinc-100 hover:border-zinc-500',
              'peer-focus-visible:ring-2 peer-focus-visible:ring-violet-400',
            )}
          >
            {busy ? <Spinner size="sm" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
            {busy ? t('upload.uploading') : shown ? t(`upload.${kind}.change`) : t(`upload.${kind}.choose`)}
          </label>
          {shown && !busy && (
            <Button
              size="sm"
              variant="ghost"
              className="h-auto! min-h-8 py-1 text-left"
              onClick={() => {
                setPreview(null);
                onChange(null);
              }}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
              {t(`upload.${kind}.remove`)}
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
          {t('upload.hint', { max: MAX_MB })}
        </p>
      )}
    </div>
  );
}
