import type { Match } from '@esn/contract';
import { Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { CardStates, DashboardCard } from '../../dashboard/components';
import { useMyMatches } from '../api';
import { matchSummary } from '../lib/bracket';
import { roundName } from '../lib/rounds';
import { leaguePath, tournamentPath } from '../lib/links';

function matchHref(match: Match): string {
  const base =
    match.context.kind === 'league'
      ? leaguePath(match.context.id, 'fixtures')
      : tournamentPath(match.context.id, 'bracket');
  return `${base}&match=${encodeURIComponent(match.id)}`;
}

/**
 * The dashboard's tournaments card: the next matches of the person's teams and solo entries, each leading to
 * the match in its bracket or league week.
 */
export function UpcomingMatchesCard() {
  const { t } = useTranslation('tournaments');
  const formatDate = useFormatDate();
  const query = useMyMatches('upcoming', 5);
  const matches = query.data ?? [];
  return (
    <DashboardCard
      id="upcoming-matches"
      icon={Swords}
      title={t('upcoming.title')}
      action={
        <Link to="/tournaments?mine=registered" className="text-sm text-violet-300 hover:underline">
          {t('upcoming.all')}
        </Link>
      }
    >
      <CardStates
        query={query}
        texts={{ loading: t('upcoming.loading'), error: t('upcoming.error') }}
        empty={
          matches.length === 0 ? (
            <p>
              {t('upcoming.empty')}{' '}
              {/* Underlined: inside a sentence, colour alone would not tell the link apart (WCAG 1.4.1). */}
              <Link to="/tournaments" className="text-violet-300 underline underline-offset-2 hover:text-violet-200">
                {t('upcoming.browse')}
              </Link>
            </p>
          ) : null
        }
      >
        <ul aria-label={t('upcoming.title')} className="space-y-2">
          {matches.map((match) => (
            <li key={match.id}>
              <Link
                to={matchHref(match)}
                className="block rounded-lg border border-zinc-800 bg-zinc-950/40 px-3 py-2 hover:border-zinc-600"
              >
                <span className="block truncate text-sm font-medium text-white">{matchSummary(t, match)}</span>
                <span className="block truncate text-xs text-zinc-400">
                  {match.context.name} ·{' '}
                  {match.scheduledAt
                    ? formatDate(match.scheduledAt, { dateStyle: 'medium', timeStyle: 'short' })
                    : roundName(t, match.position)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardStates>
    </DashboardCard>
  );
}
