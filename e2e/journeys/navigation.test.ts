import type { Locator } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { expect, inject, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, texts, tr, type Translate } from '../support/i18n';
import {
  allTexts,
  authPanel,
  eventually,
  greeting,
  heading,
  switchLanguage,
  visibleText,
  waitForPath,
} from '../support/ui';

const browser = browserForFile();

/** Spec §2's main links for a non-admin, in order, with Tournaments beside Leagues (issue 10) and the wall beside home (issue 24). */
const mainLinks = (t: Translate) =>
  ['home', 'wall', 'explore', 'teams', 'tournaments', 'leagues', 'transfers', 'challenges'].map((key) =>
    t(`nav:${key}`),
  );
/** The avatar menu's entries (spec §2, with account settings below the profile settings). */
const accountLinks = (t: Translate) =>
  ['profile', 'settings', 'accountSettings', 'challenges', 'network', 'career'].map((key) => t(`nav:${key}`));
/** The side menu does not repeat what its main part lists (challenges). */
const sideAccountLinks = (t: Translate) =>
  ['profile', 'settings', 'accountSettings', 'network', 'career'].map((key) => t(`nav:${key}`));

function linkNames(nav: Locator): Promise<string[]> {
  return allTexts(nav.getByRole('link'));
}

it('a signed-in player uses the top navigation and the avatar menu, then logs out', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    const user = await signedInPlayer(context);
    await page.goto('/dashboard');
    await greeting(page, user.nickname).waitFor();

    const topNav = page.getByRole('navigation', { name: tr('nav:mainNavigation') });
    expect(await linkNames(topNav)).toEqual(mainLinks(tr));
    expect(await topNav.getByRole('link', { name: tr('nav:admin') }).count()).toBe(0);
    expect(await topNav.getByRole('link', { name: tr('nav:home') }).getAttribute('aria-current')).toBe('page');

    // A link of the bar leads to its page, which then becomes the active one.
    await topNav.getByRole('link', { name: tr('nav:leagues') }).click();
    await waitForPath(page, '/leagues');
    await heading(page, tr('pages:titles.leagues')).waitFor();
    await eventually(() => topNav.getByRole('link', { name: tr('nav:leagues') }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await topNav.getByRole('link', { name: tr('nav:home') }).getAttribute('aria-current')).toBeNull();

    // The same bar in English.
    await switchLanguage(page, 'en');
    const topNavEn = page.getByRole('navigation', { name: en('nav:mainNavigation') });
    await topNavEn.getByRole('link', { name: en('nav:home'), exact: true }).waitFor();
    expect(await linkNames(topNavEn)).toEqual(mainLinks(en));

    await page.getByRole('button', { name: en('nav:accountMenu') }).click();
    const menu = page.getByRole('menu');
    const menuText = await visibleText(menu);
    expect(menuText).toContain(user.nickname);
    expect(menuText).toContain(user.email);
    expect(await allTexts(menu.getByRole('menuitem'))).toEqual([...accountLinks(en), en('nav:logout')]);

    await menu.getByRole('menuitem', { name: en('nav:logout') }).click();
    await waitForPath(page, '/');
    await authPanel(page, en).waitFor();
    expect((await currentUser(context)).status).toBe(401);
  } finally {
    await context.close();
  }
});

it('on a phone the side menu opens from its button and offers the same entries', async () => {
  const { context, page } = await newVisitor(browser(), { viewport: { width: 390, height: 844 } });
  try {
    const user = await signedInPlayer(context);
    await page.goto('/dashboard');
    await greeting(page, user.nickname).waitFor();
    // The bar's links and avatar menu do not fit; only the menu button stands for them.
    expect(await page.getByRole('navigation', { name: tr('nav:mainNavigation') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: tr('nav:accountMenu') }).count()).toBe(0);

    await page.getByRole('button', { name: tr('nav:openMenu') }).click();
    const sheet = page.getByRole('dialog', { name: tr('nav:menu') });
    const sheetText = await visibleText(sheet);
    expect(sheetText).toContain(user.nickname);
    expect(sheetText).toContain(user.email);
    expect(await linkNames(sheet.getByRole('navigation', { name: tr('nav:mainNavigation') }))).toEqual(mainLinks(tr));
    expect(await linkNames(sheet.getByRole('navigation', { name: tr('nav:accountMenu') }))).toEqual(
      sideAccountLinks(tr),
    );
    expect(await sheet.getByRole('link', { name: tr('nav:admin') }).count()).toBe(0);
    await sheet.getByRole('button', { name: tr('nav:logout') }).waitFor();

    // Following a link closes the menu.
    await sheet.getByRole('link', { name: tr('nav:teams') }).click();
    await waitForPath(page, '/teams');
    await sheet.waitFor({ state: 'detached' });
    await heading(page, tr('pages:titles.teams')).waitFor();

    // The same menu in English, switched from inside it.
    await page.getByRole('button', { name: tr('nav:openMenu') }).click();
    await switchLanguage(page, 'en');
    const sheetEn = page.getByRole('dialog', { name: en('nav:menu') });
    await sheetEn.getByRole('link', { name: en('nav:home'), exact: true }).waitFor();
    expect(await linkNames(sheetEn.getByRole('navigation', { name: en('nav:mainNavigation') }))).toEqual(mainLinks(en));

    await sheetEn.getByRole('button', { name: en('nav:logout') }).click();
    await waitForPath(page, '/');
    await authPanel(page, en).waitFor();
    expect((await currentUser(context)).status).toBe(401);
  } finally {
    await context.close();
  }
});

it('the social wall has its entry in the bar; at 1280 px the admin’s bar (nine links) shows every label, in TR and EN', async () => {
  const { context, page } = await newVisitor(browser(), { viewport: { width: 1280, height: 860 } });
  try {
    const res = await context.request.post('/api/auth/login', { data: inject('admin') });
    expect(res.status()).toBe(200);
    mkdirSync('/tmp/shots', { recursive: true });
    await page.goto('/dashboard');
    for (const lang of ['tr', 'en'] as const) {
      const t = texts[lang];
      if (lang === 'en') await switchLanguage(page, 'en');
      const bar = page.getByRole('navigation', { name: t('nav:mainNavigation') });
      const links = [...mainLinks(t), t('nav:admin')];
      await bar.getByRole('link', { name: t('nav:home'), exact: true }).waitFor();
      expect(await linkNames(bar)).toEqual(links);
      // Every label is on screen (not only the link's name), inside the bar, on one line.
      for (const name of links) {
        const label = bar.getByRole('link', { name, exact: true }).getByText(name, { exact: true });
        expect(await label.isVisible()).toBe(true);
        const box = await label.boundingBox();
        expect(box!.height).toBeLessThan(24);
        expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
      }
      // The bar does not run into the bell and the other icons on its right.
      const lastLink = await bar.getByRole('link').last().boundingBox();
      const bell = await page.getByRole('button', { name: new RegExp(`^${t('nav:notifications')}`) }).boundingBox();
      expect(lastLink!.x + lastLink!.width).toBeLessThan(bell!.x);
      await page.screenshot({
        path: `/tmp/shots/admin-topbar-1280-${lang}.png`,
        clip: { x: 0, y: 0, width: 1280, height: 72 },
      });
    }

    // The wall's entry leads to the wall, which then is the active one.
    const bar = page.getByRole('navigation', { name: en('nav:mainNavigation') });
    await bar.getByRole('link', { name: en('nav:wall'), exact: true }).click();
    await waitForPath(page, '/social-wall');
    await heading(page, en('pages:titles.socialWall')).waitFor();
    await eventually(() =>
      bar.getByRole('link', { name: en('nav:wall'), exact: true }).getAttribute('aria-current'),
    ).toBe('page');
  } finally {
    await context.close();
  }
});
