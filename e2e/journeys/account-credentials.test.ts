import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { tr } from '../support/i18n';
import {
  fieldError,
  eventually,
  heading,
  openLanding,
  passPostLoginScreen,
  signInForm,
  signInThroughUi,
} from '../support/ui';

const browser = browserForFile();

it(
  'a player changes his e-mail (a wrong current password is refused under its field) and his password, then signs in with the new ones only',
  { timeout: 90_000 },
  async () => {
    const me = await newVisitor(browser());
    const later = await newVisitor(browser());
    try {
      const account = await signedInPlayer(me.context);
      const { page } = me;
      const newEmail = uniqueUser('moved').email;
      const newPassword = 'a-brand-new-passw0rd';

      await page.goto('/settings/account');
      await heading(page, tr('account:title')).waitFor();

      // E-mail: the wrong current password first, then the right one.
      const emailForm = page.getByRole('form', { name: tr('account:email.title') });
      await emailForm.getByLabel(tr('account:email.new'), { exact: true }).fill(newEmail);
      const emailPassword = emailForm.getByLabel(tr('account:fields.currentPassword'), { exact: true });
      await emailPassword.fill('not-my-password-1');
      await emailForm.getByRole('button', { name: tr('account:email.submit') }).click();
      await eventually(() => fieldError(emailPassword)).toBe(tr('errorCodes:codes.wrong_password'));
      await emailPassword.fill(account.password);
      await emailForm.getByRole('button', { name: tr('account:email.submit') }).click();
      await page.getByText(tr('account:email.done', { email: newEmail }), { exact: true }).waitFor();
      await page.getByText(newEmail, { exact: true }).first().waitFor();

      // Password: current, new, and the same again.
      const passwordForm = page.getByRole('form', { name: tr('account:password.title') });
      await passwordForm.getByLabel(tr('account:fields.currentPassword'), { exact: true }).fill(account.password);
      await passwordForm.getByLabel(tr('account:password.new'), { exact: true }).fill(newPassword);
      await passwordForm.getByLabel(tr('account:password.confirm'), { exact: true }).fill(newPassword);
      await passwordForm.getByRole('button', { name: tr('account:password.submit') }).click();
      await page.getByText(tr('account:password.done'), { exact: true }).waitFor();

      // Another browser: the old e-mail and password no longer work; the new ones do.
      await openLanding(later.page);
      await signInThroughUi(later.page, { email: account.email, password: account.password });
      await signInForm(later.page)
        .getByRole('alert')
        .filter({ hasText: tr('errorCodes:codes.invalid_credentials') })
        .waitFor();
      const form = signInForm(later.page);
      await form.getByLabel(tr('auth:fields.email')).fill(newEmail);
      await form.getByLabel(tr('auth:fields.password')).fill(account.password);
      await form.getByRole('button', { name: tr('auth:signIn.submit') }).click();
      await eventually(async () => (await form.getByRole('alert').textContent()) ?? '').toBe(
        tr('errorCodes:codes.invalid_credentials'),
      );
      await form.getByLabel(tr('auth:fields.password')).fill(newPassword);
      await form.getByRole('button', { name: tr('auth:signIn.submit') }).click();
      await passPostLoginScreen(later.page, '/dashboard');
      expect(new URL(later.page.url()).pathname).toBe('/dashboard');
    } finally {
      await me.context.close();
      await later.context.close();
    }
  },
);
