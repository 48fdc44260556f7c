import { STORAGE_KEYS } from '@esn/contract';
import { readStorage, removeStorage, writeStorage } from '../../shared/lib/storage';
import { isAdminAreaPath } from './routeTable';

/**
 * Only a same-site app path may be remembered: never "//host" (an open redirect), never "/" or "/login"
 * (that would loop) and never the admin area (it has its own login).
 */
export function isSafeAttemptedPath(path: string | null | undefined): path is string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname !== '/' && pathname !== '/login' && !isAdminAreaPath(pathname);
}

export function readAttemptedPath(): string | null {
  const stored = readStorage('session', STORAGE_KEYS.attemptedPath);
  return isSafeAttemptedPath(stored) ? stored : null;
}

export function rememberAttemptedPath(path: string): void {
  if (isSafeAttemptedPath(path)) writeStorage('session', STORAGE_KEYS.attemptedPath, path);
}

export function clearAttemptedPath(): void {
  removeStorage('session', STORAGE_KEYS.attemptedPath);
}
