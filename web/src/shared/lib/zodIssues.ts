import type { TFunction } from 'i18next';
import type { z } from 'zod';

/**
 * Turns the contract's zod issues into translated messages per field, so the client checks exactly the
 * rules the server enforces without keeping a second copy of them.
 */
export function fieldErrorsFromZod(error: z.ZodError, t: TFunction): Record<string, string> {
  const issues = Object.entries(fieldIssuesFromZod(error));
  return Object.fromEntries(issues.map(([field, { issue }]) => [field, zodIssueMessage(issue, t)]));
}

/** The contract's zod issues per field, kept as issues so that they are worded at render (see `Problem`). */
export function fieldIssuesFromZod(error: z.ZodError): Record<string, { issue: z.core.$ZodIssue }> {
  const result: Record<string, { issue: z.core.$ZodIssue }> = {};
  for (const issue of error.issues) {
    // Issues of a single-value schema (no path) are filed under "".
    const field = issue.path.length === 0 ? '' : issue.path[0];
    if (typeof field !== 'string' || result[field]) continue;
    result[field] = { issue };
  }
  return result;
}

export function zodIssueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  const customKey = `errors:validation.${issue.message}`;
  if (/^[a-z_]+$/.test(issue.message)) {
    const custom = t(customKey);
    if (custom !== customKey && custom !== `validation.${issue.message}`) return custom;
  }
  if (issue.code === 'too_small') {
    if (issue.origin === 'array') return t('errors:validation.pickAtLeast', { min: Number(issue.minimum) });
    return Number(issue.minimum) <= 1
      ? t('errors:validation.required')
      : t('errors:validation.tooShort', { min: Number(issue.minimum) });
  }
  if (issue.code === 'too_big') {
    if (issue.origin === 'array') return t('errors:validation.pickAtMost', { max: Number(issue.maximum) });
    return t('errors:validation.tooLong', { max: Number(issue.maximum) });
  }
  if (issue.code === 'invalid_format') {
    if (issue.format === 'email') return t('errors:validation.email');
    if (issue.format === 'url') return t('errors:validation.url');
    return t('errors:validation.format');
  }
  return t('errors:validation.invalid');
}
