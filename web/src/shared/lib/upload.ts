import { UPLOAD_LIMITS, type MediaKind, type Upload } from '@esn/contract';
import { uploadsApi } from '@esn/contract/uploads/routes.gen';
import { call } from '../api';

/** The kind a file would be stored as, judged by its declared type (the server checks the bytes again). */
export function mediaKindOf(file: File): MediaKind | null {
  for (const kind of ['image', 'video'] as const)
    if ((UPLOAD_LIMITS[kind].mimes as readonly string[]).includes(file.type)) return kind;
  return null;
}

/** Why a file cannot be uploaded, before sending it: 'type' or 'size'; null when it may go. */
export function uploadProblem(file: File): 'type' | 'size' | null {
  const kind = mediaKindOf(file);
  if (!kind) return 'type';
  return file.size > UPLOAD_LIMITS[kind].maxBytes ? 'size' : null;
}

/**
 * POST /api/uploads with one file (multipart field `file`); answers the stored upload. Its type comes from the
 * contract's entry: no zod parse here, so that the composers and upload fields load no zod.
 */
export function uploadFile(file: File, signal?: AbortSignal): Promise<Upload> {
  const form = new FormData();
  form.append('file', file);
  return call(uploadsApi.uploadFile, { form }, { signal });
}
