import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../shared/ui/toast';
import { TeamForm } from '../../teams/components';
import { useCreateFirstTeam } from '../api';

/** Step 2 of a team owner: the teams feature's form with the first-team fields (name, games, country, logo). */
export function CreateTeamForm() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const createTeam = useCreateFirstTeam();
  return (
    <TeamForm
      variant="first"
      labelledBy="team-title"
      submitLabel={t('team.submit')}
      pending={createTeam.isPending}
      serverError={createTeam.error}
      onSubmit={(body) =>
        createTeam.mutate(body, {
          onSuccess: () => {
            toast({ variant: 'success', description: t('team.created') });
            void navigate('/dashboard', { replace: true });
          },
          // Spec §8: "Error creating team", translated; the form shows the server's own message too.
          onError: () => toast({ variant: 'error', description: t('team.createError') }),
        })
      }
    />
  );
}
