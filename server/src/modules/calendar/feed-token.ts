import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The feed's token sealed (AES-256-GCM) under a key derived from SESSION_SECRET. The database looks feeds up by the
 * token's hash; the sealed copy only lets the owner's settings page show the address again. A copy of the database
 * without the secret reveals no feed; a changed secret makes the old copy unreadable (the owner then makes a new
 * address), while the hash still serves calendar apps already subscribed.
 */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'esn-calendar-feed', 'calendar feed token', 32));

export function sealToken(token: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealToken(sealed: string, secret: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
