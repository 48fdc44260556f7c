import type { ErrorCode } from '@esn/contract';

/** A failure the client can act on; the error handler turns it into `{ message, code }` in the reader's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /**
     * The body fields the refusal is about: the answer names them in `issues`, so a form shows each under its field,
     * with the text of `key` (a field message of messages.ts) or else of the error's code.
     */
    readonly fields: { path: string; key?: string }[] = [],
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(400, code, params);
/** A 400 about one field of the body (`issues: [{ path: field, code, message }]`). */
export const fieldError = (code: ErrorCode, field: string) => new AppError(400, code, {}, [{ path: field }]);
/** A 400 `validation` found past the schema (e.g. on the merged record of an edit): each issue's text by its key. */
export const invalidFields = (issues: { path: string; message: string }[]) =>
  new AppError(
    400,
    'validation',
    {},
    issues.map((i) => ({ path: i.path, key: i.message })),
  );
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);
