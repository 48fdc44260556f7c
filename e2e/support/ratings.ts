import type { Page } from 'playwright-core';
import { tr } from './i18n';

/** The person's profile, "About" tab (in Turkish): the match rating card, once it shows. */
export async function ratingCardOf(page: Page, userId: string) {
  await page.goto(`/profile/${userId}`);
  await page.getByRole('tab', { name: tr('profile:tabs.about') }).click();
  const card = page.getByRole('region', { name: tr('ratings:title') });
  await card.waitFor();
  return card;
}
