import type { Match, MatchCheckInState, MatchSideKey } from '@esn/contract';
import { CheckCircle2, Circle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatZoned } from '../../../shared/lib/format';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { toast } from '../../../shared/ui/toast';
import { useCheckInAction, useMatchCheckIn } from '../checkInApi';
import { formatRemaining } from '../lib/countdown';
import { LoadFailed } from './LoadFailed';
import { Section } from './Section';

const SIDES: MatchSideKey[] = ['a', 'b'];
const DAY_MS = 24 * 3_600_000;

/** The server's clock now, from the time it sent and how long ago that was (the countdown agrees with the server). */
function useServerNow(state: MatchCheckInState | undefined, receivedAt: number): number {
  const [tick, setTick] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setTick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return state ? Date.parse(state.now) + (tick - receivedAt) : tick;
}

/**
 * The match's check-in (issue 27), for everyone on its page: the window's countdown, who has checked in, the
 * check-in button for a side's people while it is open, and the win by forfeit the clock offers when only their side
 * came (accepting asks first). Nothing when the event asks for no check-in.
 */
export function CheckInSection({ match }: { match: Match }) {
  const { t } = useTranslation('matches');
  const query = useMatchCheckIn(match.id);
  const now = useServerNow(query.data, query.dataUpdatedAt);
  if (query.isPending)
    return (
      <Section id="match-check-in" title={t('checkIn.title')}>
        <p className="text-sm text-zinc-400">{t('checkIn.loading')}</p>
      </Section>
    );
  if (query.isError)
    return (
      <Section id="match-check-in" title={t('checkIn.title')}>
        <LoadFailed message={t('checkIn.error')} onRetry={() => void query.refetch()} />
      </Section>
    );
  const state = query.data;
  if (!state.enabled) return null;
  return <CheckInView match={match} state={state} now={now} />;
}

function CheckInView({ match, state, now }: { match: Match; state: MatchCheckInState; now: number }) {
  const { t, i18n } = useTranslation('matches');
  const action = useCheckInAction(match.id);
  const [confirming, setConfirming] = useState(false);
  const nameOf = (side: MatchSideKey) => match[side]?.participant?.name ?? t('checkIn.tbd');
  const at = (iso: string) => formatZoned(iso, i18n.language);
  const run = (kind: 'checkIn' | 'accept' | 'decline', done: string) =>
    action.mutate(kind, {
      onSuccess: () => {
        setConfirming(false);
        toast({ variant: 'success', description: done });
      },
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });

  const mine = state.mySides.filter((side) => state.sides[side].checkedIn);
  // Once the window has closed, no longer applies (a disputed or played match) or its outcome is decided, a side not
  // checked in did not: no "yet" under "this match no longer takes a check-in".
  const over = state.phase === 'closed' || state.phase === 'off' || state.decision !== null;
  const decision = state.decision;
  return (
    <Section id="match-check-in" title={t('checkIn.title')}>
      <WindowLine state={state} now={now} at={at} />
      <ul aria-label={t('checkIn.sidesLabel')} className="space-y-2">
        {SIDES.map((side) => {
          const s = state.sides[side];
          return (
            <li key={side} className="flex flex-wrap items-center gap-2 text-sm">
              {s.checkedIn ? (
                <CheckCircle2 aria-hidden className="size-4 text-emerald-400" />
              ) : (
                <Circle aria-hidden className="size-4 text-zinc-500" />
              )}
              <span className="font-medium text-white">{nameOf(side)}</span>
              <span className="text-zinc-400">
                {s.checkedIn && s.checkedInAt
                  ? t('checkIn.checkedInAt', { at: at(s.checkedInAt) })
                  : t(over ? 'checkIn.missed' : 'checkIn.notYet')}
              </span>
            </li>
          );
        })}
      </ul>
      {mine.length > 0 && (
        <p role="status" className="text-sm text-emerald-300">
          {t('checkIn.youAreIn')}
        </p>
      )}
      {state.canCheckIn && (
        <Button loading={action.isPending} onClick={() => run('checkIn', t('checkIn.done'))}>
          {t('checkIn.button')}
        </Button>
      )}
      {decision && (
        <p role="status" className="rounded-xl border border-zinc-800 bg-zinc-900/60 px-4 py-3 text-sm text-zinc-300">
          {t(`checkIn.decision.${decision.outcome}`, {
            name: decision.side ? nameOf(decision.side) : '',
            // The side that did not come, by name: "the other side" reads as the reader's rival to either side.
            other: decision.side ? nameOf(decision.side === 'a' ? 'b' : 'a') : '',
          })}
        </p>
      )}
      {state.canAnswerForfeit && decision?.side && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setConfirming(true)}>{t('checkIn.accept')}</Button>
          <Button
            variant="secondary"
            loading={action.isPending && action.variables === 'decline'}
            onClick={() => run('decline', t('checkIn.declined'))}
          >
            {t('checkIn.decline')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={t('checkIn.confirmTitle')}
            description={t('checkIn.confirmBody', { name: nameOf(decision.side) })}
            confirmLabel={t('checkIn.confirm')}
            pending={action.isPending}
            onConfirm={() => run('accept', t('checkIn.accepted'))}
            tone="primary"
          />
        </div>
      )}
    </Section>
  );
}

/** Where the window is: opens in / closes in (a timer, not read aloud every second), or closed; the rule below. */
function WindowLine({ state, now, at }: { state: MatchCheckInState; now: number; at: (iso: string) => string }) {
  const { t } = useTranslation('matches');
  const rule = t('checkIn.rule', { grace: state.graceMinutes });
  if (!state.opensAt || !state.closesAt || state.phase === 'off')
    return <p className="text-sm text-zinc-400">{state.scheduledAt ? t('checkIn.noLonger') : t('checkIn.noTime')}</p>;
  const untilOpen = Date.parse(state.opensAt) - now;
  const line =
    state.phase === 'upcoming'
      ? untilOpen >= DAY_MS
        ? // A timer of "167:44:48" says nothing; a day or more ahead, the days are the news.
          t('checkIn.opensInDays', { count: Math.floor(untilOpen / DAY_MS), at: at(state.opensAt) })
        : t('checkIn.opensIn', { left: formatRemaining(untilOpen, t), at: at(state.opensAt) })
      : state.phase === 'open'
        ? t('checkIn.closesIn', { left: formatRemaining(Date.parse(state.closesAt) - now, t), at: at(state.closesAt) })
        : t('checkIn.closed');
  return (
    <div className="space-y-1">
      <p role="timer" aria-live="off" className="text-sm font-medium text-white">
        {line}
      </p>
      <p className="text-xs text-zinc-400">
        {rule} {state.forfeitNoShow ? t('checkIn.forfeitRule') : ''}
      </p>
    </div>
  );
}
