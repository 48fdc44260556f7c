import { useTranslation } from 'react-i18next';
import { InfoLayout, pageLanguage } from '../components/InfoLayout';
import { InfoSection, RichText, isRecord, toSections, toStrings } from '../components/InfoSection';
import { TableOfContents } from '../components/TableOfContents';

interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

function toFaq(value: unknown): FaqEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): FaqEntry[] =>
    isRecord(entry) && typeof entry.id === 'string' && typeof entry.question === 'string'
      ? [{ id: entry.id, question: entry.question, answer: toStrings(entry.answer) }]
      : [],
  );
}

const FAQ_HEADING_ID = 'faq-heading';

/** /help: frequently asked questions, support contact and related pages. */
export function HelpPage() {
  const { t, i18n } = useTranslation('info');
  const faq = toFaq(t('help.faq', { returnObjects: true }));
  const sections = toSections(t('help.sections', { returnObjects: true }));

  const toc = [
    ...faq.map((entry) => ({ id: `faq-${entry.id}`, label: entry.question })),
    ...sections.map((section) => ({ id: section.id, label: section.heading })),
  ];

  return (
    <InfoLayout
      title={t('help.title')}
      eyebrow={t('common.brand')}
      lead={t('help.lead')}
      updated={t('help.updated')}
      lastUpdatedLabel={t('common.lastUpdated')}
      language={pageLanguage(i18n)}
      beforeContent={<TableOfContents label={t('common.onThisPage')} entries={toc} />}
    >
      <section id="faq" aria-labelledby={FAQ_HEADING_ID} className="scroll-mt-24">
        <h2 id={FAQ_HEADING_ID} className="text-xl font-semibold tracking-tight text-zinc-50 sm:text-2xl">
          {t('help.faqHeading')}
        </h2>
        <div className="mt-6 space-y-4">
          {faq.map((entry) => {
            const id = `faq-${entry.id}`;
            return (
              <section
                key={entry.id}
                id={id}
                aria-labelledby={`${id}-question`}
                className="scroll-mt-24 rounded-xl border border-zinc-800 bg-zinc-900 p-5 transition-colors hover:border-violet-500/50 sm:p-6"
              >
                <h3 id={`${id}-question`} className="text-lg font-semibold text-zinc-50">
                  {entry.question}
                </h3>
                {entry.answer.map((paragraph, index) => (
                  <p key={index} className="mt-3 leading-7 text-pretty text-zinc-300">
                    <RichText text={paragraph} />
                  </p>
                ))}
              </section>
            );
          })}
        </div>
      </section>
      {sections.map((section) => (
        <InfoSection key={section.id} section={section} />
      ))}
    </InfoLayout>
  );
}
