import { IMAGE_PATH } from '@esn/contract';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/cursor';
import { badRequest } from '../../lib/errors';
import { PRIVATE_PREFIX, urlOfKey } from './uploads.presenter';
import { uploadsRepository } from './uploads.repository';

/** The upload id inside a public key `YYYY/MM/<uuid>.<ext>` (the only keys storeUpload makes). */
const KEY_ID = /^\d{4}\/\d{2}\/([0-9a-f-]{36})\.[a-z0-9]+$/;

/**
 * An image field (avatar, cover, team logo, banner) as it is stored: the canonical `/public-objects/<key>` of an
 * image upload made by one of `uploaders`. The client sends that path or the upload's id (ImageRef); anything
 * that is not such an upload — an address elsewhere, a path of ours that is no upload (`/api/logout`), another
 * person's file, a video — is refused with `image_not_uploaded`. `undefined` stays (field not sent), `null` and
 * `''` clear. The value the field already holds is kept as is (a whole-form save of a logo a former manager
 * uploaded).
 */
export async function checkedImage(
  db: DbOrTx,
  value: string | null | undefined,
  uploaders: readonly string[],
  current?: string | null,
): Promise<string | null | undefined> {
  if (value === undefined) return undefined;
  const ref = value?.trim();
  if (!ref) return null;
  if (current && ref === current) return current;

  let id: string | undefined;
  let key: string | undefined;
  if (isUuid(ref.toLowerCase())) id = ref.toLowerCase();
  else if (IMAGE_PATH.test(ref)) {
    key = ref.slice('/public-objects/'.length);
    id = KEY_ID.exec(key)?.[1];
  }
  const row = id && isUuid(id) ? await uploadsRepository.findById(db, id) : undefined;
  const ok =
    row &&
    (key === undefined || row.key === key) &&
    !row.key.startsWith(PRIVATE_PREFIX) &&
    row.kind === 'image' &&
    uploaders.includes(row.ownerId);
  if (!ok) throw badRequest('image_not_uploaded');
  return urlOfKey(row.key);
}
