import { DEFAULT_PAGE_SIZE, type CommentPage, type CreatePostBody, type PostPage } from '@esn/contract';
import { postsApi } from '@esn/contract/posts/routes.gen';
import { searchApi } from '@esn/contract/search/routes.gen';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/lib/errorMessage';
import { call, endpointQuery, queryFilter, queryKey } from '../../shared/api';
import { toast } from '../../shared/ui/toast';
import { useAuth } from '../auth';
import { cancelPostQueries, patchPost, prependPost, removePost, replacePost, type PostCore } from './cache';

/** Page size of post lists and comment threads: the contract's default for cursor pages (20). */
export const POST_PAGE_SIZE: number = DEFAULT_PAGE_SIZE;

/*
 * `shared/api`'s keys: a list's key leaves out its page (limit, cursor), which the infinite query adds to each call.
 * cache.ts patches a post in every cached read that holds posts (`postQueries`).
 */
export const feedKey = queryKey(postsApi.getFeed);
const userPostsKey = (userId: string) => queryKey(postsApi.listUserPosts, { params: { id: userId } });
const tagPostsKey = (tag: string) => queryKey(postsApi.listTagPosts, { params: { tag } });
const commentsKey = (postId: string) => queryKey(postsApi.listPostComments, { params: { id: postId } });

/** A page query: `limit`, and the cursor only after the first page. */
const page = (limit: number, cursor: string | null) => ({ limit, cursor: cursor ?? undefined });

type PageCall = (query: { limit: number; cursor?: string }, signal: AbortSignal) => Promise<PostPage>;

/** Any cursor-paginated list of posts, newest first, one page at a time: its infinite query's options. */
const postPages = (queryKey: QueryKey, fetchPage: PageCall, limit = POST_PAGE_SIZE) => ({
  queryKey,
  queryFn: ({ pageParam, signal }: { pageParam: string | null; signal: AbortSignal }) =>
    fetchPage(page(limit, pageParam), signal),
  initialPageParam: null as string | null,
  getNextPageParam: (last: PostPage) => last.nextCursor ?? undefined,
});

function usePostPages(queryKey: QueryKey, fetchPage: PageCall, { enabled = true } = {}) {
  return useInfiniteQuery({ ...postPages(queryKey, fetchPage), enabled });
}

/** The wall: my posts and those of people I follow or am connected to (`GET /api/feed`); the dashboard prefetches it. */
export const feedPages = () => postPages(feedKey, (query, signal) => call(postsApi.getFeed, { query }, { signal }));
export const useFeed = (enabled = true) => useInfiniteQuery({ ...feedPages(), enabled });
export const useUserPosts = (userId: string) =>
  usePostPages(userPostsKey(userId), (query, signal) =>
    call(postsApi.listUserPosts, { params: { id: userId }, query }, { signal }),
  );
export const useTagPosts = (tag: string) =>
  usePostPages(tagPostsKey(tag), (query, signal) =>
    call(postsApi.listTagPosts, { params: { tag }, query }, { signal }),
  );

/**
 * One post (`GET /api/posts/{id}`), e.g. the one a like or comment notification points at. Kept in sync like every
 * list (cache.ts): a like or vote patches it, a deletion empties it. A post that is gone (404) is not retried.
 */
export const usePost = (id: string) =>
  useQuery({ ...endpointQuery(postsApi.getPost, { params: { id } }), retry: false });

function useErrorToast() {
  const { t } = useTranslation('errors');
  return (error: unknown) => toast({ variant: 'error', description: errorMessage(error, t) });
}

/** `POST /api/posts`; the new post goes first on the wall and on my profile. Failures are the caller's to show. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: (body: CreatePostBody) => call(postsApi.createPost, { body }),
    onSuccess: (post) => {
      prependPost(queryClient, feedKey, post);
      if (user) prependPost(queryClient, userPostsKey(user.id), post);
      for (const tag of post.tags) void queryClient.invalidateQueries({ queryKey: tagPostsKey(tag) });
      void queryClient.invalidateQueries(queryFilter(searchApi.listTrendingTags));
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('posts');
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (id: string) => call(postsApi.deletePost, { params: { id } }),
    onSuccess: (_data, id) => {
      removePost(queryClient, id);
      toast({ variant: 'success', description: t('delete.done') });
    },
    onError: showError,
  });
}

function withLike(post: Pick<PostCore, 'likedByMe' | 'likeCount'>, like: boolean) {
  if (post.likedByMe === like) return { likedByMe: post.likedByMe, likeCount: post.likeCount };
  return { likedByMe: like, likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)) };
}

/**
 * Like (`PUT`) or unlike (`DELETE /api/posts/{id}/like`): shown at once everywhere the post is cached, then set
 * to the server's count; a refusal puts back what was there and says why.
 */
export function useToggleLike(post: PostCore) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (like: boolean) => call(like ? postsApi.likePost : postsApi.unlikePost, { params: { id: post.id } }),
    onMutate: async (like) => {
      await cancelPostQueries(queryClient);
      const previous = { likedByMe: post.likedByMe, likeCount: post.likeCount };
      patchPost(queryClient, post.id, (current) => withLike(current, like));
      return { previous };
    },
    onError: (error, _like, context) => {
      if (context) patchPost(queryClient, post.id, () => context.previous);
      showError(error);
    },
    onSuccess: (state) =>
      patchPost(queryClient, post.id, () => ({ likedByMe: state.liked, likeCount: state.likeCount })),
  });
}

/** `POST /api/posts/{id}/vote`: the answer is the post with its results, which replaces the cached one. */
export function useVote(postId: string) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (optionId: string) => call(postsApi.votePoll, { params: { id: postId }, body: { optionId } }),
    onSuccess: (post) => replacePost(queryClient, post),
    onError: showError,
  });
}

/** `POST /api/posts/{id}/share`: the share goes first on the wall; the original's share count follows. */
export function useSharePost() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const { t } = useTranslation('posts');
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: string }) =>
      call(postsApi.sharePost, { params: { id }, body: { body } }),
    onSuccess: (share, { id }) => {
      prependPost(queryClient, feedKey, share);
      if (user) prependPost(queryClient, userPostsKey(user.id), share);
      const original = share.sharedPost;
      patchPost(queryClient, id, (post) => ({ shareCount: original?.shareCount ?? post.shareCount + 1 }));
      toast({ variant: 'success', description: t('share.done') });
    },
  });
}

// Comments

type CommentPages = InfiniteData<CommentPage, string | null>;

/** `GET /api/posts/{id}/comments`, newest first, fetched once the thread is opened. */
export function useComments(postId: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: commentsKey(postId),
    queryFn: ({ pageParam, signal }) =>
      call(postsApi.listPostComments, { params: { id: postId }, query: page(POST_PAGE_SIZE, pageParam) }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (body: string) => call(postsApi.createComment, { params: { id: postId }, body: { body } }),
    onSuccess: (comment) => {
      queryClient.setQueryData<CommentPages>(commentsKey(postId), (data) => {
        if (!data) return data;
        const [first = { items: [], nextCursor: null }, ...rest] = data.pages;
        return { ...data, pages: [{ ...first, items: [comment, ...first.items] }, ...rest] };
      });
      patchPost(queryClient, postId, (post) => ({ commentCount: post.commentCount + 1 }));
    },
    onError: showError,
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('posts');
  const showError = useErrorToast();
  return useMutation({
    mutationFn: (commentId: string) => call(postsApi.deleteComment, { params: { id: commentId } }),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<CommentPages>(
        commentsKey(postId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.filter((c) => c.id !== commentId) })),
          },
      );
      patchPost(queryClient, postId, (post) => ({ commentCount: Math.max(0, post.commentCount - 1) }));
      toast({ variant: 'success', description: t('comments.deleted') });
    },
    onError: showError,
  });
}
