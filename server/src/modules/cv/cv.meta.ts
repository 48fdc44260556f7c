import type { AppContext } from '../../context';
import type { Lang } from '../../lib/language';
import { cvCard, gameName, CARD_HEIGHT, CARD_WIDTH } from './cv.card';
import { cardPath } from './cv.service';

const CV_PATH = /^\/cv\/([^/]+)\/?$/;

const TEXTS = {
  tr: { cv: 'e-spor CV', roles: { player: 'Oyuncu', coach: 'Koç', team_owner: 'Takım Sahibi', admin: 'Yönetici' } },
  en: {
    cv: 'Esports CV',
    roles: { player: 'Player', coach: 'Coach', team_owner: 'Team Owner', admin: 'Administrator' },
  },
} as const;

/** Text inside an attribute or an element: people write their names and biographies, and crawlers read HTML. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The link preview of `/cv/{nickname}` (Open Graph and Twitter card tags, title, canonical link), for the first HTML
 * answer since crawlers run no script; null for any other path and for a CV that is not public, whose page keeps
 * the site's generic tags and shows nothing of the person.
 */
export async function cvPageHead(ctx: AppContext, path: string, lang: Lang): Promise<string | null> {
  const match = CV_PATH.exec(path);
  if (!match?.[1]) return null;
  let ref: string;
  try {
    ref = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const card = await cvCard(ctx, ref).catch(() => null);
  if (!card) return null;
  const { facts, siteName } = card;
  const texts = TEXTS[lang];
  const user = facts.profile.user;
  const main = facts.profile.profile.games[0];
  const summary = [
    user.userType ? texts.roles[user.userType] : null,
    main ? gameName(main.game) : null,
    facts.teams[0]?.team.name ?? null,
  ].filter(Boolean);
  const bio = facts.profile.profile.biography?.replace(/\s+/g, ' ').trim();
  const title = `${card.name} · ${texts.cv}`;
  const description = clip([summary.join(' · '), bio].filter(Boolean).join(' — ') || `@${card.nickname}`, 200);
  const base = ctx.config.publicUrl;
  const url = `${base}/cv/${encodeURIComponent(card.nickname)}`;
  const image = `${base}${cardPath(card.nickname)}?v=${card.version}`;
  const tags: [string, string, string][] = [
    ['name', 'description', description],
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', image],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(CARD_WIDTH)],
    ['property', 'og:image:height', String(CARD_HEIGHT)],
    ['property', 'og:image:alt', title],
    ['property', 'og:locale', lang === 'tr' ? 'tr_TR' : 'en_US'],
    ['property', 'profile:username', card.nickname],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', title],
  ];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n    ');
}
