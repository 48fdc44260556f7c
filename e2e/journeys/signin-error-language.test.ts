import { expect, it } from 'vitest';
import { createAccount } from '../support/api';
import { browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import {
  eventually,
  fieldError,
  openLanding,
  signInForm,
  signInThroughUi,
  signUpThroughUi,
  switchLanguage,
  visibleText,
} from '../support/ui';

const browser = browserForFile();

/** The sign-in form's alert, once it reads `text`. */
async function alertReads(page: Parameters<typeof signInForm>[0], t: Translate, text: string): Promise<void> {
  const alert = signInForm(page, t).getByRole('alert');
  await alert.filter({ hasText: text }).waitFor();
  expect(await visibleText(alert)).toBe(text);
}

it('a wrong password’s error, shown in English, turns Turkish on switching to Turkish, and English again', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await openLanding(page);
    await switchLanguage(page, 'en');
    await signInThroughUi(page, { email: uniqueUser('nobody').email, password: 'wrong-password-1' }, en);
    await alertReads(page, en, en('errorCodes:codes.invalid_credentials'));

    await switchLanguage(page, 'tr');
    await alertReads(page, tr, tr('errorCodes:codes.invalid_credentials'));

    await switchLanguage(page, 'en');
    await alertReads(page, en, en('errorCodes:codes.invalid_credentials'));
  } finally {
    await context.close();
  }
});

it('shown in Turkish, the same error turns English on switching to English', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await openLanding(page);
    await signInThroughUi(page, { email: uniqueUser('nobody').email, password: 'wrong-password-1' }, tr);
    await alertReads(page, tr, tr('errorCodes:codes.invalid_credentials'));
    await switchLanguage(page, 'en');
    await alertReads(page, en, en('errorCodes:codes.invalid_credentials'));
  } finally {
    await context.close();
  }
});

it('a field error, a taken address under the e-mail field, shown in English turns Turkish on switching', async () => {
  const taken = await createAccount();
  const { context, page } = await newVisitor(browser());
  try {
    await openLanding(page);
    await switchLanguage(page, 'en');
    await signUpThroughUi(page, { ...uniqueUser('again'), email: taken.email }, en);
    const emailField = (t: Translate) =>
      page.getByRole('form', { name: t('auth:signUp.title') }).getByLabel(t('auth:fields.email'));
    await eventually(() => fieldError(emailField(en))).toBe(en('errorCodes:codes.email_taken'));

    await switchLanguage(page, 'tr');
    await eventually(() => fieldError(emailField(tr))).toBe(tr('errorCodes:codes.email_taken'));
  } finally {
    await context.close();
  }
});
