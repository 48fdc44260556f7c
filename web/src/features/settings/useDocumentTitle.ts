import { useEffect } from 'react';
import { useSiteName } from './api';

/** "<page> · <site name>", so tabs and history entries are distinguishable. */
export function useDocumentTitle(title?: string): void {
  const siteName = useSiteName();
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
