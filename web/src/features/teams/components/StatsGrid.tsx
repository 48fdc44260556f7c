import type { TeamStats } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { localeFor } from '../../../shared/lib/format';
import { Card } from '../../../shared/ui/Card';

const ORDER: (keyof TeamStats)[] = [
  'skillRating',
  'winRate',
  'matches',
  'wins',
  'tournaments',
  'leagues',
  'members',
  'yearsOfExperience',
];

/** The team's numbers (computed by the server) as a definition list: one label per value for screen readers. */
export function StatsGrid({ stats }: { stats: TeamStats }) {
  const { t, i18n } = useTranslation('teams');
  const locale = localeFor(i18n.resolvedLanguage);
  const format = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent' });
  return (
    <Card className="p-5">
      <h2 id="team-stats" className="text-lg font-semibold text-white">
        {t('stats.title')}
      </h2>
      <dl aria-labelledby="team-stats" className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {ORDER.map((key) => (
          <div key={key} className="flex flex-col rounded-lg bg-zinc-950/50 p-3">
            <dd className="text-xl font-bold text-white">
              {key === 'winRate' ? percent.format(stats[key] / 100) : format.format(stats[key])}
            </dd>
            <dt className="order-first text-xs uppercase tracking-wide text-zinc-400">{t(`stats.${key}`)}</dt>
          </div>
        ))}
      </dl>
    </Card>
  );
}
