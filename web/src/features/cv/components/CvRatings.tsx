import { Trans } from 'react-i18next';
import { RatingsCard } from '../../ratings/components';

/**
 * The CV's "Skill rating" section: per game, the conservative rating, the provisional mark and its history. CV headings
 * are upper-cased in the page's language; the brand is not a Turkish word ("OPENSKİLL"), so it keeps its own spelling.
 */
export function CvRatings({ userId }: { userId: string }) {
  return (
    <section aria-labelledby="cv-ratings" className="space-y-3 border-t border-zinc-800 pt-5 print:border-zinc-300">
      <h2 id="cv-ratings" className="text-sm font-semibold uppercase tracking-wider text-violet-300">
        <Trans
          ns="cv"
          i18nKey="sections.ratings"
          components={{ brand: <span lang="en" className="normal-case" translate="no" /> }}
        />
      </h2>
      <RatingsCard subject={{ kind: 'user', id: userId }} bare />
    </section>
  );
}
