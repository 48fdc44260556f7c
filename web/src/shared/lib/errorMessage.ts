import type { TFunction } from 'i18next';
import { ApiError } from '../api/http';

/**
 * What a person sees for a failed call. One rule: an error the server answered carries its own message,
 * already in the reader's language (every request sends Accept-Language), and that message is shown as is;
 * the `errors` namespace only has texts for failures born in the browser (no connection, an answer that is
 * not the server's JSON, client-side validation). The code (`errorCode`) only decides what to do with the
 * message (which field it sits under, what to reload), never its words.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    return error.body?.message || t('errors:httpStatus', { status: error.status });
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
