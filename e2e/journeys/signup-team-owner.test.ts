import { expect, it } from 'vitest';
import { currentUser } from '../support/api';
import { browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { tr } from '../support/i18n';
import {
  completeOnboardingAs,
  eventually,
  fieldError,
  greeting,
  heading,
  openLanding,
  passPostLoginScreen,
  pathOf,
  signUpThroughUi,
  waitForPath,
} from '../support/ui';

const browser = browserForFile();

it('a new visitor signs up as a team owner, creates a first team and lands on the dashboard', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    const user = uniqueUser('own');
    await openLanding(page);
    await signUpThroughUi(page, user);
    await passPostLoginScreen(page, '/onboarding');

    await completeOnboardingAs(page, 'team_owner');
    await heading(page, tr('onboarding:team.title')).waitFor();
    await page.getByText(tr('onboarding:step', { current: 2, total: 2 }), { exact: true }).waitFor();
    // Choosing the role alone does not finish a team owner's onboarding.
    expect((await currentUser(context)).user).toMatchObject({ userType: 'team_owner', onboardingCompleted: false });

    const form = page.getByRole('form', { name: tr('onboarding:team.title') });
    const name = form.getByLabel(tr('onboarding:team.name'));
    const submit = form.getByRole('button', { name: tr('onboarding:team.submit') });
    const gamesError = form.getByText(tr('errors:validation.pickAtLeast', { min: 1 }), { exact: true });
    const teamRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/api/teams') teamRequests.push(req.method());
    });

    // Sent empty, the form says in Turkish what is missing.
    await submit.click();
    await gamesError.waitFor();
    await eventually(() => fieldError(name)).toBe(tr('errors:validation.tooShort', { min: 2 }));

    // A name alone is not enough either: at least one game is required, and nothing is sent yet.
    await name.fill(`Falcons ${user.nickname}`);
    await submit.click();
    await eventually(() => fieldError(name)).toBeNull();
    await gamesError.waitFor();
    expect(teamRequests).toEqual([]);
    expect(pathOf(page)).toBe('/onboarding');

    // Games are chips: the visitor clicks the visible chip, which toggles the (screen-reader) checkbox inside.
    for (const game of [tr('common:games.valorant'), tr('common:games.cs2')]) {
      await form.getByText(game, { exact: true }).click();
      await form.getByRole('checkbox', { name: game, checked: true }).waitFor({ state: 'attached' });
    }
    await form.getByLabel(tr('onboarding:team.country')).selectOption('DE');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/teams'));
    await submit.click();
    const res = await created;
    expect(res.status()).toBe(201);
    expect(((await res.json()) as { team: unknown }).team).toMatchObject({
      name: `Falcons ${user.nickname}`,
      games: ['valorant', 'cs2'],
      country: 'DE',
    });

    await waitForPath(page, '/dashboard');
    await greeting(page, user.nickname).waitFor();
    // The success toast (Radix also renders a copy for screen readers, hence first()).
    await page.getByText(tr('onboarding:team.created'), { exact: true }).first().waitFor();
    expect(teamRequests).toEqual(['POST']);

    const me = await currentUser(context);
    expect(me.user).toMatchObject({ nickname: user.nickname, userType: 'team_owner', onboardingCompleted: true });
  } finally {
    await context.close();
  }
});
