import { useTranslation } from 'react-i18next';
import { InfoLayout, pageLanguage } from '../components/InfoLayout';
import { InfoSection, TextLink, toSections } from '../components/InfoSection';
import { TableOfContents } from '../components/TableOfContents';
import { isLegalDoc, LEGAL_DOCS, type LegalDoc } from '../legalDocs';

export { LEGAL_DOCS, isLegalDoc };

export interface LegalPageProps {
  doc: LegalDoc;
}

/** /legal/{doc}: renders any legal document from the `legal` namespace, with contents and links to the others. */
export function LegalPage({ doc }: LegalPageProps) {
  const { t, i18n } = useTranslation('legal');
  const sections = toSections(t(`docs.${doc}.sections`, { returnObjects: true }));
  const otherDocsLabel = t('common.otherDocs');
  const questionsEmail = t('common.questionsEmail');

  return (
    <InfoLayout
      title={t(`docs.${doc}.title`)}
      eyebrow={t('common.eyebrow')}
      lead={t(`docs.${doc}.summary`)}
      updated={t(`docs.${doc}.updated`)}
      lastUpdatedLabel={t('common.lastUpdated')}
      language={pageLanguage(i18n)}
      beforeContent={
        <TableOfContents
          label={t('common.toc')}
          entries={sections.map((section) => ({ id: section.id, label: section.heading }))}
        />
      }
      footer={
        <>
          <p className="text-sm leading-6 text-zinc-400">
            {t('common.questions')} <TextLink href={`mailto:${questionsEmail}`}>{questionsEmail}</TextLink>
          </p>
          <nav aria-label={otherDocsLabel}>
            <p className="text-xs font-semibold tracking-[0.15em] text-zinc-400 uppercase" aria-hidden="true">
              {otherDocsLabel}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {LEGAL_DOCS.map((slug) => (
                <li key={slug}>
                  <a
                    href={`/legal/${slug}`}
                    aria-current={slug === doc ? 'page' : undefined}
                    className="inline-block rounded-full border border-zinc-700 px-3 py-1.5 text-sm text-zinc-300 transition-colors hover:border-cyan-400 hover:text-cyan-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-500 aria-[current=page]:border-violet-500 aria-[current=page]:bg-violet-500/15 aria-[current=page]:text-violet-200"
                  >
                    {t(`docs.${slug}.title`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
    >
      {sections.map((section) => (
        <InfoSection key={section.id} section={section} />
      ))}
    </InfoLayout>
  );
}
