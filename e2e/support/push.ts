import type { BrowserContext } from 'playwright-core';
import type { PushDevice } from '../../server/test/push-service';

/**
 * Headless Chromium has no push service of its own (`pushManager.subscribe` fails with "Registration failed -
 * permission denied"), so the journey gives the page a subscription to the local one of the server's tests
 * (`server/test/push-service.ts`), with keys of its own, and decrypts what the app's server sends to it (RFC 8291).
 */
export { decryptPush, startPushService, type PushDevice } from '../../server/test/push-service';

/**
 * The browser's push service, and only it, replaced in every page of the context: `subscribe` gives a
 * subscription to `device` (kept in localStorage, so it outlives a reload, as a real one does), made for the key the
 * page asked with. The app's code, its service worker and its server run unchanged.
 */
export async function usePushDevice(context: BrowserContext, device: PushDevice): Promise<void> {
  const stored = {
    endpoint: device.endpoint,
    keys: { p256dh: device.ecdh.getPublicKey('base64url'), auth: device.auth.toString('base64url') },
  };
  await context.addInitScript((d: typeof stored) => {
    const KEY = 'e2e-push-subscription';
    type Kept = typeof d & { serverKey: number[] };
    const subscription = (kept: Kept) => ({
      endpoint: kept.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(kept.serverKey).buffer },
      getKey: () => null,
      toJSON: () => ({ endpoint: kept.endpoint, expirationTime: null, keys: kept.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(KEY);
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function () {
      const kept = localStorage.getItem(KEY);
      return (kept ? subscription(JSON.parse(kept) as Kept) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('permission denied', 'NotAllowedError');
      const key = options?.applicationServerKey as Uint8Array;
      const kept: Kept = { ...d, serverKey: [...new Uint8Array(key)] };
      localStorage.setItem(KEY, JSON.stringify(kept));
      return subscription(kept) as unknown as PushSubscription;
    };
  }, stored);
}
