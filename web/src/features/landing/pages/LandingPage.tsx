import { useTranslation } from 'react-i18next';
import { AuthPanel } from '../../auth/components';
import { useDocumentTitle } from '../../settings';
import { FeatureGrid } from '../components/FeatureGrid';
import { Hero } from '../components/Hero';

export function LandingPage() {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('documentTitle'));
  return (
    <>
      <section className="grid items-start gap-10 py-6 lg:grid-cols-[1.2fr_1fr] lg:py-12">
        <Hero />
        <AuthPanel />
      </section>
      <FeatureGrid />
    </>
  );
}
