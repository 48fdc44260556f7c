import { ArrowRight, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../shared/lib/cn';
import { Avatar, displayName } from '../../../shared/ui/Avatar';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { focusRing } from '../../../shared/ui/focus';
import { PersonName } from '../../../shared/ui/PersonName';
import { Spinner } from '../../../shared/ui/Spinner';
import { useSuggestionsPreview } from '../api';
import { ConnectionButtons } from './ConnectionButtons';
import { SuggestionReason } from './SuggestionReason';

/** How many suggestions the dashboards show; the rest are on /network. */
export const SUGGESTIONS_PREVIEW = 5;

/** People to connect with, for the dashboards: the first few suggestions with their reason and a connect button. */
export function SuggestionsCard({ className }: { className?: string }) {
  const { t } = useTranslation('network');
  const suggestions = useSuggestionsPreview(SUGGESTIONS_PREVIEW);
  const people = suggestions.data?.items.slice(0, SUGGESTIONS_PREVIEW) ?? [];
  const titleId = 'suggestions-card-title';

  let body;
  if (suggestions.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('list.loading')}
      </p>
    );
  } else if (suggestions.isError) {
    body = (
      <div className="flex items-center gap-3 text-sm text-zinc-400">
        <p role="alert">{t('list.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void suggestions.refetch()}>
          {t('list.retry')}
        </Button>
      </div>
    );
  } else if (people.length === 0) {
    body = <p className="text-sm text-zinc-400">{t('empty.suggestions')}</p>;
  } else {
    body = (
      <ul className="divide-y divide-zinc-800">
        {people.map((person) => {
          const name = displayName(person);
          return (
            <li key={person.id} className="flex flex-wrap items-center gap-3 py-3">
              <Link
                to={`/profile/${encodeURIComponent(person.id)}`}
                className={cn('flex min-w-0 flex-1 items-center gap-3 rounded-lg', focusRing)}
              >
                <Avatar user={person} />
                <PersonName person={person} nameClassName="text-sm" />
              </Link>
              <ConnectionButtons userId={person.id} name={name} status={person.status} size="sm" />
              <div className="basis-full">
                <SuggestionReason reason={person.reason} />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Card className={className} role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="flex items-center gap-2 font-semibold text-white">
        <UsersRound className="h-5 w-5 text-violet-300" aria-hidden="true" />
        {t('card.title')}
      </h2>
      <div className="mt-3">{body}</div>
      <Link to="/network" className={buttonClasses('ghost', 'sm', 'mt-3')}>
        {t('card.seeAll')}
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
