import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
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
