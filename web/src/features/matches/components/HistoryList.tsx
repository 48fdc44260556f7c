import type { Match, MatchHistoryEntry } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { sideNameOf } from '../lib/labels';
import { GamesList } from './GamesList';
import { Screenshot } from './Screenshot';

/** Who did it, by name (displayName): "Kaan Demir · Falcons" for a side, "Kaan Demir · Organizer" for the organizer or an admin, "System" for the deadline. */
function useActorLabel(match: Match) {
  const { t } = useTranslation('matches');
  return (entry: MatchHistoryEntry): string => {
    if (!entry.actor) return t('history.system');
    const role = entry.side ? sideNameOf(t, match, entry.side) : t('history.organizer');
    return `${displayName(entry.actor)} · ${role}`;
  };
}

function HistoryItem({ entry, match }: { entry: MatchHistoryEntry; match: Match }) {
  const { t } = useTranslation('matches');
  const formatDate = useFormatDate();
  const actorLabel = useActorLabel(match);
  const scored = entry.scoreA !== null && entry.scoreB !== null;
  return (
    <li className="flex gap-3">
      {entry.actor ? (
        <Avatar user={entry.actor} className="h-8 w-8" />
      ) : (
        <span aria-hidden="true" className="h-8 w-8 shrink-0 rounded-full border border-zinc-700 bg-zinc-800" />
      )}
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="text-sm text-zinc-100">
          {/* A walkover with a side is that side taking the win it was offered when the other did not check in. */}
          {t(entry.kind === 'walkover' && entry.side ? 'history.kinds.forfeit_taken' : `history.kinds.${entry.kind}`, {
            actor: actorLabel(entry),
          })}
          {/* A real space, not a margin: read aloud or copied, the score is a word of its own. */}
          {scored && ' '}
          {scored && (
            <span className="font-semibold tabular-nums text-white">
              {t('history.score', { a: entry.scoreA, b: entry.scoreB })}
            </span>
          )}
        </p>
        <p className="text-xs text-zinc-400">
          <time dateTime={entry.at}>{formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </p>
        <GamesList games={entry.games} label={t('history.games', { a: entry.scoreA, b: entry.scoreB })} />
        {entry.comment && (
          <blockquote className="whitespace-pre-line break-words rounded-lg border-l-2 border-zinc-600 bg-zinc-950/50 px-3 py-2 text-sm text-zinc-200">
            {entry.comment}
          </blockquote>
        )}
        {entry.screenshotUrl && <Screenshot url={entry.screenshotUrl} size="thumb" />}
      </div>
    </li>
  );
}

/** Entries oldest first: who did what and when, with the scores, games, comments and screenshots they came with. */
export function HistoryList({
  entries,
  match,
  label,
  empty,
}: {
  entries: MatchHistoryEntry[];
  match: Match;
  label: string;
  empty: string;
}) {
  if (entries.length === 0) return <p className="text-sm text-zinc-400">{empty}</p>;
  return (
    <ol aria-label={label} className="space-y-4">
      {entries.map((entry) => (
        <HistoryItem key={entry.id} entry={entry} match={match} />
      ))}
    </ol>
  );
}
