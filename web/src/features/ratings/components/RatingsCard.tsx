import { RATING_PROVISIONAL_GAMES, RATING_SCALE, type GameRating } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../shared/ui/Card';
import { Spinner } from '../../../shared/ui/Spinner';
import { useRatings, type RatedSubject } from '../api';
import { RatingChart } from './RatingChart';

/** "What is this number?": the scale, the provisional mark and what never counts, in a few sentences. */
export function RatingExplanation() {
  const { t } = useTranslation('ratings');
  return (
    <details className="text-xs text-zinc-400">
      <summary className="cursor-pointer text-zinc-300 hover:text-white">{t('explainTitle')}</summary>
      <p className="mt-1">
        {t('explain', { base: RATING_SCALE.base, factor: RATING_SCALE.factor, games: RATING_PROVISIONAL_GAMES })}
      </p>
    </details>
  );
}

function GameRatingRow({ item }: { item: GameRating }) {
  const { t } = useTranslation(['ratings', 'common']);
  const game = t(`common:games.${item.game}`, { defaultValue: item.game });
  const first = item.history[0];
  return (
    <li className="space-y-1 rounded-lg bg-zinc-900/60 p-3" data-testid={`rating-${item.game}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-sm font-medium text-zinc-200">{game}</span>
        <span className="flex items-baseline gap-2">
          <span className="text-2xl font-bold tabular-nums text-white" data-testid="rating-value">
            {item.rating}
          </span>
          {item.provisional && (
            <span
              className="rounded-full bg-amber-500/20 px-2 py-0.5 text-xs font-medium text-amber-200"
              title={t('provisionalHint', { count: RATING_PROVISIONAL_GAMES })}
            >
              {t('provisional')}
            </span>
          )}
        </span>
      </div>
      <p className="text-xs text-zinc-400">
        {t('games', { count: item.games })}
        {first && item.history.length > 1 && (
          <span className="sr-only">
            {' '}
            {t('trend', { first: first.rating, last: item.rating, count: item.history.length })}
          </span>
        )}
      </p>
      <RatingChart points={item.history} label={t('chartLabel', { game })} />
    </li>
  );
}

/**
 * Skill ratings per game (profile, team page, CV): the conservative rating on the familiar scale, "provisional" until
 * a few games, and a small history chart; the explanation of the number below.
 */
export function RatingsCard({ subject, bare = false }: { subject: RatedSubject; bare?: boolean }) {
  const { t } = useTranslation('ratings');
  const query = useRatings(subject);
  const body = query.isPending ? (
    <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
      <Spinner size="sm" />
      {t('loading')}
    </p>
  ) : !query.data ? (
    <p role="alert" className="text-sm text-zinc-400">
      {t('error')}
    </p>
  ) : query.data.items.length === 0 ? (
    <p className="text-sm text-zinc-400">{t(subject.kind === 'team' ? 'emptyTeam' : 'empty')}</p>
  ) : (
    <ul className="space-y-2" aria-label={t('title')}>
      {query.data.items.map((item) => (
        <GameRatingRow key={item.game} item={item} />
      ))}
    </ul>
  );
  if (bare)
    return (
      <div className="space-y-3">
        {body}
        <RatingExplanation />
      </div>
    );
  return (
    <section aria-labelledby={`ratings-${subject.id}`}>
      <Card className="space-y-3 p-5">
        <h2 id={`ratings-${subject.id}`} className="text-lg font-semibold text-white">
          {t('title')}
        </h2>
        {body}
        <RatingExplanation />
      </Card>
    </section>
  );
}
