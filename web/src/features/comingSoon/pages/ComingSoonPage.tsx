import { Rocket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../../shared/ui/BrandMark';
import { LanguageSwitcher } from '../../../shared/ui/LanguageSwitcher';
import { useSiteName, useDocumentTitle } from '../../settings';

export function ComingSoonPage() {
  const { t } = useTranslation('pages');
  const siteName = useSiteName();
  useDocumentTitle(t('comingSoon.title'));
  return (
    <div className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-zinc-950 px-6 text-center">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(139,92,246,0.35),transparent_45%),radial-gradient(circle_at_70%_80%,rgba(34,211,238,0.25),transparent_45%)]"
      />
      <div className="absolute right-4 top-4">
        <LanguageSwitcher />
      </div>
      <main className="relative max-w-xl">
        <BrandMark name={siteName} className="text-3xl" />
        <p className="mt-3 text-sm text-zinc-300">{t('common:tagline')}</p>
        <Rocket className="mx-auto mt-10 h-12 w-12 text-cyan-300" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-black tracking-tight text-white sm:text-5xl">{t('comingSoon.title')}</h1>
        <p className="mt-4 text-lg text-zinc-300">{t('comingSoon.body')}</p>
      </main>
    </div>
  );
}
