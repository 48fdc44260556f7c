import { expect, it } from 'vitest';
import { createAccount, currentUser } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import {
  authPanel,
  heading,
  passPostLoginScreen,
  rememberedPath,
  signInForm,
  signInThroughUi,
  waitForPath,
} from '../support/ui';

const browser = browserForFile();

it('a logged-out visitor who opened /teams is sent to sign in, then brought back to /teams', async () => {
  const user = await createAccount({ role: 'player' });
  const { context, page } = await newVisitor(browser());
  try {
    await page.goto('/teams');
    await waitForPath(page, '/');
    await authPanel(page).waitFor();
    expect((await currentUser(context)).status).toBe(401);
    expect(await rememberedPath(page)).toBe('/teams');

    await signInThroughUi(page, user);
    await signInForm(page).waitFor({ state: 'detached' });
    await passPostLoginScreen(page, '/teams');
    await heading(page, tr('pages:titles.teams')).waitFor();
    const teamsLink = page.getByRole('navigation', { name: tr('nav:mainNavigation') }).getByRole('link', {
      name: tr('nav:teams'),
    });
    expect(await teamsLink.getAttribute('aria-current')).toBe('page');

    // The remembered path is used once: the next visit of "/" goes to the dashboard.
    expect(await rememberedPath(page)).toBeNull();
    await page.goto('/');
    await waitForPath(page, '/dashboard');
  } finally {
    await context.close();
  }
});
