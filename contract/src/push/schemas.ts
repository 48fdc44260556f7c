import { z } from 'zod';

/** The server's VAPID public key (base64url, uncompressed P-256): the browser subscribes with it. */
export const PushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof PushPublicKey>;

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it: its push service's address and the keys
 * (RFC 8291) the payload is encrypted for. Base64url, padded or not.
 */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, message: 'push_endpoint' }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // A P-256 public key, uncompressed: 65 bytes.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, 'push_key'),
    // The 16-byte auth secret.
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'push_key'),
  }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBody>;

/** What a push carries to the service worker (kept small: push services take about 4 KB). */
export const PushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** The page to open on a click, a path of this site. */
  url: z.string(),
  /** A newer push with the same tag replaces the older one on the screen (a folded group of likes, …). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;
