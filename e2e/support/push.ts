import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';

/**
 * A push service on this machine, for web push journeys: headless Chromium has no push service of its own
 * (`pushManager.subscribe` fails with "Registration failed - permission denied"), so the journey gives the page a
 * subscription to this one, with keys of its own, and decrypts what the app's server sends to it (RFC 8291).
 */
export type PushDevice = { endpoint: string; ecdh: ECDH; auth: Buffer };
export type ReceivedPush = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushService(): Promise<{
  url: string;
  received: ReceivedPush[];
  device: (path: string) => PushDevice;
  close: () => Promise<void>;
}> {
  const received: ReceivedPush[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    device: (path) => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return { endpoint: `${url}${path}`, ecdh, auth: randomBytes(16) };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record), as a browser decrypts a push. */
export function decryptPush(device: PushDevice, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm push');
  return padded.subarray(0, end).toString('utf8');
}

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
