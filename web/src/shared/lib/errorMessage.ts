import type { TFunction } from 'i18next';
import { ApiError } from './http';

/**
 * What a person sees for a failed call: the server's own (already translated) message when it sent one,
 * otherwise a translation of its error code, otherwise a generic line; never the raw "status: body" text.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    const code = error.body?.code;
    if (code) {
      const key = `errors:codes.${code}`;
      const translated = t(key);
      if (translated !== key && translated !== `codes.${code}`) return translated;
    }
    return t('errors:httpStatus', { status: error.status });
  }
  if (error instanceof TypeError) return t('errors:network');
  return t('errors:generic');
}

/** Maps server field issues (`issues[].path` like "email" or "body.email") to form fields. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.body) return result;
  for (const issue of error.body.issues ?? []) {
    const field = issue.path.split(/[./]/).filter(Boolean).pop();
    if (field && !result[field]) result[field] = issue.message;
  }
  return result;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}
