import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_PATH } from '@esn/contract';
import { cn } from '../../../shared/lib/cn';
import { problemText, type Problem } from '../../../shared/lib/errorMessage';
import { mediaKindOf, uploadFile, uploadProblem } from '../../../shared/lib/upload';
import { TextField } from '../../../shared/ui/Field';
import { Spinner } from '../../../shared/ui/Spinner';

interface ImageUrlFieldProps {
  label: string;
  /** Short words for the upload button and the preview ("Upload logo"), the label being long. */
  uploadLabel: string;
  previewAlt: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An uploaded image: the upload (`POST /api/uploads`) fills the field with the stored `/public-objects/…` path,
 * the only kind of address the server takes (its own uploads, by the person saving); a preview shows it.
 */
export function ImageUrlField({
  label,
  uploadLabel,
  previewAlt,
  hint,
  value,
  onChange,
  error,
  onBusyChange,
}: ImageUrlFieldProps) {
  const { t } = useTranslation('teams');
  const fileId = useId();
  const [busy, setBusy] = useState(false);
  // Kept as the problem, worded at render, so that it follows a language switch.
  const [problem, setProblem] = useState<Problem | null>(null);
  const abort = useRef<AbortController | null>(null);

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

  const shown = IMAGE_PATH.test(value.trim()) ? value.trim() : null;
  return (
    <div className="space-y-2">
      <TextField
        label={label}
        type="text"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={problem ? problemText(problem, t) : error}
        hint={hint}
        maxLength={500}
      />
      <div className="flex items-center gap-3">
        {shown && <img src={shown} alt={previewAlt} className="h-12 w-12 rounded-lg object-cover" />}
        <input id={fileId} type="file" accept="image/*" className="peer sr-only" onChange={(e) => void onFile(e)} />
        <label
          htmlFor={fileId}
          className={cn(
            'inline-flex h-8 cursor-pointer items-center gap-2 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm font-medium text-zinc-100 hover:border-zinc-500',
            'peer-focus-visible:ring-2 peer-focus-visible:ring-violet-400',
          )}
        >
          {busy ? <Spinner size="sm" /> : <ImagePlus className="h-4 w-4" aria-hidden="true" />}
          {busy ? t('form.upload.uploading') : uploadLabel}
        </label>
      </div>
    </div>
  );
}
