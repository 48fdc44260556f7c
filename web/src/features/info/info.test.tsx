import { act, cleanup, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enInfo from '../../../public/locales/en/info.json';
import enLegal from '../../../public/locales/en/legal.json';
import trInfo from '../../../public/locales/tr/info.json';
import trLegal from '../../../public/locales/tr/legal.json';
import { AboutPage, CareersPage, HelpPage, LEGAL_DOCS, LegalPage, isLegalDoc } from './index';

type Lang = 'tr' | 'en';
const LANGS: readonly Lang[] = ['tr', 'en'];
const INFO = { tr: trInfo, en: enInfo } as const;
const LEGAL = { tr: trLegal, en: enLegal } as const;

async function createI18n(lng: Lang): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'tr',
    ns: ['info', 'legal'],
    defaultNS: 'info',
    resources: { tr: { info: trInfo, legal: trLegal }, en: { info: enInfo, legal: enLegal } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}

async function renderIn(lng: Lang, ui: ReactElement) {
  const i18n = await createI18n(lng);
  const result = render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
  return { i18n, ...result };
}

/** Every leaf path of a JSON value, with array indices as path segments. */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => leafPaths(entry, `${prefix}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, entry]) => leafPaths(entry, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function leafValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(leafValues);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leafValues);
  return [value];
}

const h1Text = () => screen.getByRole('heading', { level: 1 }).textContent;
const h2Texts = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const hrefs = () => screen.getAllByRole('link').map((link) => link.getAttribute('href'));

afterEach(() => {
  cleanup();
});

describe('locale files', () => {
  it.each(['info', 'legal'] as const)('%s.json has exactly the same keys in tr and en', (ns) => {
    const files = ns === 'info' ? INFO : LEGAL;
    const tr = leafPaths(files.tr).sort();
    const en = leafPaths(files.en).sort();
    expect(tr.length).toBeGreaterThan(50);
    expect(en).toEqual(tr);
  });

  it.each(LANGS)('every value in the %s files is a non-empty string', (lng) => {
    for (const value of [...leafValues(INFO[lng]), ...leafValues(LEGAL[lng])]) {
      expect(typeof value).toBe('string');
      expect((value as string).trim().length).toBeGreaterThan(0);
    }
  });

  it('contains a document for each legal slug, with 4 to 8 uniquely named sections', () => {
    for (const lng of LANGS) {
      const docs: Record<string, { sections: { id: string }[] }> = LEGAL[lng].docs;
      expect(Object.keys(docs).sort()).toEqual([...LEGAL_DOCS].sort());
      for (const slug of LEGAL_DOCS) {
        const ids = docs[slug]?.sections.map((section) => section.id) ?? [];
        expect(ids.length, `${lng} ${slug}`).toBeGreaterThanOrEqual(4);
        expect(ids.length, `${lng} ${slug}`).toBeLessThanOrEqual(8);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it('keeps section ids identical across languages so anchors do not change with the language', () => {
    for (const slug of LEGAL_DOCS) {
      const ids = (lng: Lang) => LEGAL[lng].docs[slug].sections.map((section) => section.id);
      expect(ids('en')).toEqual(ids('tr'));
    }
    expect(enInfo.help.faq.map((entry) => entry.id)).toEqual(trInfo.help.faq.map((entry) => entry.id));
  });

  it('only links to pages that exist', () => {
    const internal = new Set(['/about', '/help', '/careers', ...LEGAL_DOCS.map((slug) => `/legal/${slug}`)]);
    for (const lng of LANGS) {
      const links = JSON.stringify(INFO[lng]).match(/"href":"[^"]*"/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const raw of links) {
        const href = raw.slice('"href":"'.length, -1);
        expect(href.startsWith('mailto:') || internal.has(href), href).toBe(true);
      }
    }
  });
});

describe('isLegalDoc / LEGAL_DOCS', () => {
  it('lists the six legal documents', () => {
    expect(LEGAL_DOCS).toEqual([
      'terms-of-service',
      'privacy-policy',
      'cookie-policy',
      'imprint',
      'accessibility',
      'ad-info',
    ]);
  });

  it('accepts only known slugs', () => {
    for (const slug of LEGAL_DOCS) expect(isLegalDoc(slug)).toBe(true);
    expect(isLegalDoc('privacy')).toBe(false);
    expect(isLegalDoc('')).toBe(false);
    expect(isLegalDoc('Privacy-Policy')).toBe(false);
    expect(isLegalDoc('toString')).toBe(false);
  });
});

describe('AboutPage', () => {
  it('renders the Turkish page with one h1, its sections and a Turkish date', async () => {
    await renderIn('tr', <AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(h1Text()).toBe('eSportsCV Hakkında');
    expect(h2Texts()).toEqual(trInfo.about.sections.map((section) => section.heading));
    expect(screen.getByText('Oyuncular')).toBeTruthy();
    expect(screen.getByText('Koçlar')).toBeTruthy();
    expect(screen.getByText('Takım sahipleri')).toBeTruthy();
    const time = document.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe('2026-11-16');
    expect(time?.textContent).toBe('16 Kasım 2026');
    expect(document.querySelector('article')?.getAttribute('lang')).toBe('tr');
  });

  it('renders the English page with an English date', async () => {
    await renderIn('en', <AboutPage />);
    expect(h1Text()).toBe('About eSportsCV');
    expect(h2Texts()).toContain('Our mission');
    expect(screen.getByText('Players')).toBeTruthy();
    expect(screen.getByText('Coaches')).toBeTruthy();
    expect(screen.getByText('Team owners')).toBeTruthy();
    expect(document.querySelector('time')?.textContent).toBe('November 16, 2026');
    expect(document.querySelector('article')?.getAttribute('lang')).toBe('en');
  });

  it('follows a language change without remounting', async () => {
    const { i18n } = await renderIn('tr', <AboutPage />);
    expect(h1Text()).toBe('eSportsCV Hakkında');
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(h1Text()).toBe('About eSportsCV');
    expect(document.querySelector('time')?.textContent).toBe('November 16, 2026');
  });

  it('links to help, careers and the support address', async () => {
    await renderIn('tr', <AboutPage />);
    expect(hrefs()).toEqual(expect.arrayContaining(['/help', '/careers', 'mailto:destek@esportscv.example']));
  });
});

describe('HelpPage', () => {
  it.each([
    ['tr', 'Yardım Merkezi', 'Sık sorulan sorular', 'Rolümü nasıl seçerim, sonradan değiştirebilir miyim?'],
    ['en', 'Help Centre', 'Frequently asked questions', 'How do I choose my role, and can I change it later?'],
  ] as const)('renders the FAQ in %s', async (lng, title, faqHeading, roleQuestion) => {
    await renderIn(lng, <HelpPage />);
    expect(h1Text()).toBe(title);
    expect(h2Texts()[0]).toBe(faqHeading);
    const questions = screen.getAllByRole('heading', { level: 3 });
    expect(questions).toHaveLength(12);
    expect(questions.map((heading) => heading.textContent)).toContain(roleQuestion);
    expect(questions.map((heading) => heading.textContent)).toEqual(INFO[lng].help.faq.map((entry) => entry.question));
  });

  it('says the role is permanent and explains following and connecting', async () => {
    await renderIn('tr', <HelpPage />);
    expect(screen.getByText(/Rol seçimi kalıcıdır/)).toBeTruthy();
    expect(screen.getByText(/Bağlantı ise karşılıklıdır/)).toBeTruthy();
  });

  it('links to the privacy policy, the about page and the support address', async () => {
    await renderIn('en', <HelpPage />);
    const links = hrefs();
    expect(links).toContain('/legal/privacy-policy');
    expect(links).toContain('/about');
    expect(links).toContain('mailto:destek@esportscv.example');
  });

  it('has a table of contents whose links all point at elements on the page', async () => {
    await renderIn('tr', <HelpPage />);
    const toc = screen.getByRole('navigation', { name: 'Bu sayfada' });
    const anchors = within(toc).getAllByRole('link');
    expect(anchors).toHaveLength(trInfo.help.faq.length + trInfo.help.sections.length);
    for (const anchor of anchors) {
      const target = anchor.getAttribute('href') ?? '';
      expect(target.startsWith('#')).toBe(true);
      expect(document.getElementById(target.slice(1)), target).not.toBeNull();
    }
  });
});

describe('CareersPage', () => {
  it.each([
    ['tr', 'Kariyer', 'Açık pozisyonlar', 'Kıdemli Full-Stack Geliştirici', 'Başvuru: Kıdemli Full-Stack Geliştirici'],
    ['en', 'Careers', 'Open positions', 'Senior Full-Stack Engineer', 'Application: Senior Full-Stack Engineer'],
  ] as const)('renders the open roles in %s', async (lng, title, rolesHeading, firstRole, subject) => {
    await renderIn(lng, <CareersPage />);
    expect(h1Text()).toBe(title);
    expect(h2Texts()).toContain(rolesHeading);
    const roles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(roles.length).toBeGreaterThanOrEqual(3);
    expect(roles.length).toBeLessThanOrEqual(4);
    expect(roles[0]).toBe(firstRole);
    const apply = screen.getAllByRole('link').find((link) => link.textContent?.endsWith(firstRole));
    expect(apply?.getAttribute('href')).toBe(`mailto:kariyer@esportscv.example?subject=${encodeURIComponent(subject)}`);
  });

  it('does not HTML-escape role titles in the mail subject', async () => {
    await renderIn('en', <CareersPage />);
    const link = screen.getAllByRole('link').find((anchor) => anchor.textContent?.endsWith('Product Designer (UI/UX)'));
    expect(decodeURIComponent(link?.getAttribute('href') ?? '')).toContain('Application: Product Designer (UI/UX)');
  });

  it('explains how to apply with numbered steps', async () => {
    await renderIn('tr', <CareersPage />);
    const section = document.getElementById('how-to-apply');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('Nasıl başvurulur?');
    expect(section?.querySelectorAll('ol > li')).toHaveLength(4);
  });
});

describe('LegalPage', () => {
  for (const lng of LANGS) {
    it.each(LEGAL_DOCS)(`renders %s in ${lng} with its title, summary, date and sections`, async (slug) => {
      const doc = LEGAL[lng].docs[slug];
      await renderIn(lng, <LegalPage doc={slug} />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(h1Text()).toBe(doc.title);
      expect(screen.getByText(doc.summary)).toBeTruthy();
      expect(h2Texts()).toEqual(doc.sections.map((section) => section.heading));
      expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(doc.updated);

      const toc = screen.getByRole('navigation', { name: LEGAL[lng].common.toc });
      expect(
        within(toc)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href')),
      ).toEqual(doc.sections.map((section) => `#${section.id}`));
      for (const section of doc.sections) expect(document.getElementById(section.id)).not.toBeNull();

      const others = screen.getByRole('navigation', { name: LEGAL[lng].common.otherDocs });
      const current = within(others)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.getAttribute('href'))).toEqual([`/legal/${slug}`]);
      expect(within(others).getAllByRole('link')).toHaveLength(LEGAL_DOCS.length);
    });
  }

  it('shows the Turkish privacy policy with KVKK and GDPR content and the controller', async () => {
    await renderIn('tr', <LegalPage doc="privacy-policy" />);
    expect(h1Text()).toBe('Gizlilik Politikası');
    expect(h2Texts()).toEqual(expect.arrayContaining(['Veri sorumlusu', 'Hukuki sebepler', 'Haklarınız']));
    expect(screen.getByText(/KVKK m\. 11/)).toBeTruthy();
    expect(screen.getAllByText(/GDPR/).length).toBeGreaterThan(0);
    expect(hrefs()).toContain('mailto:kvkk@esportscv.example');
    expect(document.querySelector('time')?.textContent).toBe('16 Kasım 2026');
  });

  it('shows the English cookie policy naming the only storage it uses', async () => {
    await renderIn('en', <LegalPage doc="cookie-policy" />);
    expect(h1Text()).toBe('Cookie Policy');
    expect(screen.getByText('i18nextLng (localStorage)')).toBeTruthy();
    expect(screen.getByText(/cookie name: sid/)).toBeTruthy();
    expect(screen.getByText('Third-party cookies')).toBeTruthy();
    expect(document.querySelector('time')?.textContent).toBe('November 16, 2026');
  });

  it('shows the imprint with the company name and registry details marked as examples', async () => {
    await renderIn('tr', <LegalPage doc="imprint" />);
    expect(h1Text()).toBe('Künye');
    expect(screen.getByText('eSportsCV Teknoloji A.Ş.')).toBeTruthy();
    expect(screen.getByText(/İstanbul Ticaret Sicili Müdürlüğü.*\(örnek\)/)).toBeTruthy();
    expect(screen.getByText(/Sarıyer\/İstanbul/)).toBeTruthy();
  });

  it('states the WCAG 2.1 AA goal and names a contact for barriers', async () => {
    await renderIn('en', <LegalPage doc="accessibility" />);
    expect(screen.getByText(/WCAG\) 2\.1 at level AA/)).toBeTruthy();
    expect(hrefs()).toContain('mailto:erisilebilirlik@esportscv.example');
  });

  it('re-renders another document when the doc prop changes', async () => {
    const { i18n, rerender } = await renderIn('tr', <LegalPage doc="terms-of-service" />);
    expect(h1Text()).toBe('Kullanım Koşulları');
    rerender(
      <I18nextProvider i18n={i18n}>
        <LegalPage doc="ad-info" />
      </I18nextProvider>,
    );
    expect(h1Text()).toBe('Reklam Bilgilendirmesi');
    expect(screen.getByText(/Kişiselleştirilmiş reklam göstermiyoruz/)).toBeTruthy();
  });
});
