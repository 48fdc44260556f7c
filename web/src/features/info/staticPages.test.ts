import { describe, expect, it } from 'vitest';
import { APP_ROUTES, findRoute } from '../../app/routing/routeTable';
import enInfo from '../../../public/locales/en/info.json';
import enLanding from '../../../public/locales/en/landing.json';
import enMeta from '../../../public/locales/en/meta.json';
import trInfo from '../../../public/locales/tr/info.json';
import trLanding from '../../../public/locales/tr/landing.json';
import trMeta from '../../../public/locales/tr/meta.json';
import { LIVE_FEATURES, NOT_YET_PHRASES } from './liveFeatures';

type Lang = 'tr' | 'en';
const LANGS: readonly Lang[] = ['tr', 'en'];

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(texts);
  return [];
}

/**
 * The static pages cut into blocks that speak as one: a section (its heading over its items, as the About page's
 * "what's next" list did), an FAQ answer, a landing card, a page description.
 */
function staticBlocks(lng: Lang): Record<'about' | 'help' | 'careers' | 'landing' | 'meta', string[]> {
  const info = lng === 'tr' ? trInfo : enInfo;
  const landing = lng === 'tr' ? trLanding : enLanding;
  const meta = lng === 'tr' ? trMeta : enMeta;
  const whole = (section: unknown) => texts(section).join(' ');
  return {
    about: [info.about.title, info.about.lead, ...info.about.sections.map(whole)],
    help: [info.help.lead, ...info.help.faq.map(whole), ...info.help.sections.map(whole)],
    careers: [info.careers.lead, ...info.careers.sections.map(whole), ...info.careers.roles.map(whole)],
    landing: texts(landing),
    meta: [meta.default, meta.pages.landing, meta.pages.about, meta.pages.help].map(whole),
  };
}

/** The live features a block says are still to come. */
function announcedAsComing(block: string, lng: Lang): string[] {
  if (!NOT_YET_PHRASES[lng].test(block)) return [];
  return LIVE_FEATURES.filter((feature) => feature.words[lng].test(block)).map((feature) => feature.id);
}

const mentioned = (blocks: string[], lng: Lang) =>
  LIVE_FEATURES.filter((feature) => blocks.some((block) => feature.words[lng].test(block))).map((f) => f.id);

describe('static pages describe what exists', () => {
  it('lists only features the app has a screen for', () => {
    for (const feature of LIVE_FEATURES) expect(findRoute(APP_ROUTES, feature.path), feature.id).toBeDefined();
  });

  it.each(LANGS)('in %s, no static page says a live feature is still to come', (lng) => {
    const blocks = staticBlocks(lng);
    const claims = Object.entries(blocks).flatMap(([page, list]) =>
      list.flatMap((block) => announcedAsComing(block, lng).map((feature) => `${page}: ${feature}`)),
    );
    expect(claims).toEqual([]);
  });

  it.each(LANGS)('in %s, the about, help and landing pages each name every live feature', (lng) => {
    const blocks = staticBlocks(lng);
    const all = LIVE_FEATURES.map((feature) => feature.id);
    expect(mentioned(blocks.about, lng)).toEqual(all);
    expect(mentioned(blocks.help, lng)).toEqual(all);
    expect(mentioned(blocks.landing, lng)).toEqual(all);
  });

  // The About page's old "what's next" section, word for word: the check must catch it in both languages.
  it.each([
    [
      'tr',
      "Sırada ne var? eSportsCV'nin bu bölümleri henüz yayında değil. Maç sonuçları iki takımın onayıyla kesinleşen turnuvalar ve ligler. Transfer pazarı. Doğrudan mesajlaşma",
      ['tournaments', 'leagues', 'transfers', 'messages'],
    ],
    [
      'en',
      'What we are building next. These parts of eSportsCV are not live yet. Tournaments and leagues. A transfer market. Community challenges with XP. Direct messages',
      ['tournaments', 'leagues', 'transfers', 'challenges', 'messages'],
    ],
  ] as const)('in %s, flags a section announcing live features as coming', (lng, block, features) => {
    expect(announcedAsComing(block, lng)).toEqual(expect.arrayContaining([...features]));
  });

  it('does not mistake "yakından" (closely) for "yakında" (soon)', () => {
    expect(NOT_YET_PHRASES.tr.test('Türkiye espor ekosistemini yakından tanımak')).toBe(false);
    expect(NOT_YET_PHRASES.tr.test('Turnuvalar çok yakında')).toBe(true);
  });
});
