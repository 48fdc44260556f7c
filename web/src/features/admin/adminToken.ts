import { STORAGE_KEYS } from '@esn/contract';
import { readStorage, removeStorage, writeStorage } from '../../shared/lib/storage';

export const readAdminToken = (): string | null => readStorage('local', STORAGE_KEYS.adminToken);
export const storeAdminToken = (token: string): void => writeStorage('local', STORAGE_KEYS.adminToken, token);
export const clearAdminToken = (): void => removeStorage('local', STORAGE_KEYS.adminToken);
