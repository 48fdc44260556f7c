import { useTranslation } from 'react-i18next';
import { InfoLayout, pageLanguage } from '../components/InfoLayout';
import { InfoSection, isRecord, toSection, toSections, toStrings } from '../components/InfoSection';
import { TableOfContents } from '../components/TableOfContents';

interface OpenRole {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  requirements: string[];
}

function toRoles(value: unknown): OpenRole[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((role): OpenRole[] => {
    if (!isRecord(role) || typeof role.id !== 'string' || typeof role.title !== 'string') return [];
    const text = (key: string) => {
      const field = role[key];
      return typeof field === 'string' ? field : '';
    };
    return [
      {
        id: role.id,
        title: role.title,
        team: text('team'),
        location: text('location'),
        type: text('type'),
        summary: text('summary'),
        requirements: toStrings(role.requirements),
      },
    ];
  });
}

const ROLES_SECTION_ID = 'open-positions';

/** /careers: culture, benefits, open roles with a mailto application link each, and how to apply. */
export function CareersPage() {
  const { t, i18n } = useTranslation('info');
  const sections = toSections(t('careers.sections', { returnObjects: true }));
  const roles = toRoles(t('careers.roles', { returnObjects: true }));
  const apply = toSection(t('careers.apply', { returnObjects: true }));
  const applyEmail = t('careers.applyEmail');
  const rolesHeading = t('careers.rolesHeading');

  const toc = [
    ...sections.map((section) => ({ id: section.id, label: section.heading })),
    { id: ROLES_SECTION_ID, label: rolesHeading },
    ...(apply ? [{ id: apply.id, label: apply.heading }] : []),
  ];

  const applyHref = (role: OpenRole) => {
    const subject = t('careers.applySubject', { role: role.title, interpolation: { escapeValue: false } });
    return `mailto:${applyEmail}?subject=${encodeURIComponent(subject)}`;
  };

  return (
    <InfoLayout
      title={t('careers.title')}
      eyebrow={t('common.brand')}
      lead={t('careers.lead')}
      updated={t('careers.updated')}
      lastUpdatedLabel={t('common.lastUpdated')}
      language={pageLanguage(i18n)}
      beforeContent={<TableOfContents label={t('common.onThisPage')} entries={toc} />}
      footer={<p className="text-sm leading-6 text-zinc-400">{t('careers.equalOpportunity')}</p>}
    >
      {sections.map((section) => (
        <InfoSection key={section.id} section={section} />
      ))}

      <section id={ROLES_SECTION_ID} aria-labelledby={`${ROLES_SECTION_ID}-heading`} className="scroll-mt-24">
        <h2
          id={`${ROLES_SECTION_ID}-heading`}
          className="text-xl font-semibold tracking-tight text-zinc-50 sm:text-2xl"
        >
          {rolesHeading}
        </h2>
        <p className="mt-4 leading-7 text-zinc-300">{t('careers.rolesIntro')}</p>
        <ul role="list" className="mt-6 list-none space-y-4">
          {roles.map((role) => {
            const headingId = `role-${role.id}-title`;
            const meta = [
              { term: t('careers.roleTeam'), value: role.team },
              { term: t('careers.roleLocation'), value: role.location },
              { term: t('careers.roleType'), value: role.type },
            ];
            return (
              <li key={role.id}>
                <article
                  id={`role-${role.id}`}
                  aria-labelledby={headingId}
                  className="scroll-mt-24 rounded-xl border border-zinc-800 bg-zinc-900 p-5 transition-colors hover:border-violet-500/60 sm:p-6"
                >
                  <h3 id={headingId} className="text-lg font-semibold text-zinc-50">
                    {role.title}
                  </h3>
                  <dl className="mt-3 flex flex-wrap gap-2 text-xs">
                    {meta.map((entry) => (
                      <div
                        key={entry.term}
                        className="flex gap-1 rounded-full border border-zinc-700 bg-zinc-950 px-3 py-1"
                      >
                        <dt className="text-zinc-400">{entry.term}:</dt>
                        <dd className="font-medium text-cyan-300">{entry.value}</dd>
                      </div>
                    ))}
                  </dl>
                  <p className="mt-4 leading-7 text-zinc-300">{role.summary}</p>
                  {role.requirements.length > 0 ? (
                    <>
                      <h4 className="mt-5 text-sm font-semibold text-zinc-100">{t('careers.roleRequirements')}</h4>
                      <ul className="mt-2 list-disc space-y-1.5 pl-6 text-sm leading-6 text-zinc-300 marker:text-violet-400">
                        {role.requirements.map((requirement, index) => (
                          <li key={index} className="pl-1">
                            {requirement}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <a
                    href={applyHref(role)}
                    className="mt-6 inline-flex items-center rounded-lg bg-violet-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-violet-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-400"
                  >
                    {t('careers.applyCta')}
                    <span className="sr-only">: {role.title}</span>
                  </a>
                </article>
              </li>
            );
          })}
        </ul>
      </section>

      {apply ? <InfoSection section={apply} /> : null}
    </InfoLayout>
  );
}
