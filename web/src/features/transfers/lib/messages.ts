import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';

/**
 * Spec §8: a failed transfer call shows the server's message (already in the reader's language), else the
 * feature's own fallback text.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.message ? error.body.message : fallback;
}

/** "Transfer response fails: the server message, or 'İşlem sırasında bir hata oluştu.'" */
export const responseError = (error: unknown, t: TFunction) => serverMessageOr(error, t('transfers:respond.failed'));
