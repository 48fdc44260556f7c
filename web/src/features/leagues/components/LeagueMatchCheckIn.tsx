import type { League, UpdateLeagueBody } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Card } from '../../../shared/ui/Card';
import { SelectField } from '../../../shared/ui/Field';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useUpdateLeague } from '../api';

const GRACE_CHOICES = [0, 5, 10, 15, 20, 30, 45, 60] as const;

/**
 * Issue 27's per-fixture check-in: each fixture asks its teams to check in from 15 minutes before its time until the
 * grace ends; with forfeits on, a team that came alone is offered the win. Changed at any time, saved at once.
 */
export function LeagueMatchCheckIn({ league }: { league: League }) {
  const { t } = useTranslation('leagues');
  const update = useUpdateLeague(league.id);
  const save = (patch: UpdateLeagueBody) =>
    update.mutate(patch, {
      onSuccess: () => toast({ variant: 'success', description: t('manage.matchCheckInSaved') }),
      onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
    });
  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold text-white">{t('manage.matchCheckInTitle')}</h2>
      <SwitchField
        label={t('manage.matchCheckIn')}
        description={t('manage.matchCheckInHint')}
        checked={league.matchCheckInEnabled}
        busy={update.isPending}
        onCheckedChange={(matchCheckInEnabled) => save({ matchCheckInEnabled })}
      />
      {league.matchCheckInEnabled && (
        <>
          <SelectField
            label={t('manage.matchCheckInGrace')}
            hint={t('manage.matchCheckInGraceHint')}
            // The choice being saved shows at once; the menu stays usable (a disabled one drops keyboard focus).
            value={String(
              (update.isPending ? update.variables.matchCheckInGraceMinutes : undefined) ??
                league.matchCheckInGraceMinutes,
            )}
            aria-busy={update.isPending || undefined}
            onChange={(e) => save({ matchCheckInGraceMinutes: Number(e.target.value) })}
          >
            {[...new Set([...GRACE_CHOICES, league.matchCheckInGraceMinutes])].map((m) => (
              <option key={m} value={String(m)}>
                {t('manage.minutes', { count: m })}
              </option>
            ))}
          </SelectField>
          <SwitchField
            label={t('manage.forfeitNoShow')}
            description={t('manage.forfeitNoShowHint')}
            checked={league.forfeitNoShow}
            busy={update.isPending}
            onCheckedChange={(forfeitNoShow) => save({ forfeitNoShow })}
          />
        </>
      )}
    </Card>
  );
}
