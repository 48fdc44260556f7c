import { objectUrl } from '@esn/contract/posts/object-url';
import { GAMES, type Game, type SearchResults } from '@esn/contract';
import { Shield } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { countryName } from '../../../shared/lib/countries';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { focusRing } from '../../../shared/ui/focus';
import { Spinner } from '../../../shared/ui/Spinner';
import { FilterSelect } from '../../../shared/ui/FilterSelect';
import { PostCard, profilePath } from '../../posts/components';
import { useSearch } from '../api';

const tileClasses = cn(
  'flex items-center gap-3 rounded-xl border border-zinc-800 bg-zinc-900/60 p-3 transition-colors hover:border-zinc-600',
  focusRing,
);

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-sm font-semibold uppercase tracking-wide text-zinc-400">
        {title} <span className="tabular-nums text-zinc-500">({count})</span>
      </h3>
      {children}
    </section>
  );
}

/**
 * The answer to a search, grouped as people, teams and posts. `maxPosts` keeps the wall's panel short; a link
 * to explore then shows everything.
 */
export function SearchResultsView({ q, maxPosts, footer }: { q: string; maxPosts?: number; footer?: ReactNode }) {
  const { t, i18n } = useTranslation(['explore', 'common']);
  // On the full results (explore), people can be ordered by their rating in a chosen game.
  const [ratingGame, setRatingGame] = useState<Game | undefined>();
  const search = useSearch(q, { game: ratingGame });
  const userType = (type: string | null) => (type ? t(`userTypes.${type}`, { defaultValue: '' }) : '');

  if (search.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('search.loading')}
      </p>
    );
  }
  if (search.isError && !search.data) {
    return (
      <div className="flex items-center gap-3 py-6 text-sm text-zinc-400">
        <p role="alert">{t('search.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void search.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const results: SearchResults = search.data ?? { people: [], teams: [], posts: [] };
  const total = results.people.length + results.teams.length + results.posts.length;
  const posts = maxPosts === undefined ? results.posts : results.posts.slice(0, maxPosts);

  return (
    <div className="space-y-6" aria-busy={search.isFetching}>
      <p role="status" className="text-sm text-zinc-400">
        {total === 0 ? t('search.none', { q: q.trim() }) : t('search.count', { count: total, q: q.trim() })}
      </p>
      {maxPosts === undefined && (
        <div className="max-w-xs">
          <FilterSelect
            label={t('search.peopleByRating')}
            value={ratingGame ?? ''}
            onChange={(game) => setRatingGame(game ? (game as Game) : undefined)}
            allLabel={t('search.relevance')}
            options={GAMES.map((game) => ({
              value: game,
              label: t('search.byRatingIn', { game: t(`common:games.${game}`) }),
            }))}
          />
        </div>
      )}
      {results.people.length > 0 && (
        <Section id="search-people" title={t('sections.people')} count={results.people.length}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {results.people.map((person) => (
              <li key={person.id}>
                <Link to={profilePath(person.id)} className={tileClasses}>
                  <Avatar user={person} />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-white">{displayName(person)}</span>
                    <span className="block truncate text-xs text-zinc-400">
                      @{person.nickname}
                      {userType(person.userType) && ` · ${userType(person.userType)}`}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {results.teams.length > 0 && (
        <Section id="search-teams" title={t('sections.teams')} count={results.teams.length}>
          <ul className="grid gap-2 sm:grid-cols-2">
            {results.teams.map((team) => (
              <li key={team.id}>
                <Link to={`/team/${encodeURIComponent(team.slug)}`} className={tileClasses}>
                  <span className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-zinc-800">
                    {team.logoUrl ? (
                      <img src={objectUrl(team.logoUrl)} alt="" className="h-full w-full object-cover" />
                    ) : (
                      <Shield className="h-5 w-5 text-zinc-400" aria-hidden="true" />
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-white">{team.name}</span>
                    <span className="block truncate text-xs text-zinc-400">
                      {countryName(team.country, i18n.resolvedLanguage)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {posts.length > 0 && (
        <Section id="search-posts" title={t('sections.posts')} count={results.posts.length}>
          <div className="space-y-4">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </Section>
      )}
      {total > 0 && footer}
    </div>
  );
}
