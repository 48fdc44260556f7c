import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { comingSoonActive, setComingSoon } from '../support/api';
import { launch, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { authPanel, heading, pathOf, STORAGE_KEYS, storageItem, waitForPath } from '../support/ui';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  // Later journeys share this server: whatever happened above, the site must be open again.
  try {
    await setComingSoon(false);
  } finally {
    await browser?.close();
  }
});

/** Flips the coming-soon switch to `on`, saves, and waits for the server's answer and the confirmation. */
async function saveComingSoon(page: Page, on: boolean) {
  const toggle = (checked: boolean) => page.getByRole('switch', { name: tr('admin:site.comingSoon'), checked });
  await toggle(!on).click();
  await toggle(on).waitFor();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/admin/settings'),
  );
  await page.getByRole('button', { name: tr('admin:site.save') }).click();
  const res = await saved;
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { comingSoonActive: boolean }).comingSoonActive).toBe(on);
  // The confirmation toast (Radix also renders a copy for screen readers, hence first()).
  await page.getByText(tr('admin:site.saved'), { exact: true }).first().waitFor();
}

it('the admin turns coming-soon on at /eadmincv and logged-out visitors only see the coming-soon page', async () => {
  const admin = inject('admin');
  const { context: adminContext, page } = await newVisitor(browser);
  const { context: visitorContext, page: visitor } = await newVisitor(browser);
  const askedWhoIsSignedIn: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/user') askedWhoIsSignedIn.push(req.url());
  });
  try {
    await page.goto('/eadmincv');
    await heading(page, tr('admin:login.title')).waitFor();
    await page.getByLabel(tr('admin:login.email')).fill(admin.email);
    await page.getByLabel(tr('admin:login.password')).fill(admin.password);
    await page.getByRole('button', { name: tr('admin:login.submit') }).click();

    await waitForPath(page, '/eadmincv/dashboard');
    await heading(page, tr('admin:dashboard.title')).waitFor();
    await page.getByText(tr('admin:dashboard.signedInAs', { email: admin.email }), { exact: true }).waitFor();
    expect(await storageItem(page, 'local', STORAGE_KEYS.adminToken)).toBeTruthy();

    // The area opens on its overview; the switch is in Site management.
    await page.getByRole('tab', { name: tr('admin:sections.site') }).click();
    await saveComingSoon(page, true);
    expect(await comingSoonActive()).toBe(true);

    // A logged-out visitor gets nothing but the coming-soon page, on "/" and on any app path.
    for (const path of ['/', '/teams']) {
      await visitor.goto(path);
      await heading(visitor, tr('pages:comingSoon.title')).waitFor();
      await visitor.getByText(tr('pages:comingSoon.body'), { exact: true }).waitFor();
      expect(await authPanel(visitor).count()).toBe(0);
      expect(pathOf(visitor)).toBe(path);
    }

    // The admin panel itself stays reachable, so the admin can open the site again.
    await page.reload();
    await heading(page, tr('admin:dashboard.title')).waitFor();
    await saveComingSoon(page, false);
    await visitor.goto('/');
    await authPanel(visitor).waitFor();

    expect(askedWhoIsSignedIn).toEqual([]);
  } finally {
    await adminContext.close();
    await visitorContext.close();
  }
});
