import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../shared/ui/Button';
import { useDocumentTitle } from '../../settings';

export function NotFoundPage() {
  const { t } = useTranslation('errors');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center py-16 text-center" aria-labelledby="nf-title">
      <p className="bg-gradient-to-r from-violet-400 to-cyan-300 bg-clip-text text-7xl font-black text-transparent">
        404
      </p>
      <h1 id="nf-title" className="mt-4 text-2xl font-bold text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-zinc-400">{t('notFound.body')}</p>
      <Link to="/" className={buttonClasses('primary', 'md', 'mt-8')}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
