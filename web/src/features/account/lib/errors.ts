import { errorCode, serverFieldProblems, type Problem } from '../../../shared/lib/errorMessage';

/**
 * Where a refusal of an account form is shown: the server's message under the field it is about (a wrong current
 * password, an address already taken, a field the server found invalid), else above the form (`failure`, the error
 * itself). Both are kept as the error, worded at render, so they follow a language switch.
 */
export function placeError(
  error: unknown,
  fieldOfCode: Record<string, string>,
): { fields: Record<string, Problem>; failure: unknown } {
  const fields = serverFieldProblems(error);
  const code = errorCode(error);
  const field = code ? fieldOfCode[code] : undefined;
  if (field) fields[field] = { error };
  return Object.keys(fields).length > 0 ? { fields, failure: null } : { fields, failure: error };
}
