import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../lib/zodIssues';

/** What a text input takes from a form: its value, its change handler and its message. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * The state of a form of text fields checked against a contract schema: the values, one message per field,
 * `bind(name)` to spread on a `TextField`, and `validate` before anything is sent, so the client checks
 * exactly the rules the server enforces.
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const bind = (name: keyof V & string): FieldBinding => ({
    value: values[name] ?? '',
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name],
  });

  /** The parsed body, or null after filing the translated issues under their fields. */
  const validate = <S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  return { values, setErrors, bind, validate };
}
