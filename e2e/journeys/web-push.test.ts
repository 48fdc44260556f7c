import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PushPayload } from '../../contract/src/push/schemas';
import { currentUser, signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Lang, type Translate } from '../support/i18n';
import { decryptPush, startPushService, usePushDevice, type PushDevice } from '../support/push';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  pushService = await startPushService();
});
afterAll(() => pushService.close());

/** The pushes that reached a device's path, waiting for the first `n`. */
async function pushesTo(device: PushDevice, n: number, timeoutMs = 20_000) {
  const path = new URL(device.endpoint).pathname;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const got = pushService.received.filter((r) => r.path === path);
    if (got.length >= n || Date.now() > until) return got;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Someone new follows the person: a notification, so a push. */
async function followedBySomeone(followeeId: string) {
  const fan = await newVisitor(browser());
  try {
    const account = await signedInPlayer(fan.context);
    const res = await fan.context.request.post(`/api/users/${followeeId}/follow`);
    expect(res.status(), await res.text()).toBeLessThan(300);
    return account;
  } finally {
    await fan.context.close();
  }
}

/**
 * Hands a push to the page's service worker as a push service would (DevTools' ServiceWorker.deliverPushMessage)
 * and reads back the notification it showed.
 */
async function showThroughServiceWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(baseUrl()) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseUrl()).origin,
    registrationId: await registrationId,
    data,
  });
  const read = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        data: n.data as unknown,
      })),
    );
  for (let i = 0; i < 50; i++) {
    const shown = await read();
    if (shown.length) return shown;
    await new Promise((r) => setTimeout(r, 100));
  }
  return read();
}

async function journey(lang: Lang, t: Translate) {
  const me = await newVisitor(browser());
  try {
    const device = pushService.device(`/push/${lang}-${Date.now().toString(36)}`);
    await usePushDevice(me.context, device);
    await signedInPlayer(me.context);
    const { user } = await currentUser(me.context);
    await me.context.grantPermissions(['notifications'], { origin: baseUrl() });
    const { page } = me;
    await page.goto('/settings/account');
    if (lang === 'en') await switchLanguage(page, 'en');
    await heading(page, t('account:title')).waitFor();

    const section = page.getByRole('region', { name: t('account:push.title') });
    await section.getByText(t('account:push.off'), { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/sw.js'))).toBeUndefined();
    await section.getByRole('button', { name: t('account:push.turnOn'), exact: true }).click();
    await section.getByText(t('account:push.on'), { exact: true }).waitFor();
    await page.getByText(t('account:push.turnedOn'), { exact: true }).first().waitFor();

    // The server now pushes this person's notifications to the device, in the language of the page.
    const fan = await followedBySomeone(user!.id);
    const [push] = await pushesTo(device, 1);
    expect(push, 'a push reached the local push service').toBeDefined();
    expect(String(push!.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    const text = decryptPush(device, push!.body);
    const payload = JSON.parse(text) as PushPayload;
    expect(payload).toMatchObject({
      title: t('notifications:types.follow.title'),
      body: t('notifications:types.follow.message', { nickname: fan.nickname }),
      url: expect.stringMatching(/^\/profile\/[0-9a-f-]{36}$/) as string,
    });

    // The service worker shows it as it came.
    const shown = await showThroughServiceWorker(me.context, page, text);
    expect(shown).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);

    // After a reload it still says on; turned off, the server no longer knows the device.
    await page.reload();
    await section.getByText(t('account:push.on'), { exact: true }).waitFor();
    await section.getByRole('button', { name: t('account:push.turnOff'), exact: true }).click();
    await section.getByText(t('account:push.off'), { exact: true }).waitFor();
    const again = await me.context.request.delete('/api/push/subscriptions', { data: { endpoint: device.endpoint } });
    expect(again.status()).toBe(404);
  } finally {
    await me.context.close();
  }
}

it(
  'a player turns on browser notifications (permission asked on the click), a follower’s notification reaches his device encrypted and his service worker shows it, then he turns them off (TR)',
  { timeout: 120_000 },
  () => journey('tr', tr),
);

it('the same in English: the push is written in English', { timeout: 120_000 }, () => journey('en', en));
