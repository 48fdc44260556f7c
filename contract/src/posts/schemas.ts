import { z } from 'zod';
import { isoDateTime } from '../common';
import { PublicUser } from '../users/schemas';
import { RatingParam, ratingNeedsGame } from '../ratings/schemas';
import { Game } from '../teams/schemas';

export const PostType = z.enum(['text', 'image', 'video', 'poll']);
export type PostType = z.infer<typeof PostType>;

export const UPLOAD_LIMITS = {
  image: { maxBytes: 5 * 1024 * 1024, mimes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  video: { maxBytes: 50 * 1024 * 1024, mimes: ['video/mp4', 'video/webm'] },
} as const;
export const MediaKind = z.enum(['image', 'video']);
export type MediaKind = z.infer<typeof MediaKind>;

/** POST /api/uploads (multipart, one file in field `file`) answers this. */
export const Upload = z.object({
  id: z.string(),
  url: z.string(),
  kind: MediaKind,
  mime: z.string(),
  size: z.number().int(),
});
export type Upload = z.infer<typeof Upload>;

export const PollOption = z.object({ id: z.string(), text: z.string(), votes: z.number().int().nullable() });
export const Poll = z.object({
  options: z.array(PollOption),
  endsAt: z.string().nullable(),
  /** Results (votes) are shown once the reader has voted or the poll has ended; otherwise votes are null. */
  showResults: z.boolean(),
  myVote: z.string().nullable(),
  totalVotes: z.number().int().nullable(),
});
export type Poll = z.infer<typeof Poll>;

const PostCore = z.object({
  id: z.string(),
  author: PublicUser,
  type: PostType,
  body: z.string(),
  media: z.array(Upload.omit({ id: true })),
  poll: Poll.nullable(),
  tags: z.array(z.string()),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  shareCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
});
/** A post; a share is a post of its own whose `sharedPost` is the original (one level deep). */
export const Post = PostCore.extend({ sharedPost: PostCore.nullable() });
export type Post = z.infer<typeof Post>;

/** Attachments per post: up to four images, or one video (what the composer offers). */
export const MEDIA_PER_POST = { image: 4, video: 1 } as const;

export const CreatePostBody = z
  .strictObject({
    type: PostType,
    body: z.string().trim().max(5000).default(''),
    mediaIds: z.array(z.string()).max(4).optional(),
    poll: z
      .strictObject({
        options: z.array(z.string().trim().min(1).max(80)).min(2).max(4),
        endsAt: isoDateTime().optional(),
      })
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.type === 'text' && !b.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'post_body_required' });
    if ((b.type === 'image' || b.type === 'video') && !b.mediaIds?.length)
      ctx.addIssue({ code: 'custom', path: ['mediaIds'], message: 'post_media_required' });
    if (b.type === 'poll' && !b.poll) ctx.addIssue({ code: 'custom', path: ['poll'], message: 'post_poll_required' });
    if (b.type !== 'poll' && b.poll) ctx.addIssue({ code: 'custom', path: ['poll'], message: 'post_poll_only' });
    if (b.type !== 'image' && b.type !== 'video' && b.mediaIds?.length)
      ctx.addIssue({ code: 'custom', path: ['mediaIds'], message: 'post_media_only' });
    if (b.type === 'video' && (b.mediaIds?.length ?? 0) > MEDIA_PER_POST.video)
      ctx.addIssue({ code: 'custom', path: ['mediaIds'], message: 'post_video_one' });
    if (b.type === 'poll' && !b.body) ctx.addIssue({ code: 'custom', path: ['body'], message: 'post_body_required' });
    if (b.poll) {
      const seen = new Set(b.poll.options.map((o) => o.toLocaleLowerCase('tr-TR')));
      if (seen.size !== b.poll.options.length)
        ctx.addIssue({ code: 'custom', path: ['poll', 'options'], message: 'post_poll_duplicate' });
      if (b.poll.endsAt && Date.parse(b.poll.endsAt) <= Date.now())
        ctx.addIssue({ code: 'custom', path: ['poll', 'endsAt'], message: 'post_poll_ends_past' });
    }
  });
export type CreatePostBody = z.infer<typeof CreatePostBody>;

export const PostIdParams = z.object({ id: z.string().max(100) });
export const CommentIdParams = z.object({ id: z.string().max(100) });
/** A tag as typed or linked: with or without its `#`, any case. */
export const TagParams = z.object({ tag: z.string().trim().min(1).max(50) });
export const TrendingQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) });
/** `POST /api/uploads?visibility=private` stores a file served only at /objects/… to its owner (e.g. screenshots). */
export const UploadQuery = z.object({ visibility: z.enum(['public', 'private']).default('public') });

export const SharePostBody = z.strictObject({ body: z.string().trim().max(2000).default('') });
export const VoteBody = z.strictObject({ optionId: z.string().max(100) });
export const LikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof LikeState>;

export const Comment = z.object({
  id: z.string(),
  postId: z.string(),
  author: PublicUser,
  body: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof Comment>;
export const CreateCommentBody = z.strictObject({ body: z.string().trim().min(1).max(2000) });

export const PostPage = z.object({ items: z.array(Post), nextCursor: z.string().nullable() });
export type PostPage = z.infer<typeof PostPage>;
export const CommentPage = z.object({ items: z.array(Comment), nextCursor: z.string().nullable() });
export type CommentPage = z.infer<typeof CommentPage>;

export const TrendingTag = z.object({
  /** The folded tag (its page is /tags/{tag}). */
  tag: z.string(),
  /** The tag as most of its authors wrote it (`Takım` for `takim`), to show. */
  label: z.string(),
  score: z.number(),
  authors: z.number().int(),
});
export const TrendingTags = z.object({ items: z.array(TrendingTag) });
export type TrendingTags = z.infer<typeof TrendingTags>;

/**
 * `GET /api/search?q=`: the people part can also be narrowed to those rated at least `minRating` (display scale) in
 * `game`, or ordered by that rating (`peopleSort=rating`: highest first, the unrated after them). A rating is per game:
 * both need `game`.
 */
export const SearchQuery = z
  .object({
    q: z.string().trim().min(1).max(100),
    game: Game.optional(),
    minRating: RatingParam.optional(),
    peopleSort: z.enum(['relevance', 'rating']).default('relevance'),
  })
  .refine((q) => ratingNeedsGame({ ...q, sort: q.peopleSort }), { message: 'rating_needs_game', path: ['game'] });
export type SearchQuery = z.infer<typeof SearchQuery>;
export const SearchResults = z.object({
  people: z.array(PublicUser),
  teams: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      name: z.string(),
      logoUrl: z.string().nullable(),
      country: z.string(),
    }),
  ),
  posts: z.array(Post),
});
export type SearchResults = z.infer<typeof SearchResults>;
