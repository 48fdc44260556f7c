import type { AppContext } from '../../context';
import { notify } from '../notifications/notifications.service';

/** Likes and comments tell the post's author (notify() never tells people about their own doing). */
export function registerPostListeners(ctx: AppContext): void {
  ctx.events.on('post.liked', ({ postId, authorId, liker }) =>
    notify(ctx, {
      recipientId: authorId,
      sender: liker,
      type: 'like',
      params: { nickname: liker.nickname },
      actionUrl: `/social-wall?post=${postId}`,
      relatedId: postId,
    }),
  );

  ctx.events.on('post.commented', ({ postId, authorId, commenter }) =>
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
