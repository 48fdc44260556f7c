import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Translate } from './i18n';
import { heading, waitForPath } from './ui';

/** Signs in at /eadmincv as the run's admin (in the page's current language) and waits for the area's overview. */
export async function signInToAdminArea(page: Page, t: Translate): Promise<void> {
  const credentials = inject('admin');
  await page.getByLabel(t('admin:login.email')).fill(credentials.email);
  await page.getByLabel(t('admin:login.password')).fill(credentials.password);
  await page.getByRole('button', { name: t('admin:login.submit') }).click();
  await waitForPath(page, '/eadmincv/dashboard');
  await heading(page, t('admin:dashboard.title')).waitFor();
}

/** Opens a section of the admin area from its tab: its heading shows and the address names it. */
export async function openAdminSection(page: Page, t: Translate, section: string): Promise<void> {
  await page
    .getByRole('tablist', { name: t('admin:dashboard.sections') })
    .getByRole('tab', { name: t(`admin:sections.${section}`) })
    .click();
  await heading(page, t(`admin:${section}.title`)).waitFor();
  expect(new URL(page.url()).search).toBe(`?section=${section}`);
}
