import { expect, it } from 'vitest';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import {
  authPanel,
  documentLanguage,
  eventually,
  fieldError,
  openLanding,
  signInForm,
  storedLanguage,
  switchLanguage,
} from '../support/ui';

const browser = browserForFile();

it('the EN/TR switcher changes the language and the choice survives a reload', async () => {
  const { context, page } = await newVisitor(browser());
  /** Waits until the landing page reads in `t`'s language: the hero, the auth panel and the features. */
  const landingReadsIn = async (t: Translate) => {
    await authPanel(page, t).waitFor();
    await page.getByRole('heading', { level: 1, name: t('landing:hero.title') }).waitFor();
    await page.getByRole('tab', { name: t('auth:signUp.tab'), exact: true }).waitFor();
    await page.getByRole('heading', { level: 2, name: t('landing:features.title'), exact: true }).waitFor();
  };
  try {
    await openLanding(page);
    await landingReadsIn(tr);

    await switchLanguage(page, 'en');
    await landingReadsIn(en);
    expect(await storedLanguage(page)).toBe('en');
    await page.getByRole('button', { name: 'EN', exact: true, pressed: true }).waitFor();

    await page.reload();
    await landingReadsIn(en);
    expect(await documentLanguage(page)).toBe('en');
    expect(await storedLanguage(page)).toBe('en');

    // Form messages follow the language too.
    await page.getByRole('tab', { name: en('auth:signIn.tab') }).click();
    const form = signInForm(page, en);
    await form.getByRole('button', { name: en('auth:signIn.submit') }).click();
    await eventually(() => fieldError(form.getByLabel(en('auth:fields.password')))).toBe(
      en('errors:validation.required'),
    );

    await switchLanguage(page, 'tr');
    await landingReadsIn(tr);
    expect(await storedLanguage(page)).toBe('tr');
    await page.reload();
    await landingReadsIn(tr);
  } finally {
    await context.close();
  }
});
