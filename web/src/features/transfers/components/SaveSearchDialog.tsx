import { SAVED_SEARCH_LIMITS, type CreateSavedSearchBody } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { FormAlert, TextField } from '../../../shared/ui/Field';
import { toast } from '../../../shared/ui/toast';
import { useCreateSavedSearch, type MarketFilters } from '../api';
import { serverMessageOr } from '../lib/messages';

/** The players tab's filters as a saved search keeps them: the sort and the empty ones left out. */
function savedSearchFilters(filters: MarketFilters): CreateSavedSearchBody['filters'] {
  const { sort: _sort, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
}

interface SearchNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initialName?: string;
  pending: boolean;
  /** Resolves when saved; rejects with the server's refusal, shown in the dialog. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** A search's name, asked for when saving or renaming it: required, at most 60 characters. */
export function SearchNameDialog(props: SearchNameDialogProps) {
  const { open, onOpenChange, title, description } = props;
  return (
    <Dialog open={open} onOpenChange={(next) => !props.pending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        {/* Mounted with the dialog: each opening starts from the given name. */}
        {open && <NameForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function NameForm({ title, submitLabel, initialName = '', pending, onSubmit }: SearchNameDialogProps) {
  const { t } = useTranslation('transfers');
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('savedSearches.nameRequired'));
    if (trimmed.length > SAVED_SEARCH_LIMITS.name)
      return setError(t('savedSearches.nameTooLong', { max: SAVED_SEARCH_LIMITS.name }));
    setError(undefined);
    setFailure(undefined);
    onSubmit(trimmed).catch((err: unknown) => setFailure(serverMessageOr(err, t('savedSearches.failed'))));
  };
  return (
    <form aria-label={title} noValidate onSubmit={submit} className="mt-4 space-y-4">
      {failure && <FormAlert>{failure}</FormAlert>}
      <TextField
        label={t('savedSearches.name')}
        placeholder={t('savedSearches.namePlaceholder')}
        value={name}
        autoFocus
        maxLength={SAVED_SEARCH_LIMITS.name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            {t('savedSearches.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** "Save this search" on the players tab: the filters on screen, under a name; alerts follow (see the server). */
export function SaveSearchButton({ filters }: { filters: MarketFilters }) {
  const { t } = useTranslation('transfers');
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('savedSearches.save')}
      </Button>
      <SearchNameDialog
        open={open}
        onOpenChange={setOpen}
        title={t('savedSearches.saveTitle')}
        description={t('savedSearches.saveBody')}
        submitLabel={t('savedSearches.saveConfirm')}
        pending={create.isPending}
        onSubmit={(name) =>
          create.mutateAsync({ name, filters: savedSearchFilters(filters) }).then(() => {
            setOpen(false);
            toast({ variant: 'success', description: t('savedSearches.saved', { name }) });
          })
        }
      />
    </>
  );
}
