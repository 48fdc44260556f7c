import type { TournamentDetail } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { Card } from '../../../shared/ui/Card';
import { toast } from '../../../shared/ui/toast';
import { useDocumentTitle } from '../../settings';
import { isNotFound, useTournament, useUpdateTournament } from '../api';
import { PageLoadError, PageLoading, PageNotFound } from '../components/PageStates';
import { TournamentForm } from '../components/TournamentForm';
import { tournamentPath } from '../lib/links';
import { isEnded } from '../lib/permissions';

/** `/tournaments/:id/edit`. */
export function EditTournamentRoute() {
  const { id = '' } = useParams();
  return <EditTournamentPage key={id} id={id} />;
}

function EditTournamentPage({ id }: { id: string }) {
  const { t } = useTranslation('tournaments');
  const query = useTournament(id);
  useDocumentTitle(t('editPage.title'));
  if (query.isPending) return <PageLoading text={t('page.loading')} />;
  if (isNotFound(query.error)) {
    return (
      <PageNotFound
        title={t('page.notFoundTitle')}
        body={t('page.notFoundBody')}
        back={t('page.back')}
        backTo="/tournaments"
      />
    );
  }
  if (!query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  if (!query.data.viewer.canManage || isEnded(query.data.tournament.status)) {
    return (
      <PageNotFound
        title={t('editPage.notAllowedTitle')}
        body={t('editPage.notAllowedBody')}
        back={t('editPage.backToTournament')}
        backTo={tournamentPath(id)}
      />
    );
  }
  return <EditForm detail={query.data} />;
}

function EditForm({ detail }: { detail: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { tournament } = detail;
  const update = useUpdateTournament(tournament.id);
  const navigate = useNavigate();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
          {t('editPage.title')}
        </h1>
        <p className="mt-1 text-sm text-zinc-400">
          <Link to={tournamentPath(tournament.id)} className="text-violet-300 hover:underline">
            {tournament.name}
          </Link>
        </p>
      </div>
      <Card>
        <TournamentForm
          variant="edit"
          tournament={tournament}
          labelledBy="page-title"
          submitLabel={t('editPage.submit')}
          pending={update.isPending}
          serverError={update.error}
          onSubmit={(body) => {
            if (Object.keys(body).length === 0) {
              toast({ variant: 'info', description: t('editPage.nothingChanged') });
              return;
            }
            update.mutate(body, {
              onSuccess: () => {
                toast({ variant: 'success', description: t('editPage.saved') });
                void navigate(tournamentPath(tournament.id));
              },
              onError: () => toast({ variant: 'error', description: t('editPage.saveError') }),
            });
          }}
        />
      </Card>
    </section>
  );
}
