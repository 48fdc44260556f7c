import { act } from '@testing-library/react';
import i18next from 'i18next';
import { jsonResponse, type Handler } from './fetchStub';
import { localeResources } from './i18n';

type Texts = Record<string, Record<string, string>>;

/** The server's text for a code (or a field issue's code) in a language, with its params filled in. */
function serverText(lng: string, group: 'codes' | 'fields', code: string, params: Record<string, unknown> = {}) {
  const texts = localeResources()[lng]?.errorCodes as Texts | undefined;
  const text = texts?.[group]?.[code] ?? texts?.codes?.[code] ?? code;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/**
 * A coded error answer as the real server gives it: the message (and each field issue's) in the request's
 * Accept-Language, so a test can show it first in one language and then switch.
 */
export function codedAnswer(
  status: number,
  code: string,
  { params, issues }: { params?: Record<string, unknown>; issues?: { path: string; code: string }[] } = {},
): Handler {
  return (_url, init) => {
    const lng = new Headers(init.headers).get('Accept-Language') === 'en' ? 'en' : 'tr';
    return jsonResponse(status, {
      message: serverText(lng, 'codes', code, params),
      code,
      ...(params ? { params } : {}),
      ...(issues
        ? { issues: issues.map((issue) => ({ ...issue, message: serverText(lng, 'fields', issue.code, params) })) }
        : {}),
    });
  };
}

/** The reader picks another language; the screen re-renders in it. */
export async function switchLanguage(lng: 'tr' | 'en'): Promise<void> {
  await act(async () => {
    await i18next.changeLanguage(lng);
  });
}
