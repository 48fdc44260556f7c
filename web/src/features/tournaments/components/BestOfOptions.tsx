import { BEST_OF } from '@esn/contract';
import { useTranslation } from 'react-i18next';

/** The match lengths a tournament or a league offers (best of 1, 3, 5, 7), as a select's options valued "1", "3"… */
export function BestOfOptions() {
  const { t } = useTranslation('tournaments');
  return (
    <>
      {BEST_OF.map((n) => (
        <option key={n} value={String(n)}>
          {t('form.bestOfOption', { count: n })}
        </option>
      ))}
    </>
  );
}
