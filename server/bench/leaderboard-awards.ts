import { Redis } from 'ioredis';
import type pg from 'pg';
import type { XpStanding } from '../src/lib/invalidation-bus';
import { weekStart } from '../src/modules/challenges/leaderboard.repository';

/**
 * Awards as every process receives them: `perSecond` award messages on the invalidation bus (the channel of the
 * default prefix), each a bench player's new totals (a raise, some entering the top 100), for as long as `during`
 * runs. What it measures is the leaderboard's read latency while each award is applied in place; the award's own
 * transaction is not part of it. Returns `during`'s result and how many awards were sent.
 */
export async function whileAwarding<T>(
  client: pg.Client,
  redisUrl: string,
  perSecond: number,
  during: () => Promise<T>,
): Promise<{ result: T; sent: number }> {
  const people = (
    await client.query<{ id: string; nickname: string; xp: number }>(
      `select u.id, u.nickname, coalesce(x.xp, 0)::int as xp from users u
       left join xp_totals x on x.subject_kind = 'user' and x.subject_id = u.id
       where u.email like 'bench%' order by u.id limit 5000`,
    )
  ).rows;
  const redis = new Redis(redisUrl);
  const since = weekStart(new Date()).getTime();
  let sent = 0;
  const tick = setInterval(() => {
    for (let k = 0; k < perSecond / 20; k++) {
      const p = people[sent % people.length]!;
      // Every 50th award is a big one: its person enters the top 100 (the top changes, not only the places).
      p.xp += sent % 50 === 0 ? 25_000 : 50 + (sent % 500);
      const standing: XpStanding = {
        kind: 'user',
        id: p.id,
        userType: 'player',
        name: p.nickname,
        slug: p.nickname,
        picture: null,
        all: p.xp,
        week: p.xp,
        weekStart: since,
      };
      void redis.publish('esn:invalidate', JSON.stringify({ kind: 'leaderboard', standing }));
      sent++;
    }
  }, 50);
  try {
    return { result: await during(), sent };
  } finally {
    clearInterval(tick);
    redis.disconnect();
  }
}
