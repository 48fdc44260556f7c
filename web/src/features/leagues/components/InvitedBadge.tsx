import { useTranslation } from 'react-i18next';

/** Marks a team the organizer invited that has not accepted yet. */
export function InvitedBadge() {
  const { t } = useTranslation('leagues');
  return (
    <span className="shrink-0 rounded-full border border-amber-400/40 bg-amber-400/10 px-2 py-0.5 text-xs text-amber-200">
      {t('teams.invited')}
    </span>
  );
}
