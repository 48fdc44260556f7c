import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreatePageShell } from '../../../shared/ui/CreatePageShell';
import { toast } from '../../../shared/ui/toast';
import { useAuth } from '../../auth';
import { useDocumentTitle } from '../../settings';
import { useCreateTournament } from '../api';
import { TournamentForm } from '../components/TournamentForm';
import { tournamentPath } from '../lib/links';
import { canHostTournaments } from '../lib/permissions';

/** `/tournaments/create`: the full form; on success the new tournament's page. */
export function CreateTournamentPage() {
  const { t } = useTranslation('tournaments');
  const { user } = useAuth();
  const navigate = useNavigate();
  const create = useCreateTournament();
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
        backTo: '/tournaments',
        backLabel: t('page.back'),
      }}
    >
      <TournamentForm
        variant="create"
        labelledBy="page-title"
        submitLabel={t('createPage.submit')}
        pending={create.isPending}
        serverError={create.error}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: ({ tournament }) => {
              // Spec §8: "tournament created".
              toast({ variant: 'success', description: t('createPage.created') });
              void navigate(tournamentPath(tournament.id));
            },
            // Spec §8: tournament creation failed; the form shows the server's reason above the fields.
            onError: () => toast({ variant: 'error', description: t('createPage.createError') }),
          })
        }
      />
    </CreatePageShell>
  );
}
