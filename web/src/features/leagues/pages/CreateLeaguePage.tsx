import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreatePageShell } from '../../../shared/ui/CreatePageShell';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { leaguePath, canHostTournaments } from '../../tournaments';
import { useCreateLeague } from '../api';
import { LeagueForm } from '../components/LeagueForm';

/** `/leagues/create`: the season's details; teams and fixtures follow on the league's page. */
export function CreateLeaguePage() {
  const { t } = useTranslation('leagues');
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateLeague();
  useDocumentTitle(t('createPage.title'));
  return (
    <CreatePageShell
      allowed={canHostTournaments(user)}
      title={t('createPage.title')}
      subtitle={t('createPage.subtitle')}
      notAllowed={{
        icon: Trophy,
        title: t('createPage.notAllowedTitle'),
        body: t('createPage.notAllowedBody'),
        backTo: '/leagues',
        backLabel: t('page.back'),
      }}
    >
      <LeagueForm
        labelledBy="page-title"
        pending={create.isPending}
        serverError={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ league }) => {
              toast({ variant: 'success', description: t('createPage.created') });
              void navigate(leaguePath(league.id, 'manage'));
            },
            onError: () => toast({ variant: 'error', description: t('createPage.createError') }),
          })
        }
      />
    </CreatePageShell>
  );
}
