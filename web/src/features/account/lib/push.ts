import { pushApi } from '@esn/contract/push/routes.gen';
import { call, isNotFound } from '../../../shared/api';

/**
 * Web push in this browser (issue 27): the service worker (`/sw.js`) shows what the server pushes. Permission is
 * asked only from `turnOnPush`, which a click calls; nothing here runs on its own.
 */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

const SW_URL = '/sw.js';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SW_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The server keeps the subscription up to date (its language, its person): sent again on every look. */
async function register(subscription: PushSubscription): Promise<void> {
  await call(pushApi.subscribePush, { body: subscription.toJSON() as never });
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const x = new Uint8Array(a);
  return x.every((v, i) => v === b[i]);
}

/** Where this browser stands, without asking anything; a subscription it has is registered with the server again. */
export async function readPushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = Notification.permission === 'granted' ? await existingSubscription() : null;
  if (!subscription) return 'off';
  await register(subscription);
  return 'on';
}

/**
 * After a click: asks for permission, subscribes with the server's VAPID key (a subscription made for another key,
 * from before the server's keys changed, is replaced) and registers it. The state it ends in.
 */
export async function turnOnPush(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const registration = await navigator.serviceWorker.register(SW_URL);
  await navigator.serviceWorker.ready;
  const key = keyBytes((await call(pushApi.getPushPublicKey)).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await register(subscription);
  return 'on';
}

/** Stops pushes to this browser: the server forgets it, and the browser drops the subscription. */
export async function turnOffPush(): Promise<PushState> {
  const subscription = await existingSubscription();
  if (subscription) {
    try {
      await call(pushApi.unsubscribePush, { body: { endpoint: subscription.endpoint } });
    } catch (error) {
      // Already gone there (a push service's 410, another account took the browser): dropping it here is enough.
      if (!isNotFound(error)) throw error;
    }
    await subscription.unsubscribe();
  }
  return 'off';
}
