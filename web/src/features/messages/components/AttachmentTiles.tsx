import { objectUrl } from '@esn/contract/posts/object-url';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { problemText } from '../../../shared/lib/errorMessage';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import type { Attachment } from './useImageAttachments';

/** The photos attached to the message being written: preview, upload progress or failure, remove button. */
export function AttachmentTiles({
  attachments,
  onRemove,
}: {
  attachments: Attachment[];
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('messages');
  return (
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
          {a.status === 'error' && <UploadFailure name={a.name} message={a.problem && problemText(a.problem, t)} />}
          <button
            type="button"
            onClick={() => onRemove(a.key)}
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
  );
}

function UploadFailure({ name, message }: { name: string; message: string | undefined }) {
  const { t } = useTranslation('messages');
  return (
    <span role="alert" className="line-clamp-3 p-1 text-center text-rose-300" title={message}>
      {t('composer.uploadFailed', { name, message })}
    </span>
  );
}
