import { MESSAGE_LIMITS, UPLOAD_LIMITS } from '@esn/contract';
import { mediaKindOf, uploadProblem } from '../../../shared/lib/upload';

/** The largest photo, in whole megabytes, for the message that refuses a bigger one. */
const IMAGE_MB = Math.round(UPLOAD_LIMITS.image.maxBytes / (1024 * 1024));

/** A message key of the `messages` namespace with its values. */
export type AttachmentProblem = { key: string; values?: Record<string, unknown> };

/**
 * Which chosen files may be attached to a message that already holds `held` photos, and why the others may not:
 * not a photo, too large, or past the limit of photos (which stops the rest).
 */
export function screenImages(
  files: readonly File[],
  held: number,
): { accepted: File[]; problems: AttachmentProblem[] } {
  const accepted: File[] = [];
  const problems: AttachmentProblem[] = [];
  for (const file of files) {
    const problem = uploadProblem(file);
    if (problem === 'type' || mediaKindOf(file) !== 'image') {
      problems.push({ key: 'composer.wrongType', values: { name: file.name } });
    } else if (problem === 'size') {
      problems.push({ key: 'composer.tooLarge', values: { name: file.name, size: IMAGE_MB } });
    } else if (held + accepted.length >= MESSAGE_LIMITS.imagesMax) {
      problems.push({ key: 'composer.tooMany', values: { max: MESSAGE_LIMITS.imagesMax } });
      break;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
