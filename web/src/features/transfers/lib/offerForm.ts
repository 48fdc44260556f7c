import { CreateOfferBody, TRANSFER_LIMITS, type Game, type TransferRole } from '@esn/contract';
import type { TFunction } from 'i18next';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';

/** The offer form as typed (spec §3: position/role, salary offer, contract duration, message; the team and its game). */
export interface OfferFormValues {
  teamId: string;
  game: Game | '';
  position: string;
  /** Whole dollars a month; empty: not stated. */
  salary: string;
  /** Months; empty: not stated. */
  contractMonths: string;
  message: string;
}

export interface OfferTarget {
  /** The person the team offers a place to; absent: the reader offers himself to the team. */
  userId?: string;
  role: TransferRole;
}

export type OfferFormResult = { body: CreateOfferBody } | { errors: Partial<Record<keyof OfferFormValues, string>> };

/**
 * "1.500", "1,500", "1 500 $", "35,00" → whole dollars; anything that is not a whole number of dollars → NaN. A dot or
 * comma groups thousands only before exactly three digits: "35,50" (cents, as Turkish writes them) is refused, not
 * read as 3550.
 */
export function parseDollars(text: string): number {
  const cleaned = text.replace(/[\s$'’]/g, '').replace(/[.,]00?$/, '');
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(cleaned)) return Number.NaN;
  const digits = cleaned.replace(/[.,]/g, '');
  return digits.length <= 9 ? Number(digits) : Number.NaN;
}

/**
 * Checks the form with the contract's own schema (the rules the server enforces) after turning the typed
 * amounts into numbers; a message per field, in the reader's language.
 */
export function validateOfferForm(values: OfferFormValues, target: OfferTarget, t: TFunction): OfferFormResult {
  const errors: Partial<Record<keyof OfferFormValues, string>> = {};
  if (!values.teamId) errors.teamId = t('transfers:offerForm.errors.team');
  if (!values.game) errors.game = t('transfers:offerForm.errors.game');

  let salary: number | null = null;
  if (values.salary.trim()) {
    salary = parseDollars(values.salary);
    if (Number.isNaN(salary)) errors.salary = t('transfers:offerForm.errors.salary');
    else if (salary > TRANSFER_LIMITS.maxSalary)
      errors.salary = t('transfers:offerForm.errors.salaryMax', {
        max: TRANSFER_LIMITS.maxSalary.toLocaleString('en-US'),
      });
  }
  let contractMonths: number | null = null;
  if (values.contractMonths.trim()) {
    contractMonths = /^\d{1,3}$/.test(values.contractMonths.trim()) ? Number(values.contractMonths.trim()) : Number.NaN;
    if (!(contractMonths >= 1 && contractMonths <= TRANSFER_LIMITS.maxContractMonths))
      errors.contractMonths = t('transfers:offerForm.errors.contract', { max: TRANSFER_LIMITS.maxContractMonths });
  }

  const parsed = CreateOfferBody.safeParse({
    teamId: values.teamId,
    ...(target.userId ? { userId: target.userId } : {}),
    role: target.role,
    game: values.game || undefined,
    position: values.position,
    salary: errors.salary ? null : salary,
    contractMonths: errors.contractMonths ? null : contractMonths,
    ...(values.message.trim() ? { message: values.message } : {}),
  });
  if (!parsed.success) {
    const issues = fieldErrorsFromZod(parsed.error, t);
    for (const key of ['position', 'message'] as const) if (issues[key] && !errors[key]) errors[key] = issues[key];
    if (issues.teamId && !errors.teamId) errors.teamId = t('transfers:offerForm.errors.team');
    if (issues.game && !errors.game) errors.game = t('transfers:offerForm.errors.game');
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}
