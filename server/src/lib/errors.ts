import type { ErrorCode } from '@esn/contract';

/** A failure the client can act on; the error handler turns it into `{ message, code }` in the reader's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** The body field the refusal is about: the answer names it in `issues`, so a form shows it under that field. */
    readonly field?: string,
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(400, code, params);
/** A 400 about one field of the body (`issues: [{ path: field, code, message }]`). */
export const fieldError = (code: ErrorCode, field: string) => new AppError(400, code, {}, field);
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);
