import { accountApi } from '@esn/contract/account/routes.gen';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../shared/api';

/**
 * Tells the server the language a signed-in person uses the site in, on arrival and on each switch: their mails,
 * browser notifications and calendar feed are written in it (`PUT /api/me/language`, a no-op when unchanged).
 * Best effort: a failure is only logged, the next visit says it again.
 */
export function useRememberLanguage(userId: string): void {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'tr';
  useEffect(() => {
    // A quick switch back and forth aborts the earlier request, so the last language is the one that stays.
    const abort = new AbortController();
    call(accountApi.setMyLanguage, { body: { language } }, { signal: abort.signal }).catch((error: unknown) => {
      if (!abort.signal.aborted) console.warn('could not save the language', error);
    });
    return () => abort.abort();
  }, [userId, language]);
}
