import type { Badge, Challenge } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '../../../shared/hooks/useFormatDate';

type Counted = Pick<Challenge, 'metric' | 'targetValue'>;
type Texts = Pick<Challenge, 'title' | 'titleEn' | 'description' | 'descriptionEn'>;
type Windowed = Pick<Challenge, 'startsAt' | 'endsAt'>;
type Rewarded = Pick<Challenge, 'badgeReward' | 'badgeRewardEn'>;

const isEnglish = (language: string | undefined) => language?.startsWith('en') ?? false;

/** Profile completeness is a level in percent; every other metric counts actions. */
export const isPercentMetric = (metric: Challenge['metric']) => metric === 'profile_completeness';

/**
 * The admin writes a challenge in Turkish and, optionally, in English: an English reader gets the English title
 * and description where given, each falling back to the Turkish one on its own.
 */
function challengeTexts(c: Texts, language: string | undefined): { title: string; description: string } {
  const english = isEnglish(language);
  return {
    title: (english && c.titleEn) || c.title,
    description: (english && c.descriptionEn) || c.description,
  };
}

/**
 * A challenge in words, one wording for the cards, "my progress" and the admin table: what it asks ("Share 10
 * posts"), its window, and a progress value ("3 of 10", "75% of 90%").
 */
export function useChallengeWords() {
  const { t, i18n } = useTranslation('challenges');
  const formatDate = useFormatDate();
  const english = () => isEnglish(i18n.resolvedLanguage ?? i18n.language);
  const date = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    /** Title and description in the reader's language (picked at render, so a language switch shows at once). */
    texts: (c: Texts) => challengeTexts(c, i18n.resolvedLanguage ?? i18n.language),
    /** The badge a challenge awards, and an earned one, by its English name where the admin gave one. */
    badge: (c: Rewarded) => (english() && c.badgeRewardEn) || c.badgeReward,
    badgeName: (b: Badge) => (english() && b.nameEn) || b.name,
    target: ({ metric, targetValue }: Counted) => t(`metrics.${metric}.target`, { count: targetValue }),
    window: ({ startsAt, endsAt }: Windowed) => {
      if (startsAt && endsAt) return t('card.between', { start: date(startsAt), end: date(endsAt) });
      if (endsAt) return t('card.until', { end: date(endsAt) });
      if (startsAt) return t('card.from', { start: date(startsAt) });
      return t('card.noLimit');
    },
    progress: (progress: number, { metric, targetValue }: Counted) =>
      t(isPercentMetric(metric) ? 'progress.percent' : 'progress.value', { progress, target: targetValue }),
  };
}
