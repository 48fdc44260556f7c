import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth/api';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
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

  if (!canCreateTeams(user?.userType)) {
    return (
      <section aria-labelledby="page-title" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
        <Users className="h-12 w-12 text-zinc-600" aria-hidden="true" />
        <h1 id="page-title" className="mt-4 text-2xl font-bold text-white">
          {t('teams:createPage.notAllowedTitle')}
        </h1>
        <p className="mt-2 text-zinc-400">{t('teams:createPage.notAllowedBody')}</p>
        <Link to="/teams" className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('teams:createPage.browse')}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('pages:titles.teamsCreate')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">{t('teams:createPage.subtitle')}</p>
      </div>
      <Card>
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
      </Card>
    </section>
  );
}
