import type { LeagueDetail, LeagueFixtures, UpdateLeagueBody } from '@esn/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { SelectField } from '../../../shared/ui/Field';
import { SearchInput } from '../../../shared/ui/SearchInput';
import { Spinner } from '../../../shared/ui/Spinner';
import { useDebouncedValue } from '../../../shared/hooks/useDebouncedValue';
import { TeamLogo } from '../../teams/components';
import { BestOfOptions, MatchRow, ConfirmButton } from '../../tournaments/components';
import { useToasts } from '../../../shared/ui/toast/useToasts';
import { LeagueEarlyResults } from './LeagueEarlyResults';
import { LeagueMatchCheckIn } from './LeagueMatchCheckIn';
import { useAddLeagueTeam, useGenerateFixtures, useRemoveLeagueTeam, useTeamSearch, useUpdateLeague } from '../api';
import { InvitedBadge } from './InvitedBadge';

const WAITING = new Set(['ready', 'in_progress', 'awaiting_approval', 'disputed']);

/**
 * The organizer's (or an admin's) tab: teams in and out while the league is upcoming (any team of the game,
 * found by name, is invited and joins once its owner or a manager accepts; invitations can be withdrawn), the match
 * length until the fixtures, fixtures generated once, and the matches waiting for an official result.
 */
export function LeagueManageTab({
  detail,
  weeks,
  onOpenMatch,
}: {
  detail: LeagueDetail;
  weeks: LeagueFixtures['weeks'];
  onOpenMatch: (matchId: string) => void;
}) {
  const { t } = useTranslation('leagues');
  const { league, teams } = detail;
  const upcoming = league.status === 'upcoming';
  const waiting = useMemo(() => weeks.flatMap((w) => w.matches).filter((m) => WAITING.has(m.status)), [weeks]);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Card className="space-y-4 p-5">
          <h2 className="text-lg font-semibold text-white">{t('manage.teams')}</h2>
          {upcoming ? <AddTeam detail={detail} /> : <p className="text-sm text-zinc-400">{t('manage.teamsLocked')}</p>}
          <TeamRows detail={detail} removable={upcoming} />
        </Card>
        {!upcoming && (
          <Card className="space-y-3 p-5">
            <h2 className="text-lg font-semibold text-white">{t('manage.results')}</h2>
            <p className="text-sm text-zinc-400">{t('manage.resultsHelp')}</p>
            {waiting.length === 0 ? (
              <p className="text-sm text-zinc-400">{t('manage.noPending')}</p>
            ) : (
              <ol aria-label={t('manage.results')} className="space-y-1.5">
                {waiting.map((match) => (
                  <MatchRow key={match.id} match={match} onOpen={onOpenMatch} />
                ))}
              </ol>
            )}
          </Card>
        )}
      </div>
      <div className="space-y-6">
        <Card className="space-y-3 p-5">
          <h2 className="text-lg font-semibold text-white">{t('manage.fixtures')}</h2>
          <GenerateFixtures detail={detail} teamCount={teams.filter((entry) => entry.status === 'accepted').length} />
        </Card>
        <Card className="space-y-3 p-5">
          <h2 className="text-lg font-semibold text-white">{t('manage.bestOf')}</h2>
          {upcoming ? (
            <MatchLength key={league.bestOf} leagueId={league.id} bestOf={league.bestOf} />
          ) : (
            <p className="text-sm text-zinc-400">{t('manage.bestOfLocked', { bestOf: league.bestOf })}</p>
          )}
        </Card>
        <LeagueEarlyResults league={league} />
        <LeagueMatchCheckIn league={league} />
      </div>
    </div>
  );
}

/** The match length every fixture takes when drawn; the organizer changes it until then. */
function MatchLength({ leagueId, bestOf }: { leagueId: string; bestOf: number }) {
  const { t } = useTranslation('leagues');
  const [value, setValue] = useState(String(bestOf));
  const update = useUpdateLeague(leagueId);
  const { onError, success } = useToasts();
  const save = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(value) as UpdateLeagueBody['bestOf'];
    update.mutate({ bestOf: next }, { onSuccess: () => success(t('manage.bestOfSaved', { bestOf: next })), onError });
  };
  return (
    <form onSubmit={save} className="space-y-3">
      <p className="text-sm text-zinc-400">{t('manage.bestOfHelp')}</p>
      <SelectField label={t('manage.bestOf')} value={value} onChange={(e) => setValue(e.target.value)}>
        <BestOfOptions />
      </SelectField>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        loading={update.isPending}
        disabled={value === String(bestOf)}
      >
        {t('manage.bestOfSave')}
      </Button>
    </form>
  );
}

function TeamRows({ detail, removable }: { detail: LeagueDetail; removable: boolean }) {
  const { t } = useTranslation('leagues');
  const remove = useRemoveLeagueTeam(detail.league.id);
  const { onError, success } = useToasts();
  if (detail.teams.length === 0) return <p className="text-sm text-zinc-400">{t('teams.empty')}</p>;
  return (
    <ul aria-label={t('manage.teamList')} className="space-y-1.5">
      {detail.teams.map(({ team, status }) => {
        const invited = status === 'invited';
        const key = invited ? 'withdraw' : 'remove';
        return (
          <li
            key={team.id}
            className="flex items-center gap-3 rounded-lg border border-zinc-800 bg-zinc-900/60 px-3 py-2 text-sm"
          >
            <TeamLogo team={team} className="h-7! w-7! rounded-md! text-[10px]!" />
            <span className="min-w-0 flex-1 truncate font-medium text-white">{team.name}</span>
            {invited && <InvitedBadge />}
            {removable && (
              <ConfirmButton
                variant="ghost"
                size="sm"
                aria-label={t(`manage.${key}Of`, { name: team.name })}
                title={t(`manage.${key}Title`)}
                description={t(`manage.${key}Body`, { name: team.name })}
                confirmLabel={t(`manage.${key}`)}
                pending={remove.isPending}
                onConfirm={(close) =>
                  remove.mutate(team.id, {
                    onSuccess: () => {
                      close();
                      success(t(invited ? 'manage.withdrawn' : 'manage.removed', { name: team.name }));
                    },
                    onError,
                  })
                }
              >
                {t(`manage.${key}`)}
              </ConfirmButton>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Finds teams of the league's game by name (the teams directory's own search) and adds one. */
function AddTeam({ detail }: { detail: LeagueDetail }) {
  const { t } = useTranslation('leagues');
  const { league, teams } = detail;
  const [q, setQ] = useState('');
  const settled = useDebouncedValue(q.trim());
  const add = useAddLeagueTeam(league.id);
  const { onError, success } = useToasts();
  const inLeague = new Set(teams.map((entry) => entry.team.id));
  const search = useTeamSearch(league.game, settled);
  const results = (search.data ?? []).filter((team) => !inLeague.has(team.id));
  return (
    <div className="space-y-2">
      <label htmlFor="league-team-search" className="block text-sm font-medium text-zinc-200">
        {t('manage.addTeam')}
      </label>
      <p id="league-team-search-help" className="text-xs text-zinc-400">
        {t('manage.addHelp')}
      </p>
      <SearchInput
        id="league-team-search"
        aria-describedby="league-team-search-help"
        value={q}
        onValue={setQ}
        placeholder={t('manage.searchPlaceholder')}
      />
      {settled.length >= 2 &&
        (search.isPending ? (
          <Spinner size="sm" />
        ) : results.length === 0 ? (
          <p className="text-sm text-zinc-400">{t('manage.noTeamFound')}</p>
        ) : (
          <ul aria-label={t('manage.searchResults')} className="space-y-1.5">
            {results.map((team) => (
              <li key={team.id} className="flex items-center gap-3 rounded-lg border border-zinc-800 px-3 py-2 text-sm">
                <TeamLogo team={team} className="h-7! w-7! rounded-md! text-[10px]!" />
                <span className="min-w-0 flex-1 truncate text-white">{team.name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('manage.addOf', { name: team.name })}
                  disabled={add.isPending}
                  onClick={() =>
                    add.mutate(team.id, {
                      onSuccess: (entry) =>
                        success(t(entry.status === 'invited' ? 'manage.invited' : 'manage.added', { name: team.name })),
                      onError,
                    })
                  }
                >
                  {t('manage.add')}
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}

function GenerateFixtures({ detail, teamCount }: { detail: LeagueDetail; teamCount: number }) {
  const { t } = useTranslation('leagues');
  const generate = useGenerateFixtures(detail.league.id);
  const { onError, success } = useToasts();
  if (detail.league.status !== 'upcoming') return <p className="text-sm text-zinc-300">{t('manage.fixturesDone')}</p>;
  const tooFew = teamCount < 2;
  return (
    <>
      {/* "0 takımın her biri…" said nothing: with too few teams, only the line below (at least 2) speaks. */}
      {!tooFew && (
        <p className="text-sm text-zinc-400">
          {t(`manage.fixturesHelp.${detail.league.rounds}`, { count: teamCount })}
        </p>
      )}
      <ConfirmButton
        variant="primary"
        confirmVariant="primary"
        disabled={tooFew}
        title={t('manage.generateTitle')}
        description={t('manage.generateBody', { count: teamCount })}
        confirmLabel={t('manage.generate')}
        pending={generate.isPending}
        onConfirm={(close) =>
          generate.mutate(undefined, {
            onSuccess: () => {
              close();
              success(t('manage.generated'));
            },
            onError,
          })
        }
      >
        {t('manage.generate')}
      </ConfirmButton>
      {tooFew && <p className="text-xs text-zinc-400">{t('manage.tooFew')}</p>}
      {detail.teams.some((entry) => entry.status === 'invited') && (
        <p className="text-xs text-zinc-400">{t('manage.invitationsLapse')}</p>
      )}
    </>
  );
}
