import type { SocialLinks } from '@esn/contract';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { focusRing } from '../../../shared/ui/focus';
import { socialLinkViews } from '../lib/socialLinks';

/** Social accounts as links that open in a new tab; values that are not safe https addresses stay plain text. */
export function SocialLinkList({ links, className }: { links: SocialLinks; className?: string }) {
  const { t } = useTranslation('profile');
  const views = socialLinkViews(links);
  if (views.length === 0) return null;
  return (
    <ul className={cn('grid gap-2 sm:grid-cols-2', className)}>
      {views.map((view) => (
        <li key={view.network} className="flex min-w-0 items-center gap-2 text-sm">
          <span className="w-20 shrink-0 text-zinc-400">{t(`social.networks.${view.network}`)}</span>
          {view.href ? (
            <a
              href={view.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className={cn('inline-flex min-w-0 items-center gap-1 rounded text-cyan-300 hover:underline', focusRing)}
            >
              <span className="truncate">{view.label}</span>
              <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">{t('social.newTab')}</span>
            </a>
          ) : (
            <span className="truncate text-zinc-200">{view.label}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
