import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/lib/errorMessage';
import { Card } from '../../../shared/ui/Card';
import { useAdminSettings } from '../api';
import { ErrorState, LoadingState } from './ListStates';
import { SiteSettingsForm } from './SiteSettingsForm';

/** Site name and the coming-soon switch. */
export function SiteSettingsSection() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings(true);
  return (
    <Card className="max-w-2xl">
      <h2 className="mb-6 text-lg font-semibold text-white">{t('site.title')}</h2>
      {settings.isPending && <LoadingState>{t('common:loading')}</LoadingState>}
      {settings.isError && (
        <ErrorState retry={t('area.retry')} onRetry={() => void settings.refetch()}>
          {errorMessage(settings.error, t)}
        </ErrorState>
      )}
      {settings.data && <SiteSettingsForm key={JSON.stringify(settings.data)} initial={settings.data} />}
    </Card>
  );
}
