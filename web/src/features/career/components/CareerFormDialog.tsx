import { CareerEntryBody, GAMES, TeamMemberRole, type CareerEntry, type UserType } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage, problemTexts, serverFieldProblems, type Problem } from '../../../shared/lib/errorMessage';
import { fieldIssuesFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useAuth } from '../../auth';
import { useCareerChange } from '../api';

interface CareerFormValues {
  teamName: string;
  role: CareerEntry['role'];
  game: CareerEntry['game'];
  from: string;
  to: string;
  current: boolean;
  description: string;
}

/** A new entry's role: what the person is on the site (a coach's career is mostly coaching). */
const ROLE_OF_TYPE: Partial<Record<UserType, CareerEntry['role']>> = { coach: 'coach', team_owner: 'owner' };

function valuesOf(entry: CareerEntry | null, userType: UserType | null | undefined): CareerFormValues {
  return {
    teamName: entry?.teamName ?? '',
    role: entry?.role ?? (userType && ROLE_OF_TYPE[userType]) ?? 'player',
    game: entry?.game ?? GAMES[0],
    from: entry?.from ?? '',
    to: entry?.to ?? '',
    current: entry ? entry.to === null : false,
    description: entry?.description ?? '',
  };
}

/** The request body for the form, as the contract wants it ("present" is `to: null`). */
function bodyOf(values: CareerFormValues, teamSlug: string | null): unknown {
  return {
    teamName: values.teamName,
    teamSlug,
    role: values.role,
    game: values.game,
    from: values.from.trim(),
    to: values.current ? null : values.to.trim() || null,
    description: values.description.trim() || null,
  };
}

/** The contract's issues with this feature's texts for its own rules (month format, end before start). */
function careerFieldProblems(error: z.ZodError): Record<string, Problem> {
  const problems: Record<string, Problem> = fieldIssuesFromZod(error);
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (issue.message === 'to_before_from' || issue.message === 'year_month') {
      problems[field] = { key: `career:validation.${issue.message}` };
    }
  }
  return problems;
}

interface CareerFormDialogProps {
  userId: string;
  /** null to add a new entry. */
  entry: CareerEntry | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add or edit one career entry, checked with the contract's `CareerEntryBody` before it is sent. */
export function CareerFormDialog({ userId, entry, open, onOpenChange }: CareerFormDialogProps) {
  const { t } = useTranslation(['career', 'common']);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={entry ? t('career:form.editTitle') : t('career:form.addTitle')}
        description={t('career:form.description')}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        {/* Keyed so that reopening starts from the entry, not from a half-typed earlier attempt. */}
        {open && (
          <CareerForm key={entry?.id ?? 'new'} userId={userId} entry={entry} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CareerForm({ userId, entry, onDone }: { userId: string; entry: CareerEntry | null; onDone: () => void }) {
  const { t } = useTranslation(['career', 'common']);
  const change = useCareerChange(userId);
  const { user } = useAuth();
  const [values, setValues] = useState(() => valuesOf(entry, user?.userType));
  // Problems and the refusal are kept, not their words, and worded here at render: they follow a language switch.
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const errors = problemTexts(problems, t);
  const set = <K extends keyof CareerFormValues>(key: K, value: CareerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CareerEntryBody.safeParse(bodyOf(values, entry?.teamSlug ?? null));
    if (!parsed.success) {
      setProblems(careerFieldProblems(parsed.error));
      return;
    }
    setProblems({});
    setFailure(null);
    const request = entry
      ? ({ kind: 'update', id: entry.id, body: parsed.data } as const)
      : ({ kind: 'create', body: parsed.data } as const);
    change.mutate(request, {
      onSuccess: () => {
        toast({ variant: 'success', description: t(entry ? 'career:toasts.updated' : 'career:toasts.added') });
        onDone();
      },
      onError: (error) => {
        setProblems(serverFieldProblems(error));
        setFailure(error);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormAlert>{failure ? errorMessage(failure, t) : null}</FormAlert>
      <TextField
        label={t('career:fields.team')}
        value={values.teamName}
        onChange={(e) => set('teamName', e.target.value)}
        error={errors.teamName}
        maxLength={80}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('career:fields.role')}
          value={values.role}
          onChange={(e) => set('role', e.target.value as CareerFormValues['role'])}
          error={errors.role}
        >
          {TeamMemberRole.options.map((role) => (
            <option key={role} value={role}>
              {t(`career:roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('career:fields.game')}
          value={values.game}
          onChange={(e) => set('game', e.target.value as CareerFormValues['game'])}
          error={errors.game}
        >
          {GAMES.map((game) => (
            <option key={game} value={game}>
              {t(`common:games.${game}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('career:fields.from')}
          type="month"
          placeholder={t('career:fields.monthPlaceholder')}
          value={values.from}
          onChange={(e) => set('from', e.target.value)}
          error={errors.from}
          required
        />
        <TextField
          label={t('career:fields.to')}
          type="month"
          placeholder={t('career:fields.monthPlaceholder')}
          value={values.current ? '' : values.to}
          onChange={(e) => set('to', e.target.value)}
          error={errors.to}
          disabled={values.current}
          hint={values.current ? t('career:fields.toPresentHint') : undefined}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-zinc-200">
        <input
          type="checkbox"
          className="h-4 w-4 accent-violet-500"
          checked={values.current}
          onChange={(e) => set('current', e.target.checked)}
        />
        {t('career:fields.current')}
      </label>
      <TextAreaField
        label={t('career:fields.description')}
        value={values.description}
        onChange={(e) => set('description', e.target.value)}
        error={errors.description}
        maxLength={1000}
        rows={3}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('career:form.cancel')}</Button>
        </DialogClose>
        <Button type="submit" loading={change.isPending}>
          {entry ? t('career:form.save') : t('career:form.add')}
        </Button>
      </div>
    </form>
  );
}
