import type { Poll } from '@esn/contract';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../shared/lib/cn';
import { formatRelativeTime } from '../../../shared/lib/relativeTime';
import { focusRing } from '../../../shared/ui/focus';
import { useNow } from '../../../shared/hooks/useNow';
import { useVote } from '../api';

function pollEnded(poll: Poll, now = Date.now()): boolean {
  return poll.endsAt !== null && new Date(poll.endsAt).getTime() <= now;
}

function percentOf(votes: number | null, total: number | null): number {
  if (!votes || !total) return 0;
  return Math.round((votes / total) * 100);
}

/**
 * Vote buttons until the reader has voted and the poll runs; then the results as bars (spec §3, issue #4). Its author
 * (`byReader`) sees the results from the start and is told why there is nothing to vote on.
 */
export function PollView({ postId, poll, byReader = false }: { postId: string; poll: Poll; byReader?: boolean }) {
  const { t, i18n } = useTranslation('posts');
  const vote = useVote(postId);
  const now = useNow();
  const ended = pollEnded(poll, now);
  const canVote = !ended && poll.myVote === null && !poll.showResults;

  return (
    <div className="space-y-2">
      {canVote ? (
        <ul className="space-y-2" aria-label={t('poll.optionsLabel')}>
          {poll.options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                disabled={vote.isPending}
                onClick={() => vote.mutate(option.id)}
                aria-label={t('poll.voteFor', { option: option.text })}
                className={cn(
                  'w-full rounded-lg border border-violet-500/50 px-4 py-2 text-left text-sm font-medium text-violet-100 transition-colors hover:bg-violet-500/15 disabled:opacity-60',
                  focusRing,
                )}
              >
                {option.text}
              </button>
            </li>
          ))}
        </ul>
      ) : poll.showResults ? (
        <ul className="space-y-2" aria-label={t('poll.resultsLabel')}>
          {poll.options.map((option) => {
            const percent = percentOf(option.votes, poll.totalVotes);
            const mine = poll.myVote === option.id;
            return (
              <li
                key={option.id}
                className="relative overflow-hidden rounded-lg border border-zinc-800 px-4 py-2 text-sm"
              >
                <span
                  aria-hidden="true"
                  className={cn('absolute inset-y-0 left-0', mine ? 'bg-violet-500/30' : 'bg-zinc-700/40')}
                  style={{ width: `${percent}%` }}
                />
                <span className="relative flex items-center justify-between gap-3">
                  <span className="flex items-center gap-1.5 font-medium text-zinc-100">
                    {option.text}
                    {mine && (
                      <>
                        <Check className="h-4 w-4 text-violet-300" aria-hidden="true" />
                        <span className="sr-only">{t('poll.myVote')}</span>
                      </>
                    )}
                  </span>
                  <span className="tabular-nums text-zinc-300">
                    {t('poll.result', { percent, count: option.votes ?? 0 })}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <ul className="space-y-2">
          {poll.options.map((option) => (
            <li key={option.id} className="rounded-lg border border-zinc-800 px-4 py-2 text-sm text-zinc-200">
              {option.text}
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-wrap gap-x-3 text-xs text-zinc-400">
        {poll.totalVotes !== null && <span>{t('poll.totalVotes', { count: poll.totalVotes })}</span>}
        {ended ? (
          <span>{t('poll.ended')}</span>
        ) : poll.endsAt ? (
          <span>{t('poll.endsIn', { time: formatRelativeTime(poll.endsAt, now, i18n.resolvedLanguage) })}</span>
        ) : null}
        {canVote && <span>{t('poll.resultsAfterVote')}</span>}
        {byReader && !ended && <span>{t('poll.ownPoll')}</span>}
      </p>
    </div>
  );
}
