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
    call(accountApi.setMyLanguage, { body: { language } }).catch((error: unknown) =>
      console.warn('could not save the language', error),
    );
  }, [userId, language]);
}
