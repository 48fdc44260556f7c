import type { SelectableRole } from '@esn/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCode, errorMessage } from '../../../shared/lib/errorMessage';
import { displayName } from '../../../shared/ui/Avatar';
import { Card } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/toast';
import { currentUserKey, useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { useChooseRole } from '../api';
import { ConfirmRoleDialog } from '../components/ConfirmRoleDialog';
import { CreateTeamForm } from '../components/CreateTeamForm';
import { RolePicker } from '../components/RolePicker';
import { ONBOARDING_STEPS } from '../roles';

/** Step 1 picks the permanent role; a team owner then creates a first team (step 2). */
export function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const { user } = useAuth();
  useDocumentTitle(t('documentTitle'));
  const teamStep = user?.userType === 'team_owner';
  return (
    <section className="mx-auto max-w-5xl" aria-labelledby={teamStep ? 'team-title' : 'role-title'}>
      {/* Before the role is chosen the number of steps is unknown (a player has one, a team owner two), so the
          role step names no total; the confirmation dialog then says how many the chosen role has. */}
      <p className="text-sm font-medium text-violet-300">
        {teamStep ? t('step', { current: 2, total: ONBOARDING_STEPS.team_owner }) : t('firstStep')}
      </p>
      {teamStep ? <TeamStep /> : <RoleStep name={user ? displayName(user) : ''} />}
    </section>
  );
}

function RoleStep({ name }: { name: string }) {
  const { t } = useTranslation('onboarding');
  const queryClient = useQueryClient();
  const chooseRole = useChooseRole();
  const [pending, setPending] = useState<SelectableRole | null>(null);

  const confirm = (role: SelectableRole) =>
    chooseRole.mutate(
      { userType: role },
      {
        onSuccess: () => setPending(null),
        onError: (error) => {
          setPending(null);
          toast({ variant: 'error', description: errorMessage(error, t) });
          // Already chosen elsewhere (another tab): read the server's state again.
          if (errorCode(error) === 'role_already_chosen')
            void queryClient.invalidateQueries({ queryKey: currentUserKey });
        },
      },
    );

  return (
    <>
      <h1 id="role-title" className="mt-2 text-3xl font-bold tracking-tight text-white">
        {t('role.title', { name })}
      </h1>
      <p className="mt-2 max-w-2xl text-zinc-400">{t('role.subtitle')}</p>
      <p className="mt-1 max-w-2xl text-sm text-zinc-500">
        {t('role.nextStep', { role: t('roles.team_owner.title') })}
      </p>
      <div className="mt-8">
        <RolePicker onPick={setPending} />
      </div>
      <ConfirmRoleDialog
        role={pending}
        pending={chooseRole.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

function TeamStep() {
  const { t } = useTranslation('onboarding');
  return (
    <>
      <h1 id="team-title" className="mt-2 text-3xl font-bold tracking-tight text-white">
        {t('team.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-zinc-400">{t('team.subtitle')}</p>
      <Card className="mt-8 max-w-2xl">
        <CreateTeamForm />
      </Card>
    </>
  );
}
