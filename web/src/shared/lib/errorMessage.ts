import type { ErrorBody } from '@esn/contract';
import i18next, { type TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError, currentLanguage, ERROR_CODES_NAMESPACE } from '../api/http';
import { zodIssueMessage } from './zodIssues';

/**
 * The text of a server error in the language shown now. The server answers with a code, the values its text names
 * and the text in the request's language; the web keeps the code, and once the reader has switched language it
 * translates at render from the `errorCodes` namespace (a generated copy of server/src/lib/messages.ts), so an
 * error on screen follows the switch. In the request's language, or before that namespace has arrived (it is
 * fetched with the first coded error), the server's own text stands.
 */
function serverText(
  t: TFunction,
  key: string | undefined,
  fallback: string,
  { params, language }: { params: ErrorBody['params']; language: string },
): string {
  // Still the language the server wrote it in: its own words, whatever detail they carry.
  if (!key || language === currentLanguage()) return fallback;
  // `replace` keeps a param called e.g. `count` from being read as an i18next option.
  return t(`${ERROR_CODES_NAMESPACE}:${key}`, { replace: params ?? {}, defaultValue: fallback });
}

/**
 * What a person sees for a failed call: a server error in the current language (above); the `errors` namespace
 * has the texts for failures born in the browser (no connection, an answer that is not the server's JSON). Call it
 * while rendering, with the error kept as it came, not its text: then the text follows the language.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const body = error.body;
    if (!body?.message) return t('errors:httpStatus', { status: error.status });
    return serverText(t, body.code && `codes.${body.code}`, body.message, {
      params: body.params,
      language: error.language,
    });
  }
  if (error instanceof TypeError) return t('errors:network');
  return t('errors:generic');
}

/**
 * Maps server field issues (`issues[].path` like "email" or "body.email") to form fields. With `t`, an issue whose
 * code has a text of its own (a field rule such as `nickname_chars`, or an error code) is shown in the current
 * language; other issues keep the server's text.
 */
export function serverFieldErrors(error: unknown, t?: TFunction): Record<string, string> {
  const result: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.body) return result;
  const { params } = error.body;
  const { language } = error;
  for (const issue of error.body.issues ?? []) {
    const field = issue.path.split(/[./]/).filter(Boolean).pop();
    if (!field || result[field]) continue;
    const key = issue.code && t ? issueKey(issue.code) : undefined;
    result[field] = t ? serverText(t, key, issue.message, { params, language }) : issue.message;
  }
  return result;
}

function issueKey(code: string): string | undefined {
  const exists = (key: string) => i18next.exists(`${ERROR_CODES_NAMESPACE}:${key}`);
  if (exists(`fields.${code}`)) return `fields.${code}`;
  return exists(`codes.${code}`) ? `codes.${code}` : undefined;
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.code : undefined;
}

/**
 * A message kept as what it is about, not as its words, so that it is worded at render, in the language shown then:
 * forms keep these in state (a string would stay in the language of the moment it arose).
 * - `error`: a failed call; with `field`, its issue for that field, else its message;
 * - `issue`: a rule of the contract the browser checked before sending;
 * - `key`: a text of ours, `namespace:key`, with the values it names.
 */
export type Problem =
  { error: unknown; field?: string } | { issue: z.core.$ZodIssue } | { key: string; values?: Record<string, unknown> };

export function problemText(problem: Problem, t: TFunction): string {
  if ('key' in problem) return t(problem.key, problem.values ?? {});
  if ('issue' in problem) return zodIssueMessage(problem.issue, t);
  const { error, field } = problem;
  return (field && serverFieldErrors(error, t)[field]) || errorMessage(error, t);
}

/** Each field's problem, worded now. */
export function problemTexts(problems: Record<string, Problem>, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemText(problem, t)]));
}

/** `serverFieldErrors` kept as problems: the fields the server named, worded at render. */
export function serverFieldProblems(error: unknown): Record<string, Problem> {
  return Object.fromEntries(Object.keys(serverFieldErrors(error)).map((field) => [field, { error, field }]));
}
