import type { ProfileResponse } from '@esn/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { ApiError } from '../../../shared/api/http';
import { toast } from '../../../shared/ui/toast';
import { focusFirstInvalid } from '../../../shared/lib/focusFirstInvalid';
import { useUpdateProfile } from '../api';
import { completenessOf } from './completeness';
import {
  changedFields,
  completenessInputOfValues,
  serverIssuesByField,
  validateProfileChanges,
  valuesFromProfile,
  type ProfileFormValues,
} from './profileForm';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * The profile editor's state: the values against the last saved ones (what changed, the live completeness),
 * field and form errors, image uploads in flight, and the save that sends only the changed fields.
 */
export function useProfileEditForm(data: ProfileResponse) {
  const { t } = useTranslation(['profile', 'pages', 'errors']);
  const update = useUpdateProfile();
  const [baseline, setBaseline] = useState(() => valuesFromProfile(data));
  const [values, setValues] = useState<ProfileFormValues>(baseline);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ avatar: false, cover: false });

  const changes = useMemo(() => changedFields(baseline, values), [baseline, values]);
  const dirty = Object.keys(changes).length > 0;
  const meter = useMemo(() => completenessOf(completenessInputOfValues(values)), [values]);
  const uploading = uploads.avatar || uploads.cover;
  useUnsavedChangesGuard(dirty, t('profile:edit.unsaved'));

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (uploading) return;
    setFormError(null);
    if (!dirty) {
      toast({ variant: 'info', description: t('errors:validation.nothing_to_update') });
      return;
    }
    const checked = validateProfileChanges(changes, t);
    if (!checked.ok) {
      setErrors(checked.errors);
      setFormError(t('profile:edit.fixErrors'));
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    setErrors({});
    update.mutate(checked.body, {
      onSuccess: (response) => {
        const next = valuesFromProfile(response);
        setBaseline(next);
        setValues(next);
        toast({ variant: 'success', description: t('profile:edit.saved') });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues) setErrors(serverIssuesByField(error.body.issues));
        const message = errorMessage(error, t);
        setFormError(message);
        toast({ variant: 'error', title: t('profile:edit.saveFailed'), description: message });
      },
    });
  };

  const reset = () => {
    setValues(baseline);
    setErrors({});
    setFormError(null);
  };

  const setUploadBusy = (kind: 'avatar' | 'cover', busy: boolean) => setUploads((u) => ({ ...u, [kind]: busy }));

  return {
    values,
    set,
    errors,
    formError,
    dirty,
    meter,
    uploading,
    saving: update.isPending,
    setUploadBusy,
    submit,
    reset,
  };
}
