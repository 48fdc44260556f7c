import type { League } from '@esn/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Card } from '../../../shared/ui/Card';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useUpdateLeague } from '../api';

/**
 * Whether teams may report a fixture's result before its match week starts (off by default). The organizer turns it
 * on or off at any time; it is saved at once.
 */
export function LeagueEarlyResults({ league }: { league: League }) {
  const { t } = useTranslation('leagues');
  const update = useUpdateLeague(league.id);
  const onChange = (allowEarlyResults: boolean) =>
    update.mutate(
      { allowEarlyResults },
      {
        onSuccess: () => toast({ variant: 'success', description: t('manage.earlyResultsSaved') }),
        onError: (error) => toast({ variant: 'error', description: errorMessage(error, t) }),
      },
    );
  return (
    <Card className="space-y-3 p-5">
      <SwitchField
        label={t('manage.earlyResults')}
        description={t('manage.earlyResultsHint')}
        checked={league.allowEarlyResults}
        busy={update.isPending}
        onCheckedChange={onChange}
      />
    </Card>
  );
}
