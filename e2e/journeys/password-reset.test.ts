import { expect, it } from 'vitest';
import { createAccount, currentUser } from '../support/api';
import { baseUrl, lastMailTo, browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import {
  heading,
  openLanding,
  passPostLoginScreen,
  pathOf,
  signInForm,
  signInThroughUi,
  visibleText,
  waitForPath,
} from '../support/ui';

const browser = browserForFile();

it('a user who forgot the password resets it through the mailed link and signs in with the new one', async () => {
  const user = await createAccount({ role: 'player' });
  const newPassword = 'a-fresh-password-2';
  const { context, page } = await newVisitor(browser());
  try {
    await openLanding(page);
    await page.getByRole('tab', { name: tr('auth:signIn.tab') }).click();
    await signInForm(page).getByLabel(tr('auth:fields.email')).fill(user.email);
    await page.getByRole('button', { name: tr('auth:forgot.link') }).click();

    const dialog = page.getByRole('dialog', { name: tr('auth:forgot.title') });
    const email = dialog.getByLabel(tr('auth:fields.email'));
    expect(await email.inputValue()).toBe(user.email);
    await dialog.getByRole('button', { name: tr('auth:forgot.submit') }).click();
    expect(await visibleText(dialog.getByRole('status'))).toBe(tr('auth:forgot.sent'));

    const mail = await lastMailTo(user.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();
    expect(new URL(link!).origin).toBe(baseUrl());

    await page.goto(link!);
    await heading(page, tr('auth:reset.title')).waitFor();
    await page.getByLabel(tr('auth:fields.newPassword'), { exact: true }).fill(newPassword);
    await page.getByLabel(tr('auth:fields.confirmPassword'), { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: tr('auth:reset.submit') }).click();
    expect(await visibleText(page.getByRole('status'))).toBe(tr('auth:reset.done'));

    await page.getByRole('link', { name: tr('auth:reset.signIn'), exact: true }).click();
    await waitForPath(page, '/');
    await signInThroughUi(page, { email: user.email, password: newPassword });
    await passPostLoginScreen(page, '/dashboard');
    expect(pathOf(page)).toBe('/dashboard');
    expect((await currentUser(context)).user).toMatchObject({ email: user.email });

    // The old password is gone, and the link cannot be used a second time.
    const oldLogin = await context.request.post('/api/auth/login', {
      data: { email: user.email, password: user.password },
    });
    expect(oldLogin.status()).toBe(401);
    const token = new URL(link!).searchParams.get('token');
    const reuse = await context.request.post('/api/auth/reset-password', {
      data: { token, password: 'yet-another-3' },
    });
    expect(reuse.status()).toBe(400);
  } finally {
    await context.close();
  }
});
