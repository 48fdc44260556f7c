import {
  CHECK_IN_GRACE,
  CreateTournamentBody,
  tournamentDateIssues,
  UpdateTournamentBody,
  type Game,
  type ParticipantKind,
  type Tournament,
  type TournamentFormat,
} from '@esn/contract';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { fieldErrorsFromZod } from '../../../shared/lib/zodIssues';

export type TournamentFormVariant = 'create' | 'edit';

/** What the inputs hold: text as typed (dates as `datetime-local` values), turned into a body on submit. */
export interface TournamentFormValues {
  name: string;
  game: Game | '';
  description: string;
  rules: string;
  format: TournamentFormat;
  participantKind: ParticipantKind;
  maxParticipants: string;
  prizePool: string;
  entryFee: string;
  registrationDeadline: string;
  startsAt: string;
  checkIn: boolean;
  checkInOpensAt: string;
  checkInClosesAt: string;
  banner: string;
  country: string;
  region: string;
  groupCount: string;
  swissRounds: string;
  /** Match length: "1", "3", "5" or "7" (best of). */
  bestOf: string;
  /** The final's length; empty: the same as the other matches. */
  finalBestOf: string;
  /** The sides may report results before a match's scheduled time. */
  allowEarlyResults: boolean;
  /** Issue 27: each match asks its sides to check in; the grace after its time (minutes); forfeit a no-show. */
  matchCheckIn: boolean;
  matchCheckInGrace: string;
  forfeitNoShow: boolean;
  /** Create only: open registration at once, or keep it a draft only the organizer sees. */
  openNow: boolean;
}

/** What a group of the tournament form's fields needs from the form: values, a setter, each field's error. */
export interface TournamentFieldProps {
  values: TournamentFormValues;
  set: <K extends keyof TournamentFormValues>(key: K, value: TournamentFormValues[K]) => void;
  fieldError: (name: string) => string | undefined;
}

/** The grace choices after a match's time, in minutes (the default 10 among them). */
export const GRACE_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

export function emptyTournamentForm(): TournamentFormValues {
  return {
    name: '',
    game: '',
    description: '',
    rules: '',
    format: 'single_elimination',
    participantKind: 'team',
    maxParticipants: '16',
    prizePool: '',
    entryFee: '',
    registrationDeadline: '',
    startsAt: '',
    checkIn: false,
    checkInOpensAt: '',
    checkInClosesAt: '',
    banner: '',
    country: 'TR',
    region: '',
    groupCount: '',
    swissRounds: '',
    bestOf: '1',
    finalBestOf: '',
    allowEarlyResults: false,
    matchCheckIn: false,
    matchCheckInGrace: String(CHECK_IN_GRACE.default),
    forfeitNoShow: false,
    openNow: true,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a `datetime-local` value in the browser's time zone ("2026-05-01T18:00"). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/**
 * A `datetime-local` value (local time) as an ISO instant; text that is no date stays as typed so that the
 * contract reports it, and an empty field is left out.
 */
export function fromLocalInput(value: string): string | undefined {
  const text = value.trim();
  if (!text) return undefined;
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? text : d.toISOString();
}

export function tournamentFormFrom(t: Tournament): TournamentFormValues {
  return {
    name: t.name,
    game: t.game,
    description: t.description ?? '',
    rules: t.rules ?? '',
    format: t.format,
    participantKind: t.participantKind,
    maxParticipants: String(t.maxParticipants),
    prizePool: t.prizePool ?? '',
    entryFee: t.entryFee ?? '',
    registrationDeadline: toLocalInput(t.registrationDeadline),
    startsAt: toLocalInput(t.startsAt),
    checkIn: Boolean(t.checkInOpensAt || t.checkInClosesAt),
    checkInOpensAt: toLocalInput(t.checkInOpensAt),
    checkInClosesAt: toLocalInput(t.checkInClosesAt),
    banner: t.bannerUrl ?? '',
    country: t.country ?? '',
    region: t.region ?? '',
    groupCount: t.groupCount === null ? '' : String(t.groupCount),
    swissRounds: t.swissRounds === null ? '' : String(t.swissRounds),
    bestOf: String(t.bestOf),
    finalBestOf: String(t.finalBestOf),
    allowEarlyResults: t.allowEarlyResults,
    matchCheckIn: t.matchCheckInEnabled,
    matchCheckInGrace: String(t.matchCheckInGraceMinutes),
    forfeitNoShow: t.forfeitNoShow,
    openNow: t.status !== 'draft',
  };
}

const trimmed = (value: string): string | undefined => (value.trim() ? value.trim() : undefined);
/** A whole number, or the text as typed so that the contract reports it; empty is left out. */
const int = (value: string): number | string | undefined => {
  const text = value.trim();
  if (!text) return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};

/** The fields both bodies share, each `undefined` when left empty. */
function commonFields(v: TournamentFormValues) {
  return {
    name: v.name,
    game: v.game || undefined,
    description: trimmed(v.description),
    rules: trimmed(v.rules),
    format: v.format,
    participantKind: v.participantKind,
    maxParticipants: int(v.maxParticipants),
    prizePool: trimmed(v.prizePool),
    entryFee: trimmed(v.entryFee),
    registrationDeadline: fromLocalInput(v.registrationDeadline),
    startsAt: fromLocalInput(v.startsAt),
    checkInOpensAt: v.checkIn ? fromLocalInput(v.checkInOpensAt) : undefined,
    checkInClosesAt: v.checkIn ? fromLocalInput(v.checkInClosesAt) : undefined,
    bannerUrl: trimmed(v.banner),
    country: trimmed(v.country),
    region: trimmed(v.region),
    groupCount: v.format === 'round_robin' ? int(v.groupCount) : undefined,
    swissRounds: v.format === 'swiss' ? int(v.swissRounds) : undefined,
    // Bo1 is the default: a new tournament sends a length only when it is a series (the edit sends both below).
    bestOf: v.bestOf === '1' ? undefined : int(v.bestOf),
    finalBestOf:
      v.format === 'single_elimination' || v.format === 'double_elimination' ? int(v.finalBestOf) : undefined,
    // Off is the default: a new tournament sends it only when the organizer allows early results.
    allowEarlyResults: v.allowEarlyResults || undefined,
    // Off by default; a new tournament sends the check-in only when it asks for one.
    matchCheckInEnabled: v.matchCheckIn || undefined,
    matchCheckInGraceMinutes: v.matchCheckIn ? int(v.matchCheckInGrace) : undefined,
    forfeitNoShow: (v.matchCheckIn && v.forfeitNoShow) || undefined,
  };
}

/** The body of `POST /api/tournaments`: only filled fields are sent. */
function createBodyInput(v: TournamentFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { status: v.openNow ? 'registration_open' : 'draft' };
  for (const [key, value] of Object.entries(commonFields(v))) if (value !== undefined) body[key] = value;
  return body;
}

/** Every field of `PATCH /api/tournaments/{id}`, cleared optional ones as null. */
function updateBodyInput(v: TournamentFormValues): Record<string, unknown> {
  const c = commonFields(v);
  return {
    ...c,
    game: c.game ?? '',
    maxParticipants: c.maxParticipants ?? '',
    registrationDeadline: c.registrationDeadline ?? '',
    startsAt: c.startsAt ?? '',
    description: c.description ?? null,
    rules: c.rules ?? null,
    prizePool: c.prizePool ?? null,
    entryFee: c.entryFee ?? null,
    checkInOpensAt: c.checkInOpensAt ?? null,
    checkInClosesAt: c.checkInClosesAt ?? null,
    bannerUrl: c.bannerUrl ?? null,
    country: c.country ?? null,
    region: c.region ?? null,
    groupCount: c.groupCount ?? null,
    swissRounds: c.swissRounds ?? null,
    bestOf: int(v.bestOf),
    finalBestOf: int(v.finalBestOf),
    allowEarlyResults: v.allowEarlyResults,
    matchCheckInEnabled: v.matchCheckIn,
    matchCheckInGraceMinutes: int(v.matchCheckInGrace),
    forfeitNoShow: v.forfeitNoShow,
  };
}

/** Only what differs from the tournament as loaded, so a save never overwrites what someone else just changed. */
export function changedFields(body: UpdateTournamentBody, tournament: Tournament): UpdateTournamentBody {
  const current = updateBodyInput(tournamentFormFrom(tournament));
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const before = current[key];
    const same =
      typeof value === 'string' && typeof before === 'string' && /^\d{4}-/.test(value)
        ? Date.parse(value) === Date.parse(before)
        : JSON.stringify(value) === JSON.stringify(before);
    if (!same) changed[key] = value;
  }
  return changed as UpdateTournamentBody;
}

/** The form's field that a body key is shown under. */
const FIELD_OF: Record<string, string> = { bannerUrl: 'banner' };
/** Contract refinements whose message is a code with a text of its own in `tournaments:validation`. */
const CODES = new Set(['deadline_after_start', 'check_in_both', 'check_in_order', 'check_in_after_start', 'image_ref']);

function tournamentFieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const generic = fieldErrorsFromZod(error, t);
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(generic)) result[FIELD_OF[key] ?? key] = message;
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    const field = FIELD_OF[key] ?? key;
    if (CODES.has(issue.message)) result[field] = t(`tournaments:validation.${issue.message}`);
    else if (key === 'maxParticipants' && (issue.code === 'too_small' || issue.code === 'too_big'))
      result[field] = t('tournaments:validation.maxParticipants', { min: 2, max: 256 });
  }
  return result;
}

export type TournamentFormResult =
  | { ok: true; create: CreateTournamentBody; update?: never }
  | { ok: true; update: UpdateTournamentBody; create?: never }
  | { ok: false; errors: Record<string, string> };

const REQUIRED_FIELDS = ['name', 'game', 'maxParticipants', 'registrationDeadline', 'startsAt'] as const;

/**
 * Every problem at once: the contract's own schema, plus its date rules run on their own (a schema refinement
 * only runs once every field is valid, and the reader should not fix the form in two rounds), and an empty
 * required field called "required" whatever the schema's wording.
 */
function problems(values: TournamentFormValues, zodError: z.ZodError | null, t: TFunction): Record<string, string> {
  const errors = zodError ? tournamentFieldErrors(zodError, t) : {};
  const c = commonFields(values);
  for (const issue of tournamentDateIssues(c)) errors[issue.path] ??= t(`tournaments:validation.${issue.message}`);
  if (values.checkIn && !values.checkInOpensAt.trim()) errors.checkInOpensAt = t('errors:validation.required');
  if (values.checkIn && !values.checkInClosesAt.trim()) errors.checkInClosesAt = t('errors:validation.required');
  for (const key of REQUIRED_FIELDS) if (!values[key].trim()) errors[key] = t('errors:validation.required');
  return errors;
}

/** Checks the values with the contract's own schema (dates included); the server applies the same one. */
export function parseTournamentForm(
  values: TournamentFormValues,
  variant: TournamentFormVariant,
  t: TFunction,
  now = Date.now(),
): TournamentFormResult {
  if (variant === 'edit') {
    const parsed = UpdateTournamentBody.safeParse(updateBodyInput(values));
    const errors = problems(values, parsed.success ? null : parsed.error, t);
    if (parsed.success && Object.keys(errors).length === 0) return { ok: true, update: parsed.data };
    return { ok: false, errors };
  }
  const parsed = CreateTournamentBody.safeParse(createBodyInput(values));
  const errors = problems(values, parsed.success ? null : parsed.error, t);
  // Said here, under its field, before the server refuses it (an edit may keep a deadline that has passed).
  const deadline = Date.parse(values.registrationDeadline);
  if (deadline <= now) errors.registrationDeadline ??= t('tournaments:validation.deadline_past');
  if (parsed.success && Object.keys(errors).length === 0)
    return { ok: true, create: parsed.data as CreateTournamentBody };
  return { ok: false, errors };
}
