import { expect, it } from 'vitest';
import { currentUser } from '../support/api';
import { browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { en, tr } from '../support/i18n';
import {
  completeOnboardingAs,
  documentLanguage,
  greeting,
  heading,
  openLanding,
  passPostLoginScreen,
  pathOf,
  signUpThroughUi,
  storedLanguage,
  switchLanguage,
  waitForPath,
} from '../support/ui';

const browser = browserForFile();

it('a new visitor signs up, becomes a player and lands on a dashboard that greets them, in Turkish first', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    const user = uniqueUser('pl');

    // The browser prefers English, yet a first visit is in Turkish.
    await openLanding(page);
    expect(await page.evaluate(() => navigator.languages)).toEqual(['en-US']);
    expect(await documentLanguage(page)).toBe('tr');
    await page.getByRole('heading', { level: 1, name: tr('landing:hero.title') }).waitFor();

    await signUpThroughUi(page, user);
    await passPostLoginScreen(page, '/onboarding');
    await heading(page, tr('onboarding:role.title', { name: user.nickname })).waitFor();

    await completeOnboardingAs(page, 'player');
    await waitForPath(page, '/dashboard');
    await greeting(page, user.nickname).waitFor();

    // A reload keeps the session: same page, same greeting, no trip back to the landing page.
    await page.reload();
    await greeting(page, user.nickname).waitFor();
    expect(pathOf(page)).toBe('/dashboard');

    // The same screen in English.
    await switchLanguage(page, 'en');
    await greeting(page, user.nickname, en).waitFor();
    expect(await storedLanguage(page)).toBe('en');

    const me = await currentUser(context);
    expect(me.status).toBe(200);
    expect(me.user).toMatchObject({
      email: user.email,
      nickname: user.nickname,
      userType: 'player',
      onboardingCompleted: true,
    });
  } finally {
    await context.close();
  }
});
