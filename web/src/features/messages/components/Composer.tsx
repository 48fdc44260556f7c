import { MESSAGE_LIMITS, UPLOAD_LIMITS } from '@esn/contract';
import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Button } from '../../../shared/ui/Button';
import { controlClasses } from '../../../shared/ui/Field';
import type { Draft } from '../api';
import { AttachmentTiles } from './AttachmentTiles';
import { useImageAttachments } from './useImageAttachments';

/** From here on the counter shows how much room is left. */
const COUNTER_FROM = Math.floor(MESSAGE_LIMITS.textMax * 0.9);
/** Lines the box grows to before it scrolls. */
const MAX_HEIGHT_PX = 160;

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
  const [text, setText] = useState('');
  const photos = useImageAttachments();
  const box = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const baseId = useId();

  // The box grows with its text up to a few lines.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const tooLong = text.length > MESSAGE_LIMITS.textMax;
  const empty = text.trim() === '' && photos.uploads.length === 0;
  const canSend = !empty && !tooLong && !photos.uploading;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    photos.add(files);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    onSend({ text: text.trim(), uploads: photos.uploads });
    setText('');
    photos.clear();
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
      {photos.attachments.length > 0 && <AttachmentTiles attachments={photos.attachments} onRemove={photos.remove} />}
      {photos.problems.map((problem, i) => (
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
          disabled={photos.usable >= MESSAGE_LIMITS.imagesMax}
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
