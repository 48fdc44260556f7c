import { MESSAGE_LIMITS, UPLOAD_LIMITS, type Upload } from '@esn/contract';
import { objectUrl } from '@esn/contract/posts/object-url';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { mediaKindOf, uploadFile, uploadProblem } from '../../../shared/lib/upload';
import { Button } from '../../../shared/ui/Button';
import { controlClasses } from '../../../shared/ui/Field';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import type { Draft } from '../api';

interface Attachment {
  key: string;
  name: string;
  status: 'uploading' | 'done' | 'error';
  upload?: Upload;
  message?: string;
}

/** From here on the counter shows how much room is left. */
const COUNTER_FROM = Math.floor(MESSAGE_LIMITS.textMax * 0.9);
const IMAGE_MB = Math.round(UPLOAD_LIMITS.image.maxBytes / (1024 * 1024));
/** Lines the box grows to before it scrolls. */
const MAX_HEIGHT_PX = 160;

let attachmentCounter = 0;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line; up to four photos, uploaded as soon as they are
 * chosen; the 4000-character limit with a counter near it. Sending empties the box at once (the message shows as
 * "sending" in the thread); `onTyping` is called on every keystroke (the caller throttles it).
 */
export function Composer({
  onSend,
  onTyping,
  autoFocus = false,
  compact = false,
}: {
  onSend: (draft: Draft) => void;
  onTyping?: () => void;
  autoFocus?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation('messages');
  const { t: tErrors } = useTranslation('errors');
  const [text, setText] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const baseId = useId();

  useEffect(() => {
    const pending = controllers.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  // The box grows with its text up to a few lines.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const tooLong = text.length > MESSAGE_LIMITS.textMax;
  const uploading = attachments.some((a) => a.status === 'uploading');
  const uploads = attachments.flatMap((a) => (a.status === 'done' && a.upload ? [a.upload] : []));
  const usable = attachments.filter((a) => a.status !== 'error').length;
  const empty = text.trim() === '' && uploads.length === 0;
  const canSend = !empty && !tooLong && !uploading;

  const remove = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setAttachments((all) => all.filter((a) => a.key !== key));
  };

  const startUpload = (file: File) => {
    attachmentCounter += 1;
    const key = `a${attachmentCounter}`;
    const controller = new AbortController();
    controllers.current.set(key, controller);
    setAttachments((all) => [...all, { key, name: file.name, status: 'uploading' }]);
    const update = (patch: Partial<Attachment>) =>
      setAttachments((all) => all.map((a) => (a.key === key ? { ...a, ...patch } : a)));
    uploadFile(file, controller.signal)
      .then((upload) =>
        update(
          upload.kind === 'image'
            ? { status: 'done', upload }
            : { status: 'error', message: t('composer.wrongType', { name: file.name }) },
        ),
      )
      .catch((error: unknown) => {
        if (!controller.signal.aborted) update({ status: 'error', message: errorMessage(error, tErrors) });
      })
      .finally(() => controllers.current.delete(key));
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const found: string[] = [];
    let count = usable;
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem === 'type' || mediaKindOf(file) !== 'image') found.push(t('composer.wrongType', { name: file.name }));
      else if (problem === 'size') found.push(t('composer.tooLarge', { name: file.name, size: IMAGE_MB }));
      else if (count >= MESSAGE_LIMITS.imagesMax) {
        found.push(t('composer.tooMany', { max: MESSAGE_LIMITS.imagesMax }));
        break;
      } else {
        count += 1;
        startUpload(file);
      }
    }
    setProblems(found);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend({ text: text.trim(), uploads });
    setText('');
    setAttachments([]);
    setProblems([]);
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes a word picks the word; it does not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const boxId = `${baseId}-text`;
  const hintId = `${baseId}-hint`;
  const counterId = `${baseId}-counter`;
  const errorId = `${baseId}-error`;
  const describedBy = [hintId, text.length >= COUNTER_FROM ? counterId : null, tooLong ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      onSubmit={submit}
      noValidate
      className={cn('border-t border-zinc-800 bg-zinc-900/80', compact ? 'p-2' : 'p-3')}
    >
      {attachments.length > 0 && (
        <ul aria-label={t('composer.attachments')} className="mb-2 flex flex-wrap gap-2">
          {attachments.map((a) => (
            <li
              key={a.key}
              className="relative flex h-16 w-16 items-center justify-center overflow-hidden rounded-lg border border-zinc-800 bg-zinc-950 text-[10px] text-zinc-300"
            >
              {a.status === 'done' && a.upload && (
                <img src={objectUrl(a.upload.url)} alt="" className="absolute inset-0 h-full w-full object-cover" />
              )}
              {a.status === 'uploading' && (
                <span role="status">
                  <Spinner size="sm" />
                  <span className="sr-only">{t('composer.uploading', { name: a.name })}</span>
                </span>
              )}
              {a.status === 'done' && <span className="sr-only">{t('composer.uploaded', { name: a.name })}</span>}
              {a.status === 'error' && (
                <span role="alert" className="line-clamp-3 p-1 text-center text-rose-300" title={a.message}>
                  {t('composer.uploadFailed', { name: a.name, message: a.message })}
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(a.key)}
                aria-label={t('composer.remove', { name: a.name })}
                className={cn(
                  'absolute right-0.5 top-0.5 rounded-full bg-black/70 p-0.5 text-white hover:bg-black',
                  focusRing,
                )}
              >
                <X className="h-3 w-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {problems.map((problem, i) => (
        <p key={i} role="alert" className="mb-1 text-xs text-rose-400">
          {problem}
        </p>
      ))}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          tabIndex={-1}
          className="sr-only"
          aria-label={t('composer.fileLabel')}
          accept={UPLOAD_LIMITS.image.mimes.join(',')}
          multiple
          onChange={choose}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('composer.attach')}
          disabled={usable >= MESSAGE_LIMITS.imagesMax}
          onClick={() => fileInput.current?.click()}
          className="shrink-0"
        >
          <ImagePlus className="h-5 w-5" aria-hidden="true" />
        </Button>
        <label htmlFor={boxId} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          ref={box}
          id={boxId}
          rows={1}
          value={text}
          autoFocus={autoFocus}
          placeholder={t('composer.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value.trim()) onTyping?.();
          }}
          className={cn(controlClasses, 'min-h-10 flex-1 resize-none py-2 leading-snug')}
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!canSend} className="shrink-0">
          <SendHorizontal className="h-5 w-5" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-1 flex items-start justify-between gap-2 text-[11px]">
        <p id={hintId} className={cn('text-zinc-500', compact && 'sr-only')}>
          {t('composer.hint')}
        </p>
        {text.length >= COUNTER_FROM && (
          <p
            id={counterId}
            className={cn('ml-auto shrink-0 tabular-nums', tooLong ? 'text-rose-400' : 'text-zinc-400')}
          >
            {t('composer.counter', { count: text.length, max: MESSAGE_LIMITS.textMax })}
          </p>
        )}
      </div>
      {tooLong && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-rose-400">
          {t('composer.tooLong', { max: MESSAGE_LIMITS.textMax, over: text.length - MESSAGE_LIMITS.textMax })}
        </p>
      )}
    </form>
  );
}
