import type { LeagueDetail } from '@esn/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Dialog, DialogClose, DialogContent } from '../../../shared/ui/Dialog';
import { Spinner } from '../../../shared/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/Tabs';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import { TeamLogo } from '../../teams/components/TeamLogo';
import { MatchDialogHost, useMatchParam } from '../../tournaments/components/MatchDialog';
import { PageLoadError, PageLoading, PageNotFound } from '../../tournaments/components/PageStates';
import { ConfirmButton } from '../../tournaments/components/ConfirmButton';
import { StandingsTable } from '../../tournaments/components/StandingsTable';
import { useToasts } from '../../tournaments/lib/useToasts';
import {
  isNotFound,
  useAddLeagueTeam,
  useAnswerLeagueInvitation,
  useLeague,
  useLeagueFixtures,
  useLeagueStandings,
} from '../api';
import { FixturesList } from '../components/FixturesList';
import { InvitedBadge } from '../components/InvitedBadge';
import { LeagueHeader } from '../components/LeagueHeader';
import { LeagueManageTab } from '../components/LeagueManageTab';

const TABS = ['standings', 'fixtures', 'results', 'teams', 'manage'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** `/leagues/:id`. */
export function LeagueRoute() {
  const { id = '' } = useParams();
  return <LeaguePage key={id} id={id} />;
}

function LeaguePage({ id }: { id: string }) {
  const { t } = useTranslation(['leagues', 'pages']);
  const query = useLeague(id);
  const notFound = isNotFound(query.error);
  useDocumentTitle(query.data?.league.name ?? (notFound ? t('leagues:page.notFoundTitle') : t('pages:titles.league')));
  if (query.isPending) return <PageLoading text={t('leagues:page.loading')} />;
  if (notFound) {
    return (
      <PageNotFound
        title={t('leagues:page.notFoundTitle')}
        body={t('leagues:page.notFoundBody')}
        back={t('leagues:page.back')}
        backTo="/leagues"
      />
    );
  }
  if (!query.data) return <PageLoadError onRetry={() => void query.refetch()} />;
  return <LeagueView detail={query.data} />;
}

function LeagueView({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { league, viewer } = detail;
  const [params, setParams] = useSearchParams();
  const [, openMatch] = useMatchParam();
  const hasFixtures = league.status !== 'upcoming';
  const fixtures = useLeagueFixtures(league.id, hasFixtures);
  const weeks = useMemo(() => fixtures.data ?? [], [fixtures.data]);
  const results = useMemo(
    () =>
      weeks
        .map((week) => ({ ...week, matches: week.matches.filter((m) => m.status === 'completed') }))
        .filter((week) => week.matches.length > 0)
        .reverse(),
    [weeks],
  );
  const tabs = TABS.filter((tab) => tab !== 'manage' || viewer.canManage);
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) && tabs.includes(requested) ? requested : 'standings';
  const setTab = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        next.delete('match');
        return next;
      },
      { replace: true },
    );
  const loadingFixtures = hasFixtures && fixtures.isPending;
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <LeagueHeader league={league}>
        {league.status === 'upcoming' && viewer.registrableTeams.length > 0 && <JoinLeague detail={detail} />}
      </LeagueHeader>
      {league.status === 'upcoming' && viewer.invitedTeams.length > 0 && <LeagueInvitations detail={detail} />}
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t('tabs.label')}>
          {tabs.map((value) => (
            <TabsTrigger key={value} value={value}>
              {t(`tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="standings">
          <Standings leagueId={league.id} name={league.name} />
        </TabsContent>
        <TabsContent value="fixtures">
          {loadingFixtures ? (
            <Spinner size="sm" />
          ) : (
            <FixturesList weeks={weeks} onOpenMatch={openMatch} empty={t('fixtures.none')} />
          )}
        </TabsContent>
        <TabsContent value="results">
          {loadingFixtures ? (
            <Spinner size="sm" />
          ) : (
            <FixturesList weeks={results} onOpenMatch={openMatch} empty={t('results.none')} />
          )}
        </TabsContent>
        <TabsContent value="teams">
          <TeamsList detail={detail} />
        </TabsContent>
        {viewer.canManage && (
          <TabsContent value="manage">
            <LeagueManageTab detail={detail} weeks={weeks} onOpenMatch={openMatch} />
          </TabsContent>
        )}
      </Tabs>
      <MatchDialogHost />
    </section>
  );
}

function Standings({ leagueId, name }: { leagueId: string; name: string }) {
  const { t } = useTranslation('leagues');
  const query = useLeagueStandings(leagueId);
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('standings.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('standings.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-2">
      <StandingsTable rows={query.data} caption={t('standings.caption', { name })} />
      <p className="text-xs text-zinc-400">{t('standings.legend')}</p>
    </div>
  );
}

/** The teams in the league; the organizer also sees the invitations not yet accepted. */
function TeamsList({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const entries = detail.teams.filter((entry) => entry.status === 'accepted' || detail.viewer.canManage);
  if (entries.length === 0) return <p className="py-6 text-sm text-zinc-400">{t('teams.empty')}</p>;
  return (
    <ul aria-label={t('teams.title')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map(({ team, status }) => (
        <li key={team.id} className="flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3">
          <TeamLogo team={team} className="h-9! w-9! rounded-lg! text-xs!" />
          <Link
            to={`/team/${encodeURIComponent(team.slug)}`}
            className="min-w-0 flex-1 truncate font-medium text-white hover:underline"
          >
            {team.name}
          </Link>
          {status === 'invited' && <InvitedBadge />}
        </li>
      ))}
    </ul>
  );
}

/** The reader leads teams the organizer invited: each is accepted, or declined after a confirmation. */
function LeagueInvitations({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { league, viewer } = detail;
  const answer = useAnswerLeagueInvitation(league.id);
  const { onError, success } = useToasts();
  const busy = (teamId: string) => answer.isPending && answer.variables?.teamId === teamId;
  return (
    <Card aria-labelledby="league-invitations-title" role="region" className="space-y-3 border-amber-400/40 p-5">
      <h2 id="league-invitations-title" className="text-lg font-semibold text-white">
        {t('invitation.title')}
      </h2>
      <ul aria-label={t('invitation.listLabel')} className="space-y-2">
        {viewer.invitedTeams.map((team) => (
          <li key={team.id} className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <TeamLogo team={team} className="h-9! w-9! rounded-lg! text-xs!" />
            <p className="min-w-0 flex-1 text-sm text-zinc-200">
              {t('invitation.body', { organizer: displayName(league.organizer), team: team.name })}
            </p>
            <div className="flex gap-2">
              <ConfirmButton
                variant="secondary"
                size="sm"
                aria-label={t('invitation.declineOf', { team: team.name })}
                title={t('invitation.declineTitle')}
                description={t('invitation.declineBody', { team: team.name, league: league.name })}
                confirmLabel={t('invitation.decline')}
                disabled={answer.isPending}
                pending={busy(team.id)}
                onConfirm={(close) =>
                  answer.mutate(
                    { teamId: team.id, accept: false },
                    {
                      onSuccess: () => {
                        close();
                        success(t('invitation.declined', { team: team.name }));
                      },
                      onError,
                    },
                  )
                }
              >
                {t('invitation.decline')}
              </ConfirmButton>
              <Button
                size="sm"
                aria-label={t('invitation.acceptOf', { team: team.name })}
                disabled={answer.isPending}
                loading={busy(team.id)}
                onClick={() =>
                  answer.mutate(
                    { teamId: team.id, accept: true },
                    { onSuccess: () => success(t('invitation.accepted', { team: team.name })), onError },
                  )
                }
              >
                {t('invitation.accept')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** A team owner or manager adds one of their teams of the game while the league is upcoming. */
function JoinLeague({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const [open, setOpen] = useState(false);
  const teams = detail.viewer.registrableTeams;
  const [picked, setPicked] = useState(teams[0]?.id ?? '');
  const add = useAddLeagueTeam(detail.league.id);
  const { onError, success } = useToasts();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('join.button')}</Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent title={t('join.title')} description={t('join.body', { league: detail.league.name })}>
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('join.legend')}</legend>
            {teams.map((team) => (
              <label
                key={team.id}
                className="flex cursor-pointer items-center gap-3 rounded-lg border border-zinc-700 px-3 py-2 text-sm text-zinc-100 has-[:checked]:border-violet-400"
              >
                <input
                  type="radio"
                  name="league-team"
                  checked={picked === team.id}
                  onChange={() => setPicked(team.id)}
                  className="accent-violet-500"
                />
                {team.name}
              </label>
            ))}
          </fieldset>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">{t('join.cancel')}</Button>
            </DialogClose>
            <Button
              disabled={!picked}
              loading={add.isPending}
              onClick={() => {
                const team = teams.find((x) => x.id === picked);
                if (!team) return;
                add.mutate(team.id, {
                  onSuccess: () => {
                    setOpen(false);
                    success(t('join.done', { name: team.name }));
                  },
                  onError,
                });
              }}
            >
              {t('join.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
