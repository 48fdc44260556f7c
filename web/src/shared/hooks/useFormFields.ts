import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { problemText, type Problem } from '../lib/errorMessage';
import { fieldIssuesFromZod } from '../lib/zodIssues';

/** What a text input takes from a form: its value, its change handler and its message. */
export interface FieldBinding {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * The state of a form of text fields checked against a contract schema: the values, one message per field,
 * `bind(name)` to spread on a `TextField`, and `validate` before anything is sent, so the client checks
 * exactly the rules the server enforces. Problems are kept, not their words, and worded by `bind` at render, so
 * they follow a language switch.
 */
export function useFormFields<V extends Record<string, string>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, Problem>>({});

  const bind = (name: keyof V & string): FieldBinding => ({
    value: values[name] ?? '',
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
    error: errors[name] && problemText(errors[name], t),
  });

  /** The parsed body, or null after filing the issues under their fields. */
  const validate = <S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldIssuesFromZod(parsed.error));
      return null;
    }
    setErrors({});
    return parsed.data;
  };

  return { values, setErrors, bind, validate };
}
