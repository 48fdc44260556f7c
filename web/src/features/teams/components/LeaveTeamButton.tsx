import type { Team } from '@esn/contract';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { toast } from '../../../shared/ui/toast';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useRemoveMember } from '../api';

/** Leaving is removing oneself, after a confirmation; afterwards the team page shows the team as an outsider. */
export function LeaveTeamButton({ team, userId }: { team: Pick<Team, 'id' | 'slug' | 'name'>; userId: string }) {
  const { t } = useTranslation('teams');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const leave = useRemoveMember(team.id);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {t('leave.button')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('leave.title', { team: team.name })}
        description={t('leave.body')}
        confirmLabel={t('leave.confirm')}
        cancelLabel={t('cancel')}
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(userId, {
            onSuccess: () => {
              setOpen(false);
              toast({ variant: 'success', description: t('leave.done') });
              void navigate(`/team/${encodeURIComponent(team.slug)}`);
            },
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
          })
        }
      />
    </>
  );
}
