import type { LeagueFixtures } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';
import { MatchRow } from '../../tournaments/components';

type Week = LeagueFixtures['weeks'][number];

/** Match weeks, each a heading with its date and the week's matches (scores once played). */
export function FixturesList({
  weeks,
  onOpenMatch,
  empty,
}: {
  weeks: Week[];
  onOpenMatch: (matchId: string) => void;
  empty: string;
}) {
  const { t } = useTranslation('leagues');
  const formatDate = useFormatDate();
  if (weeks.length === 0) return <p className="py-6 text-sm text-zinc-400">{empty}</p>;
  return (
    <div className="space-y-5">
      {weeks.map((week) => {
        const label = t('fixtures.week', { week: week.week });
        return (
          <section key={week.week} className="space-y-2">
            <h3 className="text-sm font-semibold text-zinc-300">
              {label}{' '}
              <span className="font-normal text-zinc-400">· {formatDate(week.startsAt, { dateStyle: 'medium' })}</span>
            </h3>
            <ol aria-label={label} className="space-y-1.5">
              {week.matches.map((match) => (
                <MatchRow key={match.id} match={match} onOpen={onOpenMatch} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
