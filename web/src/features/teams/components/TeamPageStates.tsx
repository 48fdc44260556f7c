import { ShieldOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

export function TeamLoading() {
  const { t } = useTranslation('teams');
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
      <Spinner />
      {t('team.loading')}
    </p>
  );
}

export function TeamNotFound() {
  const { t } = useTranslation('teams');
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <ShieldOff className="h-12 w-12 text-zinc-600" aria-hidden="true" />
      <h1 id="page-title" className="mt-4 text-2xl font-bold text-white">
        {t('team.notFoundTitle')}
      </h1>
      <p className="mt-2 text-zinc-400">{t('team.notFoundBody')}</p>
      <Link to="/teams" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('team.back')}
      </Link>
    </section>
  );
}

export function TeamLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('teams');
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
      <p role="alert">{t('team.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('team.retry')}
      </Button>
    </div>
  );
}
