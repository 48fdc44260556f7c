import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEGAL_DOCS } from '../../features/info/legalDocs';
import { useSiteName } from '../../features/settings/api';
import { cn } from '../../shared/lib/cn';
import { focusRing } from '../../shared/ui/focus';

const linkClasses = cn('rounded text-zinc-400 hover:text-white', focusRing);

export function SiteFooter() {
  const { t } = useTranslation('common');
  const siteName = useSiteName();
  return (
    <footer className="border-t border-zinc-800/80 bg-zinc-950">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 text-sm sm:grid-cols-3">
        <div>
          <p className="font-semibold text-white">{siteName}</p>
          <p className="mt-1 text-zinc-400">{t('tagline')}</p>
        </div>
        <nav aria-label={t('footer.company')}>
          <p className="mb-2 font-medium text-zinc-200">{t('footer.company')}</p>
          <ul className="space-y-1">
            {(['about', 'help', 'careers'] as const).map((page) => (
              <li key={page}>
                <Link to={`/${page}`} className={linkClasses}>
                  {t(`footer.${page}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <p className="mb-2 font-medium text-zinc-200">{t('footer.legal')}</p>
          <ul className="space-y-1">
            {LEGAL_DOCS.map((doc) => (
              <li key={doc}>
                <Link to={`/legal/${doc}`} className={linkClasses}>
                  {t(`footer.legalDocs.${doc}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-zinc-900 py-4 text-center text-xs text-zinc-500">
        {t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}
      </p>
    </footer>
  );
}
