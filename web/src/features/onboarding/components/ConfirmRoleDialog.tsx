import type { SelectableRole } from '@esn/contract';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { ONBOARDING_STEPS } from '../roles';

interface ConfirmRoleDialogProps {
  role: SelectableRole | null;
  pending: boolean;
  onConfirm: (role: SelectableRole) => void;
  onCancel: () => void;
}

/** The role cannot be changed later (spec §4), so the choice is confirmed explicitly. */
export function ConfirmRoleDialog({ role, pending, onConfirm, onCancel }: ConfirmRoleDialogProps) {
  const { t } = useTranslation('onboarding');
  const roleName = role ? t(`roles.${role}.title`) : '';
  return (
    <Dialog open={role !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent title={t('confirm.title', { role: roleName })} description={t('confirm.permanent')}>
        <p className="flex items-start gap-2 rounded-lg border border-amber-800/60 bg-amber-950/40 p-3 text-sm text-amber-100">
          <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('confirm.warning')}
        </p>
        {role ? (
          <p className="mt-3 text-sm text-zinc-400">
            {ONBOARDING_STEPS[role] > 1
              ? t('confirm.moreSteps', { total: ONBOARDING_STEPS[role] })
              : t('confirm.onlyStep')}
          </p>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {t('confirm.cancel')}
            </Button>
          </DialogClose>
          <Button loading={pending} onClick={() => role && onConfirm(role)}>
            {t('confirm.accept', { role: roleName })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
