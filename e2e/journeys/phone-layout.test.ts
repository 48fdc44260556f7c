import { mkdirSync } from 'node:fs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInCoach, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { textPattern, ANY, texts, type Lang, type Translate } from '../support/i18n';
import { heading, STORAGE_KEYS } from '../support/ui';

/**
 * Issue 24, layout: on a phone (390 px) every tab strip is reachable — the tabs scroll sideways with a visible cue
 * (a fade and an arrow at each edge that hides tabs) and the active tab is always in view — in Turkish and English.
 * Screenshots go to /tmp/shots for a person to look at.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 860 };
const SHOTS = '/tmp/shots';
const LANGS: readonly Lang[] = ['tr', 'en'];

const browser = browserForFile();

async function phoneVisitorIn(lang: Lang, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser(), { viewport });
  await visitor.context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    STORAGE_KEYS.language,
    lang,
  ] as const);
  return visitor;
}

/** The tab shows whole inside its strip and nothing (no fade, no arrow) lies over either of its ends. */
function tabShowsWhole(tab: Locator): Promise<boolean> {
  return tab.evaluate((el) => {
    const strip = el.closest('[role="tablist"]')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    if (box.left < strip.left - 0.5 || box.right > strip.right + 0.5) return false;
    const y = (box.top + box.bottom) / 2;
    return [box.left + 3, box.right - 3].every((x) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && el.contains(hit);
    });
  });
}

/** Resolves once the strip's (smooth) scrolling has come to rest: the same position over a few frames. */
function scrollSettled(strip: Locator): Promise<void> {
  return strip.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        let last = -1;
        let still = 0;
        const look = () => {
          still = el.scrollLeft === last ? still + 1 : 0;
          last = el.scrollLeft;
          if (still >= 5) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** Clicks an edge's arrow until that edge hides nothing any more (the arrow goes), letting each scroll finish. */
async function scrollToEdgeWithArrow(strip: Locator, side: 'start' | 'end') {
  for (let clicks = 0; (await cue(strip, side).count()) > 0; clicks++) {
    expect(clicks).toBeLessThan(10);
    await cue(strip, side).click();
    await scrollSettled(strip);
  }
}

const overflows = (strip: Locator) => strip.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
const cue = (strip: Locator, side: 'start' | 'end') => strip.locator('xpath=..').locator(`[data-cue="${side}"]`);

/**
 * Walks a strip with the keyboard from its first tab to its last: each tab becomes active and shows whole. A strip
 * that is wider than the phone says so with the end arrow first, and the arrows alone also reach its last tab.
 */
async function walkStrip(page: Page, strip: Locator, names: string[]) {
  await strip.scrollIntoViewIfNeeded();
  const wide = await overflows(strip);
  if (wide) {
    // The pointer's way: the start arrow back to the first tab, then the end arrow until the strip has no more
    // to show; the first and the last tab each show whole in their turn.
    await scrollToEdgeWithArrow(strip, 'start');
    await expect.poll(() => tabShowsWhole(strip.getByRole('tab', { name: names[0], exact: true }))).toBe(true);
    await cue(strip, 'end').waitFor();
    await scrollToEdgeWithArrow(strip, 'end');
    await cue(strip, 'start').waitFor();
    await expect.poll(() => tabShowsWhole(strip.getByRole('tab', { name: names.at(-1), exact: true }))).toBe(true);
  } else {
    expect(await strip.locator('xpath=..').locator('[data-cue]').count()).toBe(0);
  }
  // The keyboard's way: from the first tab (Home), every tab in turn becomes active and is brought into view.
  await strip.getByRole('tab', { selected: true }).focus();
  await page.keyboard.press('Home');
  for (const [i, name] of names.entries()) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    const tab = strip.getByRole('tab', { name, exact: true });
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => tabShowsWhole(tab)).toBe(true);
  }
  return wide;
}

for (const lang of LANGS) {
  it(`${lang}: on a phone the tournament, teams, profile and network tabs are all reachable, the active one in view`, async () => {
    const t: Translate = texts[lang];
    const { context, page } = await phoneVisitorIn(lang);
    try {
      await signedInPlayer(context);
      const me = (await currentUser(context)).user!;
      // A tournament of the player's own: its strip has every tab, "manage" included.
      const day = 86_400_000;
      const name = `Phone Cup ${lang} ${Date.now().toString(36)}`;
      const res = await context.request.post('/api/tournaments', {
        data: {
          name,
          game: 'lol',
          format: 'single_elimination',
          maxParticipants: 8,
          registrationDeadline: new Date(Date.now() + day).toISOString(),
          startsAt: new Date(Date.now() + 2 * day).toISOString(),
        },
      });
      expect(res.status()).toBe(201);
      const tournament = (await res.json()) as { id: string };

      // Opened on its matches tab (a link to it): that tab is active and in view at once, the strip says it scrolls.
      await page.goto(`/tournaments/${tournament.id}?tab=matches`);
      await heading(page, name).waitFor();
      const strip = page.getByRole('tablist', { name: t('tournaments:tabs.label') });
      const matches = strip.getByRole('tab', { name: t('tournaments:tabs.matches'), exact: true });
      await strip.scrollIntoViewIfNeeded();
      expect(await matches.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => tabShowsWhole(matches)).toBe(true);
      expect(await overflows(strip)).toBe(true);
      await cue(strip, 'start').waitFor();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/tabs-phone-${lang}.png` });

      const tournamentTabs = ['overview', 'rules', 'participants', 'bracket', 'matches', 'manage'];
      await walkStrip(
        page,
        strip,
        tournamentTabs.map((key) => t(`tournaments:tabs.${key}`)),
      );

      // The teams page: "looking for a coach" (cut mid-word before) opened from its address, then every tab.
      await page.goto('/teams?tab=coach');
      const teams = page.getByRole('tablist', { name: t('teams:tabs.label') });
      const coach = teams.getByRole('tab', { name: t('teams:tabs.coach'), exact: true });
      await coach.waitFor();
      await expect.poll(() => tabShowsWhole(coach)).toBe(true);
      await page.screenshot({ path: `${SHOTS}/tabs-phone-teams-${lang}.png` });
      await walkStrip(
        page,
        teams,
        ['teams', 'players', 'coach', 'mine'].map((key) => t(`teams:tabs.${key}`)),
      );

      // The own profile's sections.
      await page.goto(`/profile/${me.id}`);
      const profile = page.getByRole('tablist', { name: t('profile:tabs.label') });
      await profile.waitFor();
      await walkStrip(
        page,
        profile,
        ['posts', 'about', 'followers', 'following'].map((key) => t(`profile:tabs.${key}`)),
      );

      // The network's three tabs fit a phone: no cue, each one shows.
      await page.goto('/network');
      const network = page.getByRole('tablist', { name: t('network:tabs.label') });
      await network.waitFor();
      const networkTabs = ['discover', 'connections', 'suggestions'].map((key) => t(`network:tabs.${key}`));
      expect(await walkStrip(page, network, networkTabs)).toBe(false);
    } finally {
      await context.close();
    }
  });
}

for (const lang of LANGS) {
  it(`${lang}: on a phone a coach's transfer market fits the screen, its four tabs scrolling inside their strip`, async () => {
    const t: Translate = texts[lang];
    const { context, page } = await phoneVisitorIn(lang);
    try {
      await signedInCoach(context);
      await page.goto('/transfers?tab=coaching');
      const strip = page.getByRole('tablist', { name: t('transfers:tabs.label') });
      await strip.waitFor();
      // The page was 423 px wide: it scrolled sideways and cut off the right edge of every filter and form.
      const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
      expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
      await walkStrip(
        page,
        strip,
        ['players', 'coaches', 'offers', 'coaching'].map((key) => t(`transfers:tabs.${key}`)),
      );
      expect(await pageWidth()).toBeLessThanOrEqual(PHONE.width);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/transfers-phone-${lang}.png` });
    } finally {
      await context.close();
    }
  });
}

async function ok<T>(context: BrowserContext, url: string, data?: unknown, status = 201): Promise<T> {
  const res = await context.request.post(url, { data });
  if (res.status() !== status) throw new Error(`POST ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A league of two teams with its fixtures drawn, organized by the context's player: its table has rows. */
async function leagueOfTwo(organizer: BrowserContext): Promise<{ id: string; name: string }> {
  const name = `Clearance League ${Date.now().toString(36)}`;
  const { league } = await ok<{ league: { id: string } }>(organizer, '/api/leagues', {
    name,
    game: 'lol',
    season: '2026',
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  for (let i = 0; i < 2; i++) {
    const owner = await newVisitor(browser());
    try {
      const { firstTeam } = await signedInTeamOwner(owner.context);
      await ok(organizer, `/api/leagues/${league.id}/teams`, { teamId: firstTeam.id });
      await ok(owner.context, `/api/leagues/${league.id}/teams/${firstTeam.id}/accept`, undefined, 200);
    } finally {
      await owner.context.close();
    }
  }
  await ok(organizer, `/api/leagues/${league.id}/fixtures`);
  return { id: league.id, name };
}

type Box = { x: number; y: number; width: number; height: number };
const rightOf = (box: Box | null) => (box ? box.x + box.width : Number.POSITIVE_INFINITY);

/** What is drawn at the middle of the element is the element itself (nothing floats over it). */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
    return hit !== null && el.contains(hit);
  });

it('on a tablet (820 px) a profile shows its whole name, its badges and counts on a line each, the actions below', async () => {
  const t = texts.en;
  const { context, page } = await phoneVisitorIn('en', { width: 820, height: 1180 });
  const other = await newVisitor(browser());
  try {
    await signedInPlayer(other.context);
    const person = (await currentUser(other.context)).user!;
    const named = await other.context.request.patch('/api/profiles/me', {
      data: { firstName: 'Jordan', lastName: 'Blackwood', lookingForTeam: true },
    });
    expect(named.status()).toBe(200);
    const { firstTeam } = await signedInTeamOwner(context);
    await page.goto(`/profile/${person.id}`);
    const name = page.getByRole('heading', { level: 1, name: 'Jordan Blackwood' });
    await name.waitFor();
    // The name was cut to "J…" beside five action buttons.
    expect(
      await name
        .locator('span')
        .first()
        .evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    const badge = page.getByText(t('profile:header.lookingForTeam'), { exact: true });
    expect((await badge.boundingBox())!.height).toBeLessThan(32);
    const [followers, following] = await Promise.all(
      ['followers', 'following'].map((key) =>
        page
          .locator('dt')
          .getByText(t(`profile:stats.${key}`), { exact: true })
          .boundingBox(),
      ),
    );
    expect(Math.abs(followers!.y - following!.y)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(820);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/profile-tablet-en.png` });

    // The team's header, the same way: a long name shows whole above the team's actions.
    const long = 'Istanbul Wolves Academy Esports';
    expect((await context.request.patch(`/api/teams/${firstTeam.id}`, { data: { name: long } })).status()).toBe(200);
    await page.goto(`/team/${firstTeam.slug}`);
    const title = page.getByRole('heading', { level: 1, name: long });
    await title.waitFor();
    expect(
      await title
        .locator('span')
        .first()
        .evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/team-tablet-en.png` });
  } finally {
    await context.close();
    await other.context.close();
  }
});

it('the chat button keeps clear of the content: beside the league table and the network cards at 1280 px, in the bar on a phone, never on paper', async () => {
  const t = texts.tr;
  const { context, page } = await phoneVisitorIn('tr', DESKTOP);
  try {
    await signedInPlayer(context);
    const me = (await currentUser(context)).user!;
    const league = await leagueOfTwo(context);
    const chat = page.getByRole('button', { name: t('nav:chat'), exact: true });

    // The league table's last column (points) ends left of the button, on every row.
    await page.goto(`/leagues/${league.id}`);
    const table = page.getByRole('table', { name: t('leagues:standings.caption', { name: league.name }) });
    await table.locator('tbody tr').nth(1).waitFor();
    await chat.waitFor();
    const button = await chat.boundingBox();
    expect(button).not.toBeNull();
    const lastColumn = table.locator('tr > :last-child');
    expect(await lastColumn.count()).toBe(3);
    for (const cell of await lastColumn.all()) expect(rightOf(await cell.boundingBox())).toBeLessThanOrEqual(button!.x);
    // Brought down to the button's height (the worst place for it), the last row's points still show.
    const lastPoints = lastColumn.last();
    await lastPoints.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 20)),
    );
    expect(await uncovered(lastPoints)).toBe(true);

    // The network's cards: every "connect" button ends left of it.
    await page.goto('/network');
    const connect = page
      .getByRole('main')
      .getByRole('button', { name: textPattern(t, 'network:aria.request', { name: ANY }) });
    await connect.first().waitFor();
    for (const action of await connect.all()) {
      expect(rightOf(await action.boundingBox())).toBeLessThanOrEqual(button!.x);
    }

    // On paper (the CV), no chat button.
    await page.goto(`/cv/${me.id}`);
    await chat.waitFor();
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => chat.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // On a phone there is no room beside the content: the bar's messages link stands in for the button.
    await page.setViewportSize(PHONE);
    await page.goto(`/leagues/${league.id}`);
    await table.waitFor();
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('nav:messages'), exact: true })
      .waitFor();
    expect(await chat.isVisible()).toBe(false);
    // The table scrolls sideways on a phone; its points, brought to the bottom corner, show uncovered.
    await lastPoints.scrollIntoViewIfNeeded();
    await lastPoints.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().bottom - (window.innerHeight - 20)),
    );
    expect(await uncovered(lastPoints)).toBe(true);
  } finally {
    await context.close();
  }
});
