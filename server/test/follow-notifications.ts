import type pg from 'pg';

export interface FollowNotificationCounts {
  /** Follows of the target stored. */
  follows: number;
  /** Follows found in exactly one follow notification (as its sender or among its earlier senders). */
  notified: number;
  /** Follows found in more than one. */
  extra: number;
  /** The follow notifications' counts added up: each follow counted once makes it equal to `follows`. */
  counted: number;
  /** Outbox rows not yet done. */
  waiting: number;
}

/**
 * How the follows of `targetId` ended up in notifications, for the outbox fault tests. Follows group (issue 24):
 * one unread item stands for them all, its sender the newest follower and earlier_sender_ids the others.
 */
export async function followNotificationCounts(db: pg.Client, targetId: string): Promise<FollowNotificationCounts> {
  const { rows } = await db.query<FollowNotificationCounts>(
    `select count(*)::int as follows,
            count(*) filter (where c = 1)::int as notified,
            count(*) filter (where c > 1)::int as extra,
            (select coalesce(sum(x.count), 0)::int from notifications x
              where x.recipient_id = $1 and x.type = 'follow') as counted,
            (select count(*)::int from outbox) as waiting
       from (select (select count(*) from notifications x where x.recipient_id = f.followee_id
                       and x.type = 'follow'
                       and (x.sender_id = f.follower_id or f.follower_id = any(x.earlier_sender_ids))) as c
               from follows f where f.followee_id = $1) n`,
    [targetId],
  );
  return rows[0]!;
}

/** Whether every follow is in exactly one notification and counted once there. */
export const settled = (c: FollowNotificationCounts) => c.notified === c.follows && c.counted === c.follows;
