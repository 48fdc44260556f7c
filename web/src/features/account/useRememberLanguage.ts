import { accountApi } from '@esn/contract/account/routes.gen';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { languageChosenHere } from '../../app/i18nModules';
import { call } from '../../shared/api';

/**
 * Tells the server the language a signed-in person uses the site in, on arrival and on each switch: their mails,
 * browser notifications and calendar feed are written in it (`PUT /api/me/language`, a no-op when unchanged).
 * A browser that had no language of its own (a new device, showing the default) asks first
 * (`GET /api/me/language`) and opens in the person's language instead of overwriting it with the default.
 * Best effort: a failure is only logged, the next visit says it again.
 */
export function useRememberLanguage(userId: string): void {
  const { i18n } = useTranslation();
  const language = (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'tr';
  // The language the page opened in while the person's own is not known yet; null once it is (asked, or chosen here).
  const undecided = useRef<string | null>(language);
  useEffect(() => {
    // A quick switch back and forth aborts the earlier request, so the last language is the one that stays.
    const abort = new AbortController();
    const options = { signal: abort.signal };
    const failed = (error: unknown) => {
      if (!abort.signal.aborted) console.warn('could not save the language', error);
    };
    const say = () => call(accountApi.setMyLanguage, { body: { language } }, options).catch(failed);
    // Once asked, or after a switch on this page, the page's language is the person's choice.
    if (undecided.current !== language || languageChosenHere()) {
      undecided.current = null;
      void say();
    } else
      call(accountApi.getMyLanguage, {}, options)
        .then(({ language: theirs }) => {
          undecided.current = null;
          // Switching to theirs runs this effect again, which says it back (a no-op on the server).
          if (theirs && theirs !== language) void i18n.changeLanguage(theirs);
          else if (!theirs) void say();
        })
        .catch(failed);
    return () => abort.abort();
  }, [userId, language, i18n]);
}
