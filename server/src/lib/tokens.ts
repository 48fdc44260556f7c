import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret handed to the client once; only its hash is stored. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
