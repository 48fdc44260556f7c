import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { Spinner } from '../../../shared/ui/Spinner';

export function PageLoading({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-24 text-zinc-400">
      <Spinner />
      {text}
    </p>
  );
}

export function PageNotFound({
  title,
  body,
  back,
  backTo,
}: {
  title: string;
  body: string;
  back: string;
  backTo: string;
}) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <Trophy className="h-12 w-12 text-zinc-600" aria-hidden="true" />
      <h1 id="page-title" className="mt-4 text-2xl font-bold text-white">
        {title}
      </h1>
      <p className="mt-2 text-zinc-400">{body}</p>
      <Link to={backTo} className={buttonClasses('primary', 'md', 'mt-8')}>
        {back}
      </Link>
    </section>
  );
}

export function PageLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('tournaments');
  return (
    <div className="flex flex-col items-center gap-4 py-24 text-zinc-400">
      <p role="alert">{t('page.loadError')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
