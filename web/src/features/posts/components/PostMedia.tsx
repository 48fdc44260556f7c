import { objectUrl } from '@esn/contract/posts/object-url';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { displayName } from '../../../shared/ui/Avatar';
import type { PostCore } from '../cache';

const ALT_MAX = 120;

/** Alt text from what the author wrote about the picture; the author's name when they wrote nothing. */
function mediaAlt(post: PostCore, index: number, fallback: string): string {
  const text = post.body.replace(/\s+/g, ' ').trim();
  const base = text ? (text.length > ALT_MAX ? `${text.slice(0, ALT_MAX - 1)}…` : text) : fallback;
  return post.media.length > 1 ? `${base} (${index + 1}/${post.media.length})` : base;
}

export function PostMedia({ post }: { post: PostCore }) {
  const { t } = useTranslation('posts');
  if (post.media.length === 0) return null;
  const name = displayName(post.author);
  const images = post.media.filter((m) => m.kind === 'image');
  const videos = post.media.filter((m) => m.kind === 'video');
  return (
    <div className="space-y-2">
      {images.length > 0 && (
        <div className={cn('grid gap-2', images.length > 1 && 'grid-cols-2')}>
          {images.map((item, i) => (
            <img
              key={item.url}
              src={objectUrl(item.url)}
              alt={mediaAlt(post, i, t('media.imageAlt', { name }))}
              loading="lazy"
              decoding="async"
              className={cn(
                'w-full rounded-xl border border-zinc-800 bg-zinc-950 object-cover',
                images.length > 1 ? 'aspect-square' : 'max-h-[32rem]',
              )}
            />
          ))}
        </div>
      )}
      {videos.map((item, i) => (
        <video
          key={item.url}
          src={objectUrl(item.url)}
          controls
          preload="metadata"
          playsInline
          aria-label={mediaAlt(post, i, t('media.videoAlt', { name }))}
          className="max-h-[32rem] w-full rounded-xl border border-zinc-800 bg-black"
        />
      ))}
    </div>
  );
}
