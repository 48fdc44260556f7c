import { CreatePostBody, type PostType, type Upload } from '@esn/contract';

export const BODY_MAX = 5000;
export const POLL_MIN_OPTIONS = 2;
export const POLL_MAX_OPTIONS = 4;
const POLL_OPTION_MAX = 80;
export const MEDIA_MAX = { image: 4, video: 1 } as const;

/** What the composer holds; `media` are the files already stored by `POST /api/uploads`. */
export interface Draft {
  type: PostType;
  body: string;
  media: Pick<Upload, 'id' | 'kind'>[];
  uploading: boolean;
  options: string[];
  /** The value of a datetime-local input (local time), or ''. */
  endsAt: string;
}

/** A message key of the `posts` namespace with its values, filed under a composer field. */
export type DraftIssue = { key: string; values?: Record<string, unknown> };
export type DraftErrors = Partial<Record<'body' | 'media' | 'options' | 'endsAt', DraftIssue>>;

/**
 * The request body for a draft, or the reasons it cannot be sent, per kind: text needs words; image and
 * video need their uploads (finished); a poll needs a question and 2–4 distinct options, and an end in the future.
 */
export function buildPostBody(draft: Draft, now = Date.now()): { body: CreatePostBody } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const body = draft.body.trim();
  if (body.length > BODY_MAX) errors.body = { key: 'validation.bodyTooLong', values: { max: BODY_MAX } };
  const result: CreatePostBody = { type: draft.type, body };

  switch (draft.type) {
    case 'text':
      if (!body) errors.body = { key: 'validation.bodyRequired' };
      break;
    case 'image':
    case 'video': {
      const media = draft.media.filter((m) => m.kind === draft.type);
      if (draft.uploading) errors.media = { key: 'validation.stillUploading' };
      else if (media.length === 0) errors.media = { key: `validation.mediaRequired.${draft.type}` };
      else if (media.length > MEDIA_MAX[draft.type]) {
        errors.media = { key: `validation.tooMany.${draft.type}`, values: { max: MEDIA_MAX[draft.type] } };
      }
      result.mediaIds = media.map((m) => m.id);
      break;
    }
    case 'poll': {
      if (!body) errors.body = { key: 'validation.questionRequired' };
      const options = draft.options.map((o) => o.trim()).filter(Boolean);
      if (options.length < POLL_MIN_OPTIONS)
        errors.options = { key: 'validation.optionsMin', values: { min: POLL_MIN_OPTIONS } };
      else if (options.length > POLL_MAX_OPTIONS)
        errors.options = { key: 'validation.optionsMax', values: { max: POLL_MAX_OPTIONS } };
      else if (options.some((o) => o.length > POLL_OPTION_MAX)) {
        errors.options = { key: 'validation.optionTooLong', values: { max: POLL_OPTION_MAX } };
      } else if (new Set(options.map((o) => o.toLocaleLowerCase('tr-TR'))).size !== options.length) {
        errors.options = { key: 'validation.optionsDuplicate' };
      }
      result.poll = { options };
      if (draft.endsAt) {
        const end = new Date(draft.endsAt);
        if (!Number.isFinite(end.getTime()) || end.getTime() <= now) errors.endsAt = { key: 'validation.endsAtPast' };
        else result.poll.endsAt = end.toISOString();
      }
      break;
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  // The contract's own rules, so nothing the server would refuse leaves the browser.
  const parsed = CreatePostBody.safeParse(result);
  return parsed.success ? { body: parsed.data } : { errors: { body: { key: 'validation.bodyRequired' } } };
}
