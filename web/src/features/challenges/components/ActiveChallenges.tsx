import { useTranslation } from 'react-i18next';
import { useChallenges, type ChallengeTab } from '../api';
import { ChallengeCardView } from './ChallengeCardView';
import { SectionEmpty, SectionError, SectionLoading } from './SectionStates';

/** Spec §2's "active challenges" of the tab's type. */
export function ActiveChallenges({ tab }: { tab: ChallengeTab }) {
  const { t } = useTranslation('challenges');
  const query = useChallenges(tab);
  return (
    <section aria-labelledby="active-challenges" className="space-y-4">
      <h2 id="active-challenges" className="text-xl font-semibold text-white">
        {t('active.title')}
      </h2>
      {query.isPending ? (
        <SectionLoading text={t('active.loading')} />
      ) : !query.data ? (
        <SectionError text={t('active.error')} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <SectionEmpty text={t('active.empty')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label={t('active.list')}>
          {query.data.items.map((challenge) => (
            <li key={challenge.id}>
              <ChallengeCardView challenge={challenge} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
