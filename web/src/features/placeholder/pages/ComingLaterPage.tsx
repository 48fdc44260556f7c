import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Card';
import { useDocumentTitle } from '../../settings/useDocumentTitle';
import type { LaterPageKey } from '../laterPages';

/** An honest stand-in for a screen that a later release builds; each feature replaces its own. */
export function ComingLaterPage({ titleKey, children }: { titleKey: LaterPageKey; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  const title = t(`titles.${titleKey}`);
  useDocumentTitle(title);
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-2xl">
      <h1 id="page-title" className="text-3xl font-bold tracking-tight text-white">
        {title}
      </h1>
      {children}
      <Card className="mt-6 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <span className="rounded-xl bg-violet-600/20 p-3 text-violet-300">
          <Hourglass className="h-6 w-6" aria-hidden="true" />
        </span>
        <div className="flex-1">
          <p className="font-semibold text-white">{t('later.title')}</p>
          <p className="mt-1 text-sm text-zinc-400">{t('later.body')}</p>
        </div>
        <Link to="/dashboard" className={buttonClasses('secondary', 'sm')}>
          {t('later.back')}
        </Link>
      </Card>
    </section>
  );
}
