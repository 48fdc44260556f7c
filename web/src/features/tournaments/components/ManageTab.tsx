import type { Tournament, TournamentStatus, TournamentViewer } from '@esn/contract';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { focusRing } from '../../../shared/ui/focus';
import { matchPath } from '../../matches/lib/links';
import { useNow } from '../../posts/useNow';
import {
  useDeleteTournament,
  useGenerateBracket,
  useParticipants,
  useSetTournamentStatus,
  useTournamentMatches,
} from '../api';
import { byRoundAndNumber, matchSummary } from '../lib/bracket';
import { eligibleCount, manageControls, type ManageControls } from '../lib/permissions';
import { useToasts } from '../lib/useToasts';
import { MatchRow } from './bracket/MatchRow';
import { ConfirmButton } from './ConfirmButton';
import { useMatchParam } from './MatchDialog';
import { SeedingEditor, seedingKey } from './SeedingEditor';
import { TournamentStatusBadge } from './TournamentStatusBadge';

function Panel({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card className="space-y-4 p-5">
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * The organizer's (and admins') tab: status moves, registrations with seeding, removal and check-in, bracket
 * generation, the matches waiting for a result, and deleting. Only controls that can work now are enabled.
 */
export function ManageTab({ tournament, viewer }: { tournament: Tournament; viewer: TournamentViewer }) {
  const { t } = useTranslation('tournaments');
  const now = useNow();
  const controls = manageControls(tournament, viewer, now);
  const participants = useParticipants(tournament.id);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-2">
        <Panel id="manage-registrations" title={t('manage.registrations')}>
          <CheckInSummary tournament={tournament} />
          {participants.isPending ? (
            <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
              <Spinner size="sm" />
              {t('participants.loading')}
            </p>
          ) : participants.isError ? (
            <p role="alert" className="text-sm text-zinc-400">
              {t('participants.error')}
            </p>
          ) : (
            <SeedingEditor
              key={seedingKey(participants.data)}
              tournament={tournament}
              participants={participants.data}
              controls={controls}
            />
          )}
        </Panel>
        {tournament.bracketGeneratedAt && <Disputes tournament={tournament} />}
        {tournament.bracketGeneratedAt && <PendingResults tournament={tournament} />}
      </div>
      <div className="space-y-6">
        <Panel id="manage-status" title={t('manage.status')}>
          <StatusControls tournament={tournament} controls={controls} />
        </Panel>
        <Panel id="manage-bracket" title={t('manage.bracket')}>
          <GenerateBracket tournament={tournament} controls={controls} />
        </Panel>
        <DeleteTournament tournament={tournament} />
      </div>
    </div>
  );
}

function CheckInSummary({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const formatDate = useFormatDate();
  if (!tournament.checkInOpensAt || !tournament.checkInClosesAt) {
    return <p className="text-sm text-zinc-400">{t('manage.noCheckIn')}</p>;
  }
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <p className="text-sm text-zinc-300">
      {t('manage.checkInWindow', { opens: when(tournament.checkInOpensAt), closes: when(tournament.checkInClosesAt) })}{' '}
      <strong className="text-white">
        {t('overview.checkedIn', { count: tournament.checkedInCount, total: tournament.participantsCount })}
      </strong>
    </p>
  );
}

const DANGEROUS: readonly TournamentStatus[] = ['cancelled'];

function StatusControls({ tournament, controls }: { tournament: Tournament; controls: ManageControls }) {
  const { t } = useTranslation('tournaments');
  const setStatus = useSetTournamentStatus(tournament.id);
  const { onError, success } = useToasts();
  const change = (status: TournamentStatus, close?: () => void) =>
    setStatus.mutate(status, {
      onSuccess: () => {
        close?.();
        success(t(`manage.statusChanged.${status}`));
      },
      onError,
    });
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-zinc-300">
        {t('manage.current')} <TournamentStatusBadge status={tournament.status} />
      </p>
      {controls.transitions.length === 0 && <p className="text-sm text-zinc-400">{t('manage.noTransitions')}</p>}
      <div className="flex flex-col gap-2">
        {controls.transitions.map((to) => {
          const blocked = to === 'in_progress' && controls.startNeedsBracket;
          if (DANGEROUS.includes(to) || to === 'completed') {
            return (
              <ConfirmButton
                key={to}
                variant={to === 'cancelled' ? 'danger' : 'secondary'}
                confirmVariant={to === 'cancelled' ? 'danger' : 'primary'}
                title={t(`manage.confirm.${to}.title`)}
                description={t(`manage.confirm.${to}.body`, { name: tournament.name })}
                confirmLabel={t(`manage.to.${to}`)}
                pending={setStatus.isPending}
                onConfirm={(close) => change(to, close)}
              >
                {t(`manage.to.${to}`)}
              </ConfirmButton>
            );
          }
          return (
            <div key={to} className="space-y-1">
              <Button
                className="w-full"
                variant={to === 'in_progress' ? 'primary' : 'secondary'}
                disabled={blocked || setStatus.isPending}
                onClick={() => change(to)}
              >
                {t(`manage.to.${to}`)}
              </Button>
              {blocked && <p className="text-xs text-zinc-400">{t('manage.startNeedsBracket')}</p>}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function GenerateBracket({ tournament, controls }: { tournament: Tournament; controls: ManageControls }) {
  const { t } = useTranslation('tournaments');
  const generate = useGenerateBracket(tournament.id);
  const { onError, success } = useToasts();
  const navigate = useNavigate();
  const count = eligibleCount(tournament);
  if (controls.generateBlocked === 'bracketExists')
    return <p className="text-sm text-zinc-300">{t('manage.generated')}</p>;
  return (
    <div className="space-y-2">
      <p className="text-sm text-zinc-400">
        {tournament.checkInOpensAt ? t('manage.generateHelpCheckIn', { count }) : t('manage.generateHelp', { count })}
      </p>
      <ConfirmButton
        variant="primary"
        confirmVariant="primary"
        disabled={!controls.generate}
        title={t('manage.generateTitle')}
        description={t('manage.generateBody', { count })}
        confirmLabel={t('manage.generate')}
        pending={generate.isPending}
        onConfirm={(close) =>
          generate.mutate(undefined, {
            onSuccess: () => {
              close();
              // Spec §8: "bracket generated".
              success(t('manage.generatedToast'));
              void navigate(`?tab=bracket`, { replace: true });
            },
            // Spec §8: bracket generation failed; the server says why (too few, already generated…).
            onError,
          })
        }
      >
        {t('manage.generate')}
      </ConfirmButton>
      {controls.generateBlocked && (
        <p className="text-xs text-zinc-400">{t(`manage.blocked.${controls.generateBlocked}`)}</p>
      )}
    </div>
  );
}

/** Results a side rejected: the organizer settles each on the match page, where both sides' evidence is. */
function Disputes({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const query = useTournamentMatches(tournament.id);
  const disputed = useMemo(
    () => (query.data ?? []).filter((m) => m.status === 'disputed').sort(byRoundAndNumber),
    [query.data],
  );
  return (
    <Panel id="manage-disputes" title={t('manage.disputes')}>
      {query.isPending ? (
        <Spinner size="sm" />
      ) : disputed.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('manage.noDisputes')}</p>
      ) : (
        <>
          <p className="text-sm text-zinc-400">{t('manage.disputesHelp')}</p>
          <ul aria-label={t('manage.disputes')} className="space-y-1.5">
            {disputed.map((match) => (
              <li key={match.id}>
                <Link
                  to={matchPath(match.id)}
                  aria-label={t('manage.settle', { summary: matchSummary(t, match) })}
                  className={`flex flex-wrap items-center justify-between gap-2 rounded-lg border border-rose-900/70 bg-rose-950/10 px-3 py-2 text-sm hover:border-zinc-600 ${focusRing}`}
                >
                  <span className="min-w-0 truncate text-zinc-100">{matchSummary(t, match)}</span>
                  <span className="shrink-0 font-medium text-rose-200">{t('manage.settleAction')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

const WAITING = new Set(['ready', 'in_progress', 'awaiting_approval', 'disputed']);

/** Matches with both sides known and no final result: where the official result is set. */
function PendingResults({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const query = useTournamentMatches(tournament.id);
  const [, openMatch] = useMatchParam();
  const waiting = useMemo(
    () => (query.data ?? []).filter((m) => WAITING.has(m.status)).sort(byRoundAndNumber),
    [query.data],
  );
  return (
    <Panel id="manage-results" title={t('manage.results')}>
      <p className="text-sm text-zinc-400">{t('manage.resultsHelp')}</p>
      {query.isPending ? (
        <Spinner size="sm" />
      ) : waiting.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('manage.noPending')}</p>
      ) : (
        <ol aria-label={t('manage.results')} className="space-y-1.5">
          {waiting.map((match) => (
            <MatchRow key={match.id} match={match} onOpen={openMatch} />
          ))}
        </ol>
      )}
    </Panel>
  );
}

function DeleteTournament({ tournament }: { tournament: Tournament }) {
  const { t } = useTranslation('tournaments');
  const remove = useDeleteTournament(tournament.id);
  const navigate = useNavigate();
  const { onError, success } = useToasts();
  return (
    <section className="space-y-2 rounded-2xl border border-rose-900/70 bg-rose-950/10 p-5">
      <h2 className="text-lg font-semibold text-rose-200">{t('manage.deleteTitle')}</h2>
      <p className="text-sm text-zinc-400">{t('manage.deleteHelp')}</p>
      <ConfirmButton
        variant="danger"
        title={t('manage.deleteConfirmTitle')}
        description={t('manage.deleteConfirmBody', { name: tournament.name })}
        confirmLabel={t('manage.delete')}
        pending={remove.isPending}
        onConfirm={(close) =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              success(t('manage.deleted'));
              void navigate('/tournaments');
            },
            onError,
          })
        }
      >
        {t('manage.delete')}
      </ConfirmButton>
    </section>
  );
}
