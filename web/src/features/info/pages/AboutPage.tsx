import { useTranslation } from 'react-i18next';
import { InfoLayout, pageLanguage } from '../components/InfoLayout';
import { InfoSection, toSections } from '../components/InfoSection';

/** /about: mission, audiences, features and principles of the platform. */
export function AboutPage() {
  const { t, i18n } = useTranslation('info');
  const sections = toSections(t('about.sections', { returnObjects: true }));

  return (
    <InfoLayout
      title={t('about.title')}
      eyebrow={t('common.brand')}
      lead={t('about.lead')}
      updated={t('about.updated')}
      lastUpdatedLabel={t('common.lastUpdated')}
      language={pageLanguage(i18n)}
    >
      {sections.map((section) => (
        <InfoSection key={section.id} section={section} />
      ))}
    </InfoLayout>
  );
}
