import { objectUrl, type Upload } from '@esn/contract';
import type { UploadRow } from './uploads.repository';

export const PRIVATE_PREFIX = 'private/';

/** Public keys are served at /public-objects/<key> (spec §5), private ones at /objects/<key without private/>. */
export const urlOfKey = (key: string) =>
  key.startsWith(PRIVATE_PREFIX) ? `/objects/${key.slice(PRIVATE_PREFIX.length)}` : objectUrl(key);

export const presentUpload = (u: Pick<UploadRow, 'id' | 'key' | 'kind' | 'mime' | 'size'>): Upload => ({
  id: u.id,
  url: urlOfKey(u.key),
  kind: u.kind,
  mime: u.mime,
  size: u.size,
});
