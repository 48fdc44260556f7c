import type { TFunction } from 'i18next';
import { errorCode, errorMessage, serverFieldErrors } from '../../../shared/lib/errorMessage';

/**
 * Where a refusal of an account form is shown: the server's message under the field it is about (a wrong current
 * password, an address already taken, a field the server found invalid), else above the form.
 */
export function placeError(
  error: unknown,
  t: TFunction,
  fieldOfCode: Record<string, string>,
): { fields: Record<string, string>; message: string | null } {
  const fields = serverFieldErrors(error);
  const code = errorCode(error);
  const field = code ? fieldOfCode[code] : undefined;
  if (field) fields[field] = errorMessage(error, t);
  return Object.keys(fields).length > 0 ? { fields, message: null } : { fields, message: errorMessage(error, t) };
}
