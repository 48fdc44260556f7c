import { UPLOAD_LIMITS, type MediaKind } from '@esn/contract';
import { FileVideo, ImageIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { MEDIA_MAX, type DraftIssue } from '../draft';
import { megabytes } from './mediaSelection';
import { MediaTile } from './MediaTile';
import type { MediaItem } from './useMediaUploads';

interface Props {
  kind: MediaKind;
  /** The attachments of this kind, failed ones included. */
  items: MediaItem[];
  /** Why files were refused, or why the post cannot go yet, one alert each. */
  issues: DraftIssue[];
  onChoose: (files: File[]) => void;
  onRemove: (key: string) => void;
}

/** The images or the video of a post: a hidden file input behind a button, the tiles, and what went wrong. */
export function MediaAttachments({ kind, items, issues, onChoose, onRemove }: Props) {
  const { t } = useTranslation('posts');
  const fileInput = useRef<HTMLInputElement>(null);
  const canAddMore = items.filter((item) => item.status !== 'error').length < MEDIA_MAX[kind];

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    onChoose(files);
  };

  return (
    <div className="space-y-3">
      <input
        ref={fileInput}
        type="file"
        tabIndex={-1}
        className="sr-only"
        aria-label={t(`composer.fileLabel.${kind}`)}
        accept={UPLOAD_LIMITS[kind].mimes.join(',')}
        multiple={kind === 'image'}
        onChange={choose}
      />
      <div className="flex flex-wrap items-center gap-3">
        {canAddMore && (
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            {kind === 'image' ? (
              <ImageIcon className="h-4 w-4" aria-hidden="true" />
            ) : (
              <FileVideo className="h-4 w-4" aria-hidden="true" />
            )}
            {t(kind === 'image' ? 'composer.addImages' : 'composer.addVideo')}
          </Button>
        )}
        <p className="text-xs text-zinc-400">
          {t(`composer.mediaHint.${kind}`, { max: MEDIA_MAX[kind], size: megabytes(kind) })}
        </p>
      </div>
      {items.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('composer.uploadedListLabel')}>
          {items.map((item) => (
            <MediaTile key={item.key} item={item} onRemove={() => onRemove(item.key)} />
          ))}
        </ul>
      )}
      {issues.map((issue, i) => (
        <p key={i} role="alert" className="text-xs text-rose-400">
          {t(issue.key, issue.values)}
        </p>
      ))}
    </div>
  );
}
