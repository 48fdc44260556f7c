import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import satori from 'satori';
import { displayName, displayRating, isProvisional } from '@esn/contract';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { storageFor } from '../uploads/storage';
import { cardFacts, publicCvOwner, type CvOwner } from './cv.service';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Part of every card's version: a change of the drawing below makes every cached card old. */
const LAYOUT = 2;

/** Game names are the same in both languages (they are brands). */
const GAME_NAMES: Record<string, string> = {
  valorant: 'VALORANT',
  cs2: 'Counter-Strike 2',
  lol: 'League of Legends',
  dota2: 'Dota 2',
  pubg: 'PUBG: Battlegrounds',
  pubg_mobile: 'PUBG Mobile',
  fortnite: 'Fortnite',
  apex: 'Apex Legends',
  overwatch2: 'Overwatch 2',
  r6: 'Rainbow Six Siege',
  rocket_league: 'Rocket League',
  fc: 'EA SPORTS FC',
  mlbb: 'Mobile Legends: Bang Bang',
  tft: 'Teamfight Tactics',
};
export const gameName = (game: string) => GAME_NAMES[game] ?? game;

/** What a card shows; its hash is the card's version (the ETag, the cache key, the `?v=` of the page's og:image). */
interface CardData {
  name: string;
  nickname: string;
  avatar: { key: string; size: number; modifiedAt: number } | null;
  game: string | null;
  roles: string[];
  team: string | null;
  siteName: string;
  /** The main game's rating, once it is no longer provisional (a guess is not shown to the world). */
  rating: number | null;
  /** The best final place of the verified record. */
  best: { rank: number; size: number; tournament: string } | null;
}

type Tree = { type: string; props: Record<string, unknown> };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}) =>
  ({ type, props: { style, children, ...extra } }) satisfies Tree;

/**
 * Noto Sans from @fontsource (a package, so a clean machine has it): its WOFF files, which satori reads (not WOFF2).
 * Latin and Latin Extended are separate files; given as two families, satori takes each glyph from the one that
 * has it (ş, ğ, ı, İ come from the second).
 */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null;
function loadFonts() {
  const require = createRequire(import.meta.url);
  const file = (subset: string, weight: 400 | 700) =>
    readFile(require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`));
  fonts ??= Promise.all(
    (['latin', 'latin-ext'] as const).flatMap((subset) =>
      ([400, 700] as const).map(async (weight) => ({
        name: subset === 'latin' ? 'Noto' : 'NotoExt',
        data: await file(subset, weight),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
  return fonts;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase('tr'))
    .join('');

/** PNG or JPEG only (what satori draws); a WebP or GIF avatar gets the initials instead. */
function imageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function readAvatar(ctx: AppContext, key: string): Promise<string | null> {
  const stored = await storageFor(ctx.config).get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.open()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const type = imageType(bytes);
  return type ? `data:${type};base64,${bytes.toString('base64')}` : null;
}

async function drawCard(data: CardData, avatar: string | null): Promise<Buffer> {
  const size = 260;
  const picture = avatar
    ? el('img', { width: size, height: size, borderRadius: size / 2, objectFit: 'cover' }, undefined, {
        src: avatar,
        width: size,
        height: size,
      })
    : el(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: size,
          height: size,
          borderRadius: size / 2,
          background: '#6d28d9',
          color: '#fff',
          fontSize: 110,
          fontWeight: 700,
          fontFamily: 'Noto, NotoExt',
        },
        initials(data.name) || '?',
      );
  const line = (text: string, style: Record<string, unknown>) =>
    el('div', { display: 'flex', color: '#d4d4d8', fontSize: 40, ...style }, text);
  const details = [
    line(data.name, { color: '#fff', fontSize: data.name.length > 22 ? 60 : 76, fontWeight: 700, lineHeight: 1.1 }),
    data.name !== data.nickname ? line(`@${data.nickname}`, { color: '#a1a1aa', fontSize: 36 }) : null,
    data.game ? line(gameName(data.game), { marginTop: 28, color: '#c4b5fd', fontWeight: 700 }) : null,
    data.roles.length > 0 ? line(data.roles.join(' · '), { fontSize: 34 }) : null,
    data.team ? line(data.team, { marginTop: 12, fontSize: 34, color: '#67e8f9' }) : null,
    // The card is read by crawlers that name no language: Turkish, the site's first.
    data.rating !== null ? line(`Reyting ${data.rating}`, { marginTop: 12, fontSize: 34, color: '#fde68a' }) : null,
    data.best
      ? line(`En iyi derece: ${data.best.rank}. / ${data.best.size} · ${data.best.tournament}`, {
          fontSize: 30,
          color: '#fde68a',
          // A long tournament name ends in an ellipsis instead of leaving the card.
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          textOverflow: 'ellipsis',
        })
      : null,
  ].filter(Boolean);
  const tree = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      padding: 64,
      background: 'linear-gradient(135deg, #18181b 0%, #2e1065 100%)',
      fontFamily: 'Noto, NotoExt',
    },
    [
      el('div', { display: 'flex', flex: 1, alignItems: 'center', gap: 56 }, [
        picture,
        el('div', { display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }, details),
      ]),
      el(
        'div',
        {
          position: 'absolute',
          left: 64,
          right: 64,
          bottom: 48,
          display: 'flex',
          justifyContent: 'space-between',
          color: '#a1a1aa',
          fontSize: 30,
          fontWeight: 700,
        },
        [el('div', { display: 'flex', color: '#8b5cf6' }, data.siteName), el('div', { display: 'flex' }, 'CV')],
      ),
    ],
  );
  const svg = await satori(tree as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}

function factsToCard(
  owner: CvOwner,
  facts: Awaited<ReturnType<typeof cardFacts>>,
  avatar: CardData['avatar'],
  siteName: string,
): CardData {
  const main = facts.profile.profile.games[0];
  const rated = main ? facts.ratings.find((r) => r.game === main.game) : undefined;
  return {
    name: displayName(facts.profile.user),
    nickname: owner.nickname,
    avatar,
    game: main?.game ?? null,
    roles: main?.roles ?? [],
    team: facts.teams[0]?.team.name ?? null,
    siteName,
    rating: rated && !isProvisional(rated.games) ? displayRating(rated.mu, rated.sigma) : null,
    best: facts.best ? { rank: facts.best.rank, size: facts.best.size, tournament: facts.best.tournament.name } : null,
  };
}

const versionOf = (data: CardData) =>
  createHash('sha256')
    .update(JSON.stringify([LAYOUT, data]))
    .digest('base64url')
    .slice(0, 22);

/** Rendered cards by version, per process (a card is ~50 KB; a changed CV gets a new version, the old one ages out). */
const rendered = new LRUCache<string, Promise<Buffer>>({ max: 200 });

export interface Card {
  version: string;
  name: string;
  nickname: string;
  siteName: string;
  facts: Awaited<ReturnType<typeof cardFacts>>;
  png: () => Promise<Buffer>;
}

/**
 * The preview card of a public CV (404 otherwise): its version at once (for an ETag answer without drawing), the
 * PNG on demand, drawn once per version (a second request while the first draws waits for the same drawing).
 */
export async function cvCard(ctx: AppContext, ref: string): Promise<Card> {
  const owner = await publicCvOwner(ctx, ref);
  if (!owner) throw notFound('cv_not_public');
  const [facts, site] = await Promise.all([cardFacts(ctx, owner), ctx.settings.get()]);
  const url = facts.profile.user.avatarUrl;
  const key = url?.startsWith('/public-objects/') ? url.slice('/public-objects/'.length) : null;
  const stored = key ? await storageFor(ctx.config).get(key) : null;
  const avatar = key && stored ? { key, size: stored.size, modifiedAt: stored.modifiedAt.getTime() } : null;
  const data = factsToCard(owner, facts, avatar, site.siteName);
  const version = versionOf(data);
  return {
    version,
    name: data.name,
    nickname: owner.nickname,
    siteName: site.siteName,
    facts,
    png: () => {
      let png = rendered.get(version);
      if (!png) {
        png = (async () => drawCard(data, avatar ? await readAvatar(ctx, avatar.key) : null))();
        png.catch(() => rendered.delete(version));
        rendered.set(version, png);
      }
      return png;
    },
  };
}
