import { MATCH_RESULT_APPROVAL_MINUTES, UpdateSiteSettingsBody, type SiteSettings } from '@esn/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, problemTexts, serverFieldProblems, type Problem } from '../../../shared/lib/errorMessage';
import { fieldIssuesFromZod } from '../../../shared/lib/zodIssues';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useUpdateSiteSettings } from '../api';
import { ApprovalWindowField, approvalMinutes, approvalWindowOf } from './ApprovalWindowField';

export function SiteSettingsForm({ initial }: { initial: SiteSettings }) {
  const { t } = useTranslation('admin');
  const update = useUpdateSiteSettings();
  const [siteName, setSiteName] = useState(initial.siteName);
  const [comingSoonActive, setComingSoonActive] = useState(initial.comingSoonActive);
  const [approvalWindow, setApprovalWindow] = useState(() =>
    approvalWindowOf(initial.matchResultApprovalMinutes ?? MATCH_RESULT_APPROVAL_MINUTES.default),
  );
  // Kept as problems and worded here at render, so that they follow a language switch.
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  const errors = problemTexts(problems, t);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const matchResultApprovalMinutes = approvalMinutes(approvalWindow);
    const parsed = UpdateSiteSettingsBody.safeParse({ siteName, comingSoonActive, matchResultApprovalMinutes });
    if (!parsed.success || matchResultApprovalMinutes === null) {
      // The window's bounds are worded here (1 minute to 7 days); zod's generic "too long" would not fit minutes.
      const fieldErrors: Record<string, Problem> = parsed.success ? {} : fieldIssuesFromZod(parsed.error);
      if (matchResultApprovalMinutes === null)
        fieldErrors.matchResultApprovalMinutes = { key: 'admin:site.approval.invalid' };
      setProblems(fieldErrors);
      return;
    }
    setProblems({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ variant: 'success', description: t('site.saved') }),
      onError: (error) => {
        setProblems(serverFieldProblems(error));
        toast({ variant: 'error', description: errorMessage(error, t) });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <TextField
        label={t('site.name')}
        value={siteName}
        onChange={(e) => setSiteName(e.target.value)}
        error={errors.siteName}
        maxLength={60}
        required
      />
      <SwitchField
        label={t('site.comingSoon')}
        description={t('site.comingSoonHint')}
        checked={comingSoonActive}
        onCheckedChange={setComingSoonActive}
      />
      <ApprovalWindowField
        value={approvalWindow}
        onChange={setApprovalWindow}
        error={errors.matchResultApprovalMinutes}
      />
      <Button type="submit" loading={update.isPending}>
        {t('site.save')}
      </Button>
    </form>
  );
}
