import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../../features/settings/api';
import type { PageId } from './routeTable';

/** `<meta name="description">` of index.html, created if a page was opened without it. */
function descriptionTag(): HTMLMetaElement {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Every route's title and description (the `meta` namespace), set on navigation and on a language switch, for
 * tabs, history, bookmarks and link previews. A layout effect, so that a page which names itself more precisely
 * (a profile with the person's name, through useDocumentTitle's ordinary effect) still has the last word.
 */
export function usePageMeta(page: PageId | null): void {
  const { t } = useTranslation('meta');
  const siteName = useSiteName();
  useLayoutEffect(() => {
    const title = page ? t(`pages.${page}.title`, { defaultValue: '' }) : '';
    const description = page ? t(`pages.${page}.description`, { defaultValue: '' }) : '';
    document.title = title ? `${title} · ${siteName}` : siteName;
    descriptionTag().content = description || t('default.description');
  }, [page, t, siteName]);
}
