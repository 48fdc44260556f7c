import { defineEndpoints } from '../endpoint';
import { Upload, UploadQuery } from '../posts/schemas';

/**
 * Uploads. The files themselves are served outside the API (`/public-objects/*`, `/objects/*` for their owner): they
 * answer bytes, not JSON, so they are plain routes of the uploads module and not entries here.
 */
export const uploadsEndpoints = defineEndpoints('uploads', {
  uploadFile: {
    method: 'POST',
    path: '/api/uploads',
    summary: 'Store an image (≤ 5 MB) or a video (≤ 50 MB) for a post, a message or a profile',
    description:
      'A `multipart/form-data` body with one file in the field `file` (JPEG, PNG, WebP, GIF, MP4 or WebM, checked by ' +
      'its bytes). `visibility=private` keeps it to its owner, served at `/objects/…`.',
    query: UploadQuery,
    responses: { 201: Upload },
  },
});
