import type pg from 'pg';
import { Game, SkillLevel } from '@esn/contract';

/**
 * A transfer-market profile for every seeded user who has none: one or two of 14 games with roles, a skill level
 * (a sixth have none), availability (a quarter now, a fifth later, the rest not available), ages 16–35, eight
 * countries, profile views spread over 0–5000, a quarter looking for a team, one in twenty verified. Deterministic
 * (hashes of each user's id), set-based, and only for users still without a profile, so a kept database is reused.
 */
export async function seedBenchMarket(client: pg.Client, log: (s: string) => void): Promise<void> {
  const missing = (
    await client.query<{ n: number }>(
      `select count(*)::int as n from bench_ids b where not exists (select 1 from profiles p where p.user_id = b.id)`,
    )
  ).rows[0]!.n;
  if (missing === 0) return;
  const started = Date.now();
  await client.query(
    `with g as (
       -- Independent pseudo-random draws per user (a hash of the id and a salt), so that no filter combination is
       -- empty or crowded by an accident of modular arithmetic.
       select b.id, b.rn, h.*
       from bench_ids b,
            lateral (select abs(hashtext(b.id::text || 'g1')::bigint) as hg1, abs(hashtext(b.id::text || 'g2')::bigint) as hg2,
                            abs(hashtext(b.id::text || 'r')::bigint) as hr, abs(hashtext(b.id::text || 's')::bigint) as hs,
                            abs(hashtext(b.id::text || 'a')::bigint) as ha, abs(hashtext(b.id::text || 'y')::bigint) as hy,
                            abs(hashtext(b.id::text || 'c')::bigint) as hc, abs(hashtext(b.id::text || 'v')::bigint) as hv,
                            abs(hashtext(b.id::text || 't')::bigint) as ht) h
     ), d as (
       select g.*,
              (array['valorant','cs2','lol','dota2','pubg','pubg_mobile','fortnite','apex','overwatch2','r6','rocket_league','fc','mlbb','tft'])[1 + (hg1 % 14)] as g1,
              (array['valorant','cs2','lol','dota2','pubg','pubg_mobile','fortnite','apex','overwatch2','r6','rocket_league','fc','mlbb','tft'])[1 + (hg2 % 14)] as g2,
              (array['Duelist','Controller','Sentinel','Initiator','IGL','AWP','Support','Entry'])[1 + (hr % 8)] as r1,
              (array['Duelist','Controller','Sentinel','Initiator','IGL','AWP','Support','Entry'])[1 + ((hr / 8) % 8)] as r2
       from g
     )
     insert into profiles (user_id, games, game_ids, skill_level, availability, available_from, birth_date, country,
                           profile_views, looking_for_team, verified, completeness, updated_at)
     select d.id,
            case when d.hg2 % 3 = 0 and d.g2 <> d.g1
              then jsonb_build_array(jsonb_build_object('game', d.g1, 'roles', jsonb_build_array(d.r1)), jsonb_build_object('game', d.g2, 'roles', jsonb_build_array(d.r2)))
              else jsonb_build_array(jsonb_build_object('game', d.g1, 'roles', jsonb_build_array(d.r1, d.r2))) end,
            case when d.hg2 % 3 = 0 and d.g2 <> d.g1 then array[d.g1, d.g2] else array[d.g1] end,
            (array[null, 'beginner', 'intermediate', 'advanced', 'expert', 'elite'])[1 + (d.hs % 6)],
            (array['now', 'now', 'now', 'now', 'now', 'in_2_weeks', 'in_2_weeks', 'in_1_month', 'in_1_month',
                   'not_available', 'not_available', 'not_available', 'not_available', 'not_available', 'not_available',
                   'not_available', 'not_available', 'not_available', 'not_available', 'not_available'])[1 + (d.ha % 20)],
            null,
            (current_date - make_interval(years => 16 + (d.hy % 20)::int, days => ((d.hy / 20) % 365)::int))::date,
            (array['TR','DE','FR','GB','US','NL','ES','PL'])[1 + (d.hc % 8)],
            (d.hv % 5003)::int,
            d.ht % 4 = 0,
            (d.ht / 4) % 20 = 0,
            50,
            now() - (d.rn % 100000) * interval '1 minute'
     from d
     -- Not an anti-join: the table grows while the statement runs, and a seq scan per row would read it all again.
     on conflict (user_id) do nothing`,
  );
  await client.query(
    `update profiles set available_from = current_date where availability = 'now' and available_from is null`,
  );
  await client.query('vacuum analyze profiles'); // index-only scans and no hint-bit writes on the first reads
  log(`${missing} market profiles in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * Skill ratings for two in five market players, in each game of their profile: conservative estimates spread over
 * about −8…+12 (display 600–1600), 1–60 rated games (under 5 is provisional). Deterministic, set-based, once.
 */
export async function seedBenchRatings(client: pg.Client, log: (s: string) => void): Promise<void> {
  const rated = (await client.query(`select exists (select 1 from ratings where subject_kind = 'user') as e`)).rows[0]
    .e as boolean;
  if (rated) return;
  const started = Date.now();
  const res = await client.query(
    `insert into ratings (subject_kind, subject_id, game, mu, sigma, conservative, games, updated_at)
     select 'user', p.user_id, g.game, h.mu, h.sigma, h.mu - 3 * h.sigma, h.games, now()
     from profiles p
     cross join lateral unnest(p.game_ids) as g(game)
     cross join lateral (
       select 15 + (abs(hashtext(p.user_id::text || g.game || 'mu')) % 2000) / 100.0 as mu,
              1.5 + (abs(hashtext(p.user_id::text || g.game || 'sd')) % 500) / 100.0 as sigma,
              1 + abs(hashtext(p.user_id::text || g.game || 'n')) % 60 as games
     ) h
     where abs(hashtext(p.user_id::text || 'rated')) % 5 < 2
     on conflict do nothing`,
  );
  await client.query('vacuum analyze ratings');
  log(`${res.rowCount} player ratings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const GAMES = Game.options;
const SKILLS = SkillLevel.options;
const LATER = ['now', 'in_2_weeks', 'in_1_month'];
const ROLES = ['Duelist', 'Controller', 'Sentinel', 'Initiator', 'IGL', 'AWP', 'Support', 'Entry'];
const COUNTRIES = ['TR', 'DE', 'FR', 'GB', 'US', 'NL', 'ES', 'PL'];

/**
 * Player searches with three filters, as people make them: game × skill × availability (views, recent activity),
 * game × role × availability and game × availability × country (views, recent activity, skill): 2436 distinct
 * market pages (one of them the hot row's, maybe still kept). `limit` changes the page size, and so the cache key:
 * the same filters can warm the server up without making the measured pages kept ones.
 */
export function marketColdPaths(limit = 20): string[] {
  const paths: string[] = [];
  const add = (filters: string, sorts: string[]) => {
    for (const sort of sorts) paths.push(`/api/transfers/players?${filters}&sort=${sort}&limit=${limit}`);
  };
  for (const game of GAMES)
    for (const availability of LATER) {
      for (const skill of SKILLS) add(`game=${game}&skill=${skill}&availability=${availability}`, ['views', 'active']);
      for (const role of ROLES)
        add(`game=${game}&role=${role}&availability=${availability}`, ['views', 'active', 'skill']);
      for (const country of COUNTRIES)
        add(`game=${game}&availability=${availability}&country=${country}`, ['views', 'active', 'skill']);
    }
  return paths;
}
