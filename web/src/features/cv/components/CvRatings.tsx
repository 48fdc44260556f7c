import { useTranslation } from 'react-i18next';
import { RatingsCard } from '../../ratings/components';

/** The CV's "Skill rating" section: per game, the conservative rating, the provisional mark and its history. */
export function CvRatings({ userId }: { userId: string }) {
  const { t } = useTranslation('ratings');
  return (
    <section aria-labelledby="cv-ratings" className="space-y-3 border-t border-zinc-800 pt-5 print:border-zinc-300">
      <h2 id="cv-ratings" className="text-sm font-semibold uppercase tracking-wider text-violet-300">
        {t('title')}
      </h2>
      <RatingsCard subject={{ kind: 'user', id: userId }} bare />
    </section>
  );
}
