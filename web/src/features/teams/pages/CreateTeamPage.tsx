import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreatePageShell } from '../../../shared/ui/CreatePageShell';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { useCreateTeam } from '../api';
import { TeamForm } from '../components/TeamForm';

/** Who may found a team (the server enforces the same rule). */
export const canCreateTeams = (userType: string | null | undefined): boolean =>
  userType === 'team_owner' || userType === 'admin';

/** `/teams/create`: the full team form; on success the new team's page. */
export function CreateTeamPage() {
  const { t } = useTranslation(['teams', 'pages']);
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateTeam();
  useDocumentTitle(t('pages:titles.teamsCreate'));

  return (
    <CreatePageShell
      allowed={canCreateTeams(user?.userType)}
      title={t('pages:titles.teamsCreate')}
      subtitle={t('teams:createPage.subtitle')}
      notAllowed={{
        icon: Users,
        title: t('teams:createPage.notAllowedTitle'),
        body: t('teams:createPage.notAllowedBody'),
        backTo: '/teams',
        backLabel: t('teams:createPage.browse'),
      }}
    >
      <TeamForm
        variant="create"
        labelledBy="page-title"
        submitLabel={t('teams:createPage.submit')}
        pending={create.isPending}
        serverError={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ team }) => {
              // Spec §8: "team created".
              toast({ variant: 'success', description: t('teams:createPage.created') });
              void navigate(`/team/${encodeURIComponent(team.slug)}`);
            },
            // Spec §8: "Error creating team"; the form shows the server's reason above the fields.
            onError: () => toast({ variant: 'error', description: t('teams:createPage.createError') }),
          })
        }
      />
    </CreatePageShell>
  );
}
