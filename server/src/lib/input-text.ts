import { AppError } from './errors';

/** The one character PostgreSQL cannot keep in a text value: a query carrying it fails, whatever the column. */
const NUL = '\u0000';

/**
 * Where in `value` a string (or an object key) holds a NUL byte, as a dotted path (`games.0.roles.1`), or undefined.
 * Walks at most 32 levels: a body nested deeper than any schema of ours is refused by validation anyway.
 */
function nulPath(value: unknown, at = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? at : undefined;
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], at ? `${at}.${i}` : String(i), depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, v] of Object.entries(value)) {
    const here = at ? `${at}.${key}` : key;
    if (key.includes(NUL)) return here;
    const found = nulPath(v, here, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** A NUL byte in the input: 400 `invalid_characters`, with the field it was found in as the path. */
class InvalidCharactersError extends AppError {
  constructor(field: string) {
    super(400, 'invalid_characters', {}, [{ path: field }]);
  }
}

/** Throws InvalidCharactersError when any of `fields` holds a NUL byte; `prefix` names where they came from. */
export function assertNoNul(fields: unknown, prefix = ''): void {
  const path = nulPath(fields);
  if (path !== undefined) throw new InvalidCharactersError(prefix && path ? `${prefix}.${path}` : prefix || path);
}

/**
 * The text of a multipart file part and of the fields sent before it (field values, file names), keyed by field
 * name, for `assertNoNul`: a stream is read by the route itself, after the request hooks have run.
 */
export function multipartText(part: {
  fieldname: string;
  filename?: string;
  fields?: Record<string, unknown>;
}): Record<string, unknown> {
  const text: Record<string, unknown> = {};
  for (const [name, entry] of Object.entries(part.fields ?? {})) {
    const values = [entry].flat().map((e) => {
      const p = e as { type?: string; value?: unknown; filename?: unknown };
      return p.type === 'file' ? p.filename : p.value;
    });
    text[name] = values.length === 1 ? values[0] : values;
  }
  text[part.fieldname] = part.filename;
  return text;
}
