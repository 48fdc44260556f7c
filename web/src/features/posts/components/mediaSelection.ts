import { UPLOAD_LIMITS, type MediaKind } from '@esn/contract';
import { mediaKindOf, uploadProblem } from '../../../shared/lib/upload';
import { MEDIA_MAX, type DraftIssue } from '../draft';

/** The largest file of a kind, in whole megabytes, for messages and hints. */
export const megabytes = (kind: MediaKind) => Math.round(UPLOAD_LIMITS[kind].maxBytes / (1024 * 1024));

/**
 * Which of the chosen files may be uploaded for a post of `kind` that already holds `held` of them, and why
 * the others may not: a file of another type, one too large, or one past the kind's maximum (which stops the rest).
 */
export function screenFiles(
  files: readonly File[],
  kind: MediaKind,
  held: number,
): { accepted: File[]; problems: DraftIssue[] } {
  const accepted: File[] = [];
  const problems: DraftIssue[] = [];
  for (const file of files) {
    const problem = uploadProblem(file);
    if (problem === 'type' || mediaKindOf(file) !== kind) {
      problems.push({ key: `validation.wrongType.${kind}`, values: { name: file.name } });
    } else if (problem === 'size') {
      problems.push({ key: 'validation.tooLarge', values: { name: file.name, size: megabytes(kind) } });
    } else if (held + accepted.length >= MEDIA_MAX[kind]) {
      problems.push({ key: `validation.tooMany.${kind}`, values: { max: MEDIA_MAX[kind] } });
      break;
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
