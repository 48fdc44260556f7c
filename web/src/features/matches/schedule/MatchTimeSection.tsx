import type { Match, MatchSchedule, MatchTimeProposal } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { isNotFound } from '../../../shared/api';
import { LoadFailed } from '../components/LoadFailed';
import { Section } from '../components/Section';
import { useAcceptTime, useMatchSchedule } from './api';
import { OrganizerTimeForms } from './OrganizerTimeForms';
import { ProposeTimesForm } from './ProposeTimesForm';
import { formatZoned } from '../../../shared/lib/format';

/** A time in the reader's zone, zone named, in a `<time>` that keeps the UTC instant. */
function ZonedTime({ iso }: { iso: string }) {
  const { i18n } = useTranslation();
  return <time dateTime={iso}>{formatZoned(iso, i18n.language)}</time>;
}

function ProposalList({ match, schedule }: { match: Match; schedule: MatchSchedule }) {
  const { t, i18n } = useTranslation('matches');
  const accept = useAcceptTime(match.id);
  const side = schedule.proposedBy!;
  const name = match[side]?.participant?.name ?? t(`schedule.side.${side}`);
  const onAccept = (p: MatchTimeProposal) =>
    accept.mutate(
      { proposalId: p.id },
      {
        onSuccess: () => toast({ variant: 'success', description: t('schedule.accepted') }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  const mine = schedule.viewer.actsFor === side && !schedule.viewer.canAccept;
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-medium text-zinc-200">{t('schedule.proposedBy', { name })}</h3>
      <ul className="space-y-2" aria-label={t('schedule.proposalsLabel')}>
        {schedule.proposals.map((p) => (
          <li
            key={p.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-zinc-800 px-3 py-2"
          >
            <span className="text-sm text-zinc-100">
              <ZonedTime iso={p.time} />
            </span>
            {schedule.viewer.canAccept && (
              <Button
                size="sm"
                onClick={() => onAccept(p)}
                disabled={accept.isPending}
                loading={
                  accept.isPending &&
                  accept.variables !== undefined &&
                  'proposalId' in accept.variables &&
                  accept.variables.proposalId === p.id
                }
                aria-label={t('schedule.acceptOne', { time: formatZoned(p.time, i18n.language) })}
              >
                {t('schedule.accept')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {mine && <p className="text-sm text-zinc-400">{t('schedule.waiting')}</p>}
    </div>
  );
}

function ScheduleBody({ match, schedule }: { match: Match; schedule: MatchSchedule }) {
  const { t } = useTranslation('matches');
  const { viewer } = schedule;
  return (
    <div className="space-y-4">
      <p className="text-sm text-zinc-300" data-testid="match-time">
        {schedule.scheduledAt ? (
          <>
            {t('schedule.current')}{' '}
            <strong className="text-white">
              <ZonedTime iso={schedule.scheduledAt} />
            </strong>
          </>
        ) : (
          t('schedule.none')
        )}
      </p>
      {schedule.playBy && (
        <p className="text-sm text-zinc-400">
          {t('schedule.playBy', { round: schedule.round })} <ZonedTime iso={schedule.playBy} />
        </p>
      )}
      {schedule.proposals.length > 0 ? (
        <ProposalList match={match} schedule={schedule} />
      ) : (
        // With a time set, "none proposed yet" would read as if there were no time: the form offers another instead.
        viewer.actsFor && !schedule.scheduledAt && <p className="text-sm text-zinc-400">{t('schedule.noProposals')}</p>
      )}
      {viewer.canPropose && (
        <ProposeTimesForm
          matchId={match.id}
          counter={viewer.canAccept}
          reschedule={Boolean(schedule.scheduledAt)}
          playBy={schedule.playBy}
        />
      )}
      {viewer.canSetTime && <OrganizerTimeForms match={match} schedule={schedule} />}
    </div>
  );
}

/**
 * "Maç saati / Match time" on the match page (issue 27): the agreed time or the open proposals, with accept buttons
 * for the other side, a form to propose up to three times, the organizer's forms (the time, the round's play-by
 * deadline). Times show in the reader's zone, zone named. A match the server does not know shows nothing here.
 */
export function MatchTimeSection({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const query = useMatchSchedule(match.id);
  if (query.isError && isNotFound(query.error)) return null;
  return (
    <Section id="match-time" title={t('schedule.title')}>
      {query.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
          <Spinner size="sm" /> {t('schedule.loading')}
        </p>
      ) : query.isError ? (
        <LoadFailed message={t('schedule.error')} onRetry={() => void query.refetch()} />
      ) : (
        <ScheduleBody match={match} schedule={query.data} />
      )}
    </Section>
  );
}
