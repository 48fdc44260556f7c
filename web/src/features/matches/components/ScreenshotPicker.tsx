import { UPLOAD_LIMITS } from '@esn/contract';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { mediaKindOf, uploadProblem } from '../../../shared/lib/upload';
import { Button } from '../../../shared/ui/Button';

const ACCEPT = UPLOAD_LIMITS.image.mimes.join(',');
const MAX_MB = UPLOAD_LIMITS.image.maxBytes / (1024 * 1024);

/** Why a file cannot be a screenshot, before it is sent: only images within the image limit (the server checks the bytes). */
function screenshotProblem(file: File): 'type' | 'size' | null {
  return mediaKindOf(file) === 'image' ? uploadProblem(file) : 'type';
}

/** A picked screenshot and its preview from memory (an object URL, released when it is replaced or removed). */
export interface PickedScreenshot {
  file: File;
  preview: string;
}

/**
 * An optional screenshot: picked and checked here, previewed, removable (and replaceable); it is uploaded when the form is sent, so a
 * screenshot picked and removed again leaves nothing behind on the server.
 */
export function ScreenshotPicker({
  value,
  onChange,
  disabled,
}: {
  value: PickedScreenshot | null;
  onChange: (value: PickedScreenshot | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('matches');
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return undefined;
    return () => URL.revokeObjectURL(value.preview);
  }, [value]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    const why = screenshotProblem(picked);
    setProblem(why ? t(`screenshot.${why}`, { max: MAX_MB }) : null);
    if (!why) onChange({ file: picked, preview: URL.createObjectURL(picked) });
  };

  return (
    <div className="space-y-2" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="text-sm font-medium text-zinc-200">
        {t('screenshot.label')}
      </p>
      {value && (
        <img
          src={value.preview}
          alt={t('screenshot.preview')}
          className="max-h-56 w-full rounded-lg border border-zinc-800 bg-zinc-950 object-contain"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          disabled={disabled}
          className="peer sr-only"
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          onChange={onFile}
        />
        <label
          htmlFor={`${id}-file`}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm font-medium text-zinc-100 hover:border-zinc-500',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-violet-400',
          )}
        >
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          {value ? t('screenshot.change') : t('screenshot.choose')}
        </label>
        {value && (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('screenshot.remove')}
          </Button>
        )}
        {value && <span className="min-w-0 truncate text-xs text-zinc-400">{value.file.name}</span>}
      </div>
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-rose-400">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-zinc-400">
          {t('screenshot.hint', { max: MAX_MB })}
        </p>
      )}
    </div>
  );
}
