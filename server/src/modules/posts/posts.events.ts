import type { AppContext } from '../../context';
import { notificationsRepository } from '../notifications/notifications.repository';
import { notify } from '../notifications/notifications.service';

/** Like → unlike → like again within a day tells the author once (the same window as a repeated follow). */
const LIKE_REPEAT_WINDOW_MS = 24 * 3600_000;

/**
 * Runs tasks with the same key one after another (in this process), so that a quick like, unlike, like sees
 * the first notification before deciding on the second; different keys still run in parallel.
 */
function keyedQueue() {
  const tails = new Map<string, Promise<unknown>>();
  return (key: string, task: () => Promise<unknown>) => {
    const run = (tails.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    tails.set(key, run);
    void run.finally(() => tails.get(key) === run && tails.delete(key)).catch(() => undefined);
    return run;
  };
}

/** Likes and comments tell the post's author (notify() never tells people about their own doing). */
export function registerPostListeners(ctx: AppContext): void {
  const inOrder = keyedQueue();

  ctx.events.onDurable('post.liked', 'posts', ({ postId, authorId, liker }) =>
    inOrder(`like:${postId}:${liker.id}`, async () => {
      const since = new Date(Date.now() - LIKE_REPEAT_WINDOW_MS);
      if (
        await notificationsRepository.existsSince(ctx.db, {
          recipientId: authorId,
          senderId: liker.id,
          type: 'like',
          since,
          relatedId: postId,
        })
      )
        return;
      await notify(ctx, {
        recipientId: authorId,
        sender: liker,
        type: 'like',
        params: { nickname: liker.nickname },
        actionUrl: `/social-wall?post=${postId}`,
        relatedId: postId,
      });
    }),
  );

  ctx.events.onDurable('post.commented', 'posts', ({ postId, authorId, commenter }) =>
    notify(ctx, {
      recipientId: authorId,
      sender: commenter,
      type: 'comment',
      params: { nickname: commenter.nickname },
      actionUrl: `/social-wall?post=${postId}`,
      relatedId: postId,
    }),
  );
}
