import { objectUrl } from '@esn/contract/posts/object-url';
import { FileVideo, ImageIcon, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { problemText } from '../../../shared/lib/errorMessage';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import type { MediaItem } from './useMediaUploads';

/** One attachment in the composer: its preview, its upload's progress or failure, and a remove button. */
export function MediaTile({ item, onRemove }: { item: MediaItem; onRemove: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <li className="relative flex aspect-square flex-col items-center justify-center gap-2 overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950 p-2 text-center text-xs text-zinc-300">
      {item.status === 'done' && item.upload && item.kind === 'image' ? (
        <img src={objectUrl(item.upload.url)} alt="" className="absolute inset-0 h-full w-full object-cover" />
      ) : item.kind === 'video' ? (
        <FileVideo className="h-8 w-8 text-zinc-500" aria-hidden="true" />
      ) : (
        <ImageIcon className="h-8 w-8 text-zinc-500" aria-hidden="true" />
      )}
      {item.status === 'uploading' && (
        <span role="status" className="relative flex flex-col items-center gap-1">
          <Spinner size="sm" />
          <span className="line-clamp-2 break-all">{t('composer.uploading', { name: item.name })}</span>
        </span>
      )}
      {item.status === 'done' && <span className="sr-only">{t('composer.uploaded', { name: item.name })}</span>}
      {item.status === 'done' && item.kind === 'video' && <span className="line-clamp-2 break-all">{item.name}</span>}
      {item.status === 'error' && (
        <span role="alert" className="relative line-clamp-4 text-rose-300">
          {t('composer.uploadFailed', { name: item.name, message: item.problem && problemText(item.problem, t) })}
        </span>
      )}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('composer.removeMedia', { name: item.name })}
        className={cn('absolute right-1 top-1 rounded-full bg-black/70 p-1 text-white hover:bg-black', focusRing)}
      >
        <X className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}
