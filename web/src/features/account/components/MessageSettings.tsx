import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Button } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';
import { SwitchField } from '../../../shared/ui/Switch';
import { toast } from '../../../shared/ui/toast';
import { useMessageSettings, useUpdateMessageSettings } from '../../messages';

/** Who may message the reader: everyone (unless blocked), or only their connections. Saved as soon as it flips. */
export function MessageSettings() {
  const { t } = useTranslation('account');
  const { t: tErrors } = useTranslation('errors');
  const settings = useMessageSettings();
  const update = useUpdateMessageSettings();

  if (settings.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-400">
        <Spinner size="sm" />
        {t('messages.loading')}
      </p>
    );
  }
  if (settings.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3 text-sm text-zinc-300">
        <p role="alert">{t('messages.error')}</p>
        <Button variant="secondary" size="sm" loading={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <SwitchField
      label={t('messages.connectionsOnly')}
      description={t('messages.connectionsOnlyHint')}
      checked={settings.data.connectionsOnly}
      busy={update.isPending}
      onCheckedChange={(connectionsOnly) =>
        update.mutate(
          { connectionsOnly },
          {
            onSuccess: () => toast({ variant: 'success', description: t('messages.saved') }),
            onError: (error) => toast({ variant: 'error', description: errorMessage(error, tErrors) }),
          },
        )
      }
    />
  );
}
