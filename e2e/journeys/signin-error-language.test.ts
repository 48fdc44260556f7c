import { expect, it } from 'vitest';
import { browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { openLanding, signInForm, signInThroughUi, switchLanguage, visibleText } from '../support/ui';

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
