import type { ErrorCode } from '@esn/contract';

/** A failure the client can act on; the error handler turns it into `{ message, code }` in the reader's language. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
  ) {
    super(code);
  }
}

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>) =>
  new AppError(400, code, params);
export const unauthorized = (code: ErrorCode = 'unauthorized') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'forbidden') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'not_found') => new AppError(404, code);
export const conflict = (code: ErrorCode) => new AppError(409, code);
