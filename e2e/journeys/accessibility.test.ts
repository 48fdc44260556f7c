import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { adminApi, createTeam, currentUser, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { baseUrl, browserForFile, newVisitor, signedUpContext, uniqueUser } from '../support/browser';
import { texts, type Lang, type Translate } from '../support/i18n';
import { completeOnboardingAs, STORAGE_KEYS } from '../support/ui';

/**
 * Issue 9: axe-core's WCAG 2.1 A/AA rules over every page, in Turkish and in English. A serious or critical
 * violation fails the sweep; every finding (moderate and minor included) is printed by rule. One browser, and
 * one page per role and language that walks from screen to screen.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
const LANGS: readonly Lang[] = ['tr', 'en'];
const SWEEP_TIMEOUT_MS = 480_000;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One screen of the sweep: where to go, and what to do there before axe looks (open a dialog, a menu…). */
interface Screen {
  name: string;
  path: string;
  /** Waits for the screen's own content; default: the page's h1. */
  ready?: (page: Page, t: Translate) => Promise<void>;
  /** A phone-sized window (the layout changes: a menu button and a side sheet instead of the top bar). */
  phone?: boolean;
}

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

interface Finding {
  screen: string;
  lang: Lang;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

const findings: Finding[] = [];
/** Every screen axe looked at, so that a sweep that stopped early cannot pass as a clean one. */
const swept: string[] = [];
const browser = browserForFile();

async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        },
      ),
    WCAG_TAGS,
  );
}

function record(screen: string, lang: Lang, violations: Result[]) {
  swept.push(`${lang} ${screen}`);
  for (const v of violations) {
    findings.push({
      screen,
      lang,
      rule: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')}${n.failureSummary ? ` — ${n.failureSummary.replace(/\s+/g, ' ')}` : ''}`,
      ),
    });
  }
}

/**
 * The screen has settled: the document's language is set and nothing is loading any more (no spinner, nothing
 * aria-busy). Not "network idle": the socket's long-polling request never lets it be.
 */
async function settle(page: Page, lang: Lang) {
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  await page
    .waitForFunction(() => !document.querySelector('.animate-spin, [aria-busy="true"]'), undefined, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  // Radix animates dialogs, menus and toasts in; axe must see their final colours.
  await page.waitForTimeout(300);
}

async function sweep(page: Page, lang: Lang, screens: Screen[]) {
  const t = texts[lang];
  for (const screen of screens) {
    await page.setViewportSize(screen.phone ? PHONE : DESKTOP);
    await page.goto(screen.path);
    if (screen.ready) await screen.ready(page, t);
    else await page.getByRole('heading', { level: 1 }).first().waitFor();
    await settle(page, lang);
    record(screen.name, lang, (await runAxe(page)).violations);
  }
}

/** A visitor context that reads `lang` from its first page on (the app's own stored choice). */
async function contextIn(lang: Lang): Promise<{ context: BrowserContext; page: Page }> {
  // The app's CSP (script-src 'self') would block axe's inline script tag; the page's own rules are unchanged.
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: DESKTOP,
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await context.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [STORAGE_KEYS.language, lang] as const,
  );
  return { context, page };
}

const headingNamed = (key: string) => async (page: Page, t: Translate) => {
  await page
    .getByRole('heading', { name: t(key), exact: true })
    .first()
    .waitFor();
};

/** Screens anyone can open without an account. */
function publicScreens(): Screen[] {
  const legal = ['terms-of-service', 'privacy-policy', 'cookie-policy', 'imprint', 'accessibility', 'ad-info'];
  return [
    {
      name: 'landing (sign in)',
      path: '/',
      ready: (page, t) => page.getByRole('tablist', { name: t('auth:panelLabel') }).waitFor(),
    },
    {
      name: 'landing (sign up)',
      path: '/?auth=signup',
      ready: (page, t) => page.getByRole('button', { name: t('auth:signUp.submit') }).waitFor(),
    },
    {
      name: 'forgot password dialog',
      path: '/?auth=signin',
      ready: async (page, t) => {
        await page.getByRole('button', { name: t('auth:forgot.link') }).click();
        await page.getByRole('dialog', { name: t('auth:forgot.title') }).waitFor();
      },
    },
    { name: 'reset password (no token)', path: '/reset-password', ready: headingNamed('auth:reset.title') },
    { name: 'coming soon', path: '/coming-soon' },
    { name: 'about', path: '/about' },
    { name: 'help', path: '/help' },
    { name: 'careers', path: '/careers' },
    ...legal.map((doc) => ({ name: `legal: ${doc}`, path: `/legal/${doc}` })),
    { name: 'admin login', path: '/eadmincv', ready: headingNamed('admin:login.title') },
    {
      name: 'phone: landing',
      path: '/',
      phone: true,
      ready: (page, t) => page.getByRole('tablist', { name: t('auth:panelLabel') }).waitFor(),
    },
  ];
}

/** What the sweep's players see around them: another person, a team with a roster and two active challenges. */
interface World {
  owner: { id: string; nickname: string };
  team: { id: string; slug: string; name: string };
  /** Individual challenges counting shared posts: one a single post completes, one that stays in progress. */
  challenges: { quick: string; long: string };
}

/** The screens of a signed-in player (`me`) with some life around them: a team, posts, notifications. */
function playerScreens(world: World, me: { id: string }): Screen[] {
  const bell = async (page: Page, t: Translate) => {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: new RegExp(`^${t('nav:notifications')}`) }).click();
    await page.getByRole('menu').waitFor();
  };
  return [
    { name: 'dashboard', path: '/dashboard' },
    { name: 'notifications menu', path: '/dashboard', ready: bell },
    { name: 'player dashboard', path: '/dashboard/player' },
    { name: 'coach dashboard', path: '/dashboard/coach' },
    { name: 'social wall', path: '/social-wall' },
    { name: 'tag', path: '/tags/a11y' },
    { name: 'explore', path: '/explore' },
    { name: 'explore search', path: `/explore?q=${encodeURIComponent(world.owner.nickname)}` },
    { name: 'own profile', path: '/profile' },
    { name: 'public profile', path: `/profile/${world.owner.id}` },
    { name: 'edit profile', path: `/profile/${me.id}/edit` },
    { name: 'CV', path: `/cv/${me.id}` },
    { name: 'career', path: '/career' },
    { name: 'network', path: '/network' },
    { name: 'network suggestions', path: '/network?tab=suggestions' },
    { name: 'teams', path: '/teams' },
    { name: 'teams: players looking for a team', path: '/teams?tab=players' },
    { name: 'teams: looking for a coach', path: '/teams?tab=coach' },
    { name: 'teams: mine', path: '/teams?tab=mine' },
    { name: 'team page', path: `/team/${world.team.slug}` },
    { name: 'create team', path: '/teams/create' },
    { name: 'tournaments', path: '/tournaments' },
    { name: 'leagues', path: '/leagues' },
    { name: 'transfers', path: '/transfers' },
    {
      name: 'transfers: offers',
      path: '/transfers?tab=offers',
      ready: (page, t) => page.getByRole('tablist', { name: t('transfers:offers.boxes') }).waitFor(),
    },
    {
      name: 'transfers: coaches',
      path: '/transfers?tab=coaches',
      ready: (page, t) => page.getByRole('search', { name: t('transfers:coachFilters.label') }).waitFor(),
    },
    {
      // Own profile, About tab: the "mark myself available" card and the transfer history.
      name: 'profile: transfers',
      path: `/profile/${me.id}`,
      ready: async (page, t) => {
        await page.getByRole('tab', { name: t('profile:tabs.about'), exact: true }).click();
        await page.getByRole('form', { name: t('transfers:availabilityCard.title') }).waitFor();
        await page.getByRole('heading', { name: t('transfers:profile.title'), exact: true }).waitFor();
      },
    },
    {
      // A completed challenge and one in progress, XP, a badge and the player's own row on the leaderboard.
      name: 'challenges',
      path: '/challenges',
      ready: async (page, t) => {
        await page.getByRole('list', { name: t('challenges:active.list') }).waitFor();
        await page.getByRole('list', { name: t('challenges:mine.badges') }).waitFor();
        await page.getByRole('list', { name: t('challenges:leaderboard.list') }).waitFor();
      },
    },
    {
      // Empty states: no team challenge, nobody's XP this week on the teams' board.
      name: 'challenges: team tab, this week',
      path: '/challenges?type=team&period=week',
      ready: headingNamed('challenges:leaderboard.title'),
    },
    { name: 'messages', path: '/messages' },
    { name: 'not found', path: '/no-such-page' },
    { name: 'phone: dashboard', path: '/dashboard', phone: true },
    // Tab strips wider than a phone: they scroll, with a fade and an arrow at the edges that hide tabs (issue 24).
    {
      name: 'phone: teams, looking for a coach',
      path: '/teams?tab=coach',
      phone: true,
      ready: (page, t) => page.getByRole('tablist', { name: t('teams:tabs.label') }).waitFor(),
    },
    {
      name: 'phone: own profile',
      path: '/profile',
      phone: true,
      ready: (page, t) => page.getByRole('tablist', { name: t('profile:tabs.label') }).waitFor(),
    },
    { name: 'phone: network', path: '/network', phone: true },
    {
      name: 'phone: menu',
      path: '/dashboard',
      phone: true,
      ready: async (page, t) => {
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.getByRole('button', { name: t('nav:openMenu') }).click();
        await page.getByRole('dialog', { name: t('nav:menu') }).waitFor();
      },
    },
  ];
}

function ownerScreens(team: { slug: string }): Screen[] {
  return [
    { name: 'owner: team page', path: `/team/${team.slug}` },
    { name: 'owner: manage team', path: `/team/${team.slug}/manage` },
  ];
}

let world: World;
/** The team owner of the world, kept signed in to invite each language's player onto the team. */
let ownerContext: BrowserContext;

beforeAll(async () => {
  const owner = await newVisitor(browser());
  ownerContext = owner.context;
  const { account } = await signedInTeamOwner(ownerContext);
  const team = await createTeam(ownerContext, { name: 'İstanbul Wolves A11y', games: ['valorant', 'cs2'] });
  await ownerContext.request.post('/api/posts', {
    data: { type: 'poll', body: 'Hangi harita? #a11y', poll: { options: ['Ascent', 'Bind'] } },
  });
  const ownerId = (await currentUser(ownerContext)).user!.id;
  const admin = await adminApi();
  const challenge = async (title: string, targetValue: number) => {
    const res = await admin.post('/api/admin/challenges', {
      data: {
        title,
        type: 'individual',
        description: 'Duvarda paylaş. #a11y',
        difficulty: 'easy',
        xpReward: 150,
        targetValue,
        badgeReward: `${title} rozeti`,
        metric: 'posts_shared',
      },
    });
    if (res.status() !== 201) throw new Error(`challenge: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { challenge: { id: string } }).challenge.id;
  };
  let challenges: World['challenges'];
  try {
    challenges = { quick: await challenge('A11y ilk gönderi', 1), long: await challenge('A11y beş gönderi', 5) };
  } finally {
    await admin.dispose();
  }
  world = {
    owner: { id: ownerId, nickname: account.nickname },
    team: { id: team.id, slug: team.slug, name: team.name },
    challenges,
  };
}, 60_000);

afterAll(async () => {
  await ownerContext?.close();
});

for (const lang of LANGS) {
  it(
    `${lang}: public pages, onboarding and the admin login`,
    async () => {
      const { context, page } = await contextIn(lang);
      try {
        await sweep(page, lang, publicScreens());
        // A newcomer: the role picker, the "permanent" confirmation and a team owner's first-team form.
        await signedUpContext(context, uniqueUser('a'));
        const t = texts[lang];
        await sweep(page, lang, [{ name: 'onboarding: roles', path: '/onboarding' }]);
        const roleName = t('onboarding:roles.team_owner.title');
        await page.getByRole('button', { name: t('onboarding:pick', { role: roleName }) }).click();
        await page.getByRole('dialog', { name: t('onboarding:confirm.title', { role: roleName }) }).waitFor();
        await settle(page, lang);
        record('onboarding: confirm role', lang, (await runAxe(page)).violations);
        await page.keyboard.press('Escape');
        await completeOnboardingAs(page, 'team_owner', t);
        await page.getByRole('form').first().waitFor();
        await settle(page, lang);
        record('onboarding: first team', lang, (await runAxe(page)).violations);
      } finally {
        await context.close();
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    `${lang}: a player's pages`,
    async () => {
      const { context, page } = await contextIn(lang);
      try {
        await signedInPlayer(context);
        // On the world's team, with a post of their own, following the owner (whose follow-back notifies them).
        // In both challenges first: the post completes one of them (XP, a badge, a row on the leaderboard).
        await joinTeam(ownerContext, context, world.team.id);
        for (const id of Object.values(world.challenges)) {
          const joined = await context.request.post(`/api/challenges/${id}/join`, { data: {} });
          if (joined.status() !== 201) throw new Error(`join: ${joined.status()} ${await joined.text()}`);
        }
        await context.request.post('/api/posts', { data: { type: 'text', body: 'Hazırlık maçı bu akşam #a11y' } });
        const me = (await currentUser(context)).user!;
        await context.request.post(`/api/users/${world.owner.id}/follow`);
        await ownerContext.request.post(`/api/users/${me.id}/follow`);
        await sweep(page, lang, playerScreens(world, me));
      } finally {
        await context.close();
      }
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    `${lang}: a team owner's management page and the admin panel`,
    async () => {
      const { context, page } = await contextIn(lang);
      try {
        const { firstTeam } = await signedInTeamOwner(context);
        await sweep(page, lang, ownerScreens(firstTeam));
        await page.goto('/eadmincv');
        const admin = inject('admin');
        const t = texts[lang];
        await page.getByLabel(t('admin:login.email')).fill(admin.email);
        await page.getByLabel(t('admin:login.password')).fill(admin.password);
        await page.getByRole('button', { name: t('admin:login.submit') }).click();
        await page.getByRole('heading', { name: t('admin:dashboard.title'), exact: true }).waitFor();
        await settle(page, lang);
        record('admin dashboard', lang, (await runAxe(page)).violations);
        // The Challenges section (its table lists the world's challenges) and its "new challenge" dialog.
        await page
          .getByRole('tablist', { name: t('admin:dashboard.sections') })
          .getByRole('tab', { name: t('admin:sections.challenges') })
          .click();
        await page.getByRole('table', { name: t('admin:challenges.caption') }).waitFor();
        await settle(page, lang);
        record('admin challenges', lang, (await runAxe(page)).violations);
        await page.getByRole('button', { name: t('admin:challenges.create') }).click();
        await page.getByRole('dialog', { name: t('admin:challenges.createTitle') }).waitFor();
        await settle(page, lang);
        record('admin: new challenge dialog', lang, (await runAxe(page)).violations);
      } finally {
        await context.close();
      }
    },
    SWEEP_TIMEOUT_MS,
  );
}

it('no serious or critical WCAG 2.1 AA violation on any page, in either language', () => {
  report();
  // Public, onboarding (3), player, owner and admin (dashboard, challenges, challenge dialog: 3) screens, per language.
  const perLanguage =
    publicScreens().length + 3 + playerScreens(world, { id: '' }).length + ownerScreens(world.team).length + 3;
  expect(swept).toHaveLength(LANGS.length * perLanguage);
  const blocking = findings.filter((f) => BLOCKING.has(f.impact));
  expect(blocking.map((f) => `${f.lang} ${f.screen}: ${f.rule} (${f.impact})`)).toEqual([]);
});

/** Every finding by rule, then each blocking one with the elements at fault. */
function report() {
  // AXE_REPORT=/path/file.json keeps every finding with all its elements, for fixing them.
  if (process.env.AXE_REPORT) writeFileSync(process.env.AXE_REPORT, JSON.stringify(findings, null, 2));
  if (findings.length === 0) {
    console.log('axe: no violations');
    return;
  }
  const byRule = new Map<string, { impact: string; help: string; screens: Set<string>; nodes: number }>();
  for (const f of findings) {
    const entry = byRule.get(f.rule) ?? { impact: f.impact, help: f.help, screens: new Set(), nodes: 0 };
    entry.screens.add(`${f.lang} ${f.screen}`);
    entry.nodes += f.nodes.length;
    byRule.set(f.rule, entry);
  }
  const lines = ['axe findings by rule:'];
  for (const [rule, e] of [...byRule].sort((a, b) => b[1].nodes - a[1].nodes)) {
    lines.push(`  ${rule} [${e.impact}] ${e.nodes} elements on ${e.screens.size} screens — ${e.help}`);
  }
  for (const f of findings.filter((x) => BLOCKING.has(x.impact))) {
    lines.push(`\n${f.lang} ${f.screen}: ${f.rule} [${f.impact}] ${f.help}`);
    for (const node of f.nodes.slice(0, 8)) lines.push(`    ${node}`);
    if (f.nodes.length > 8) lines.push(`    … and ${f.nodes.length - 8} more`);
  }
  console.log(lines.join('\n'));
}
