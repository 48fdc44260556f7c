import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { Dialog, DialogContent, DialogTrigger } from '../../../shared/ui/Dialog';
import { focusRing } from '../../../shared/ui/focus';
import { screenshotSrc } from '../lib/screenshot';

/**
 * A result's or an evidence's screenshot (spec §5 path rule): a picture that opens larger in a dialog, and
 * "Ekran görüntüsü yüklenemedi" when its address does not load. The screenshot is optional: without one there is
 * nothing to show, so nothing is drawn (no empty picture box).
 */
export function Screenshot({ url, size = 'panel' }: { url: string | null; size?: 'panel' | 'thumb' }) {
  const { t } = useTranslation('matches');
  const src = screenshotSrc(url);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src) return null;
  if (failedSrc === src) {
    return (
      <p
        role="status"
        className={cn(
          'flex items-center gap-2 rounded-lg border border-zinc-700 px-3 py-2 text-sm text-zinc-400',
          size === 'thumb' && 'text-xs',
        )}
      >
        <ImageOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t('screenshot.failed')}
      </p>
    );
  }
  return (
    <Dialog>
      <DialogTrigger
        className={cn(
          'block overflow-hidden rounded-lg border border-zinc-800 bg-zinc-950 hover:border-zinc-600',
          size === 'thumb' ? 'h-16 w-24' : 'w-full',
          focusRing,
        )}
        aria-label={t('screenshot.open')}
      >
        <img
          src={src}
          alt={t('screenshot.alt')}
          loading="lazy"
          onError={() => setFailedSrc(src)}
          className={cn(size === 'thumb' ? 'h-full w-full object-cover' : 'max-h-56 w-full object-contain')}
        />
      </DialogTrigger>
      <DialogContent title={t('screenshot.title')} className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
        <img src={src} alt={t('screenshot.alt')} className="w-full rounded-lg" />
      </DialogContent>
    </Dialog>
  );
}
