import type pg from 'pg';
import { createBracket } from '../src/modules/tournaments/bracket/engine';

const BIG_BRACKET_NAME = 'Bench 256 double elimination';

/**
 * `n` tournaments by the seeded users (every status but draft, every game and format, created over the last
 * weeks), and one 256-team double elimination with its bracket made by brackets-manager, as the app stores it.
 * Returns the big one's id. Each part only when missing, so a kept database is reused.
 */
export async function seedBenchTournaments(
  client: pg.Client,
  n: number,
  users: number,
  log: (s: string) => void,
): Promise<string> {
  const have = (await client.query<{ n: number }>(`select count(*)::int as n from tournaments`)).rows[0]!.n;
  if (have < n) {
    const started = Date.now();
    await client.query(
      `insert into tournaments (name, game, format, participant_kind, status, max_participants, participants_count,
         registration_deadline, starts_at, organizer_id, prize_pool, created_at)
       select 'Bench Cup ' || g,
              (array['valorant','cs2','lol','dota2','fc','r6'])[1 + g % 6],
              (array['single_elimination','double_elimination','round_robin','swiss'])[1 + g % 4]::tournament_format,
              (case when g % 6 = 4 then 'solo' else 'team' end)::participant_kind,
              (array['registration_open','registration_closed','in_progress','completed'])[1 + (g / 7) % 4]::tournament_status,
              16, g % 16, now() + (g % 30) * interval '1 day', now() + (g % 30 + 1) * interval '1 day',
              b.id, (g % 10) * 1000 || ' TL', now() - g * interval '1 minute'
       from generate_series(1, $1::int) g join bench_ids b on b.rn = (g % $2::int) + 1`,
      [n - have, users],
    );
    log(`${n - have} tournaments in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }

  const existing = await client.query<{ id: string }>(`select id from tournaments where name = $1`, [BIG_BRACKET_NAME]);
  if (existing.rows[0]) return existing.rows[0].id;

  const started = Date.now();
  const { rows: teams } = await client.query<{ id: string; owner_id: string }>(
    `insert into teams (slug, name, owner_id, games, country, member_count)
     select 'bench-256-team-' || g, 'Bench Team ' || g, b.id, array['valorant'], 'TR', 1
     from generate_series(1, 256) g join bench_ids b on b.rn = g + 1000
     returning id, owner_id`,
  );
  await client.query(
    `insert into team_members (team_id, user_id, role) select * from unnest($1::uuid[], $2::uuid[], array_fill('owner'::team_member_role, array[256]))`,
    [teams.map((t) => t.id), teams.map((t) => t.owner_id)],
  );
  const { rows: created } = await client.query<{ id: string; starts_at: Date }>(
    `insert into tournaments (name, game, format, participant_kind, status, max_participants, participants_count,
       registration_deadline, starts_at, organizer_id, bracket_generated_at, description)
     select $1, 'valorant', 'double_elimination', 'team', 'in_progress', 256, 256, now() - interval '2 days', now() - interval '1 day',
            id, now(), 'The bench bracket: 256 teams, winners and losers brackets and a grand final.'
     from users where email like 'bench%' limit 1
     returning id, starts_at`,
    [BIG_BRACKET_NAME],
  );
  const tournament = created[0]!;
  const { rows: participants } = await client.query<{ id: string; team_id: string }>(
    `insert into tournament_participants (tournament_id, kind, team_id, registered_by_id, seed)
     select $1, 'team', t.team_id, t.owner_id, t.seed
     from unnest($2::uuid[], $3::uuid[]) with ordinality as t(team_id, owner_id, seed)
     returning id, team_id`,
    [tournament.id, teams.map((t) => t.id), teams.map((t) => t.owner_id)],
  );
  const bySeed = teams.map((t) => participants.find((p) => p.team_id === t.id)!);
  const { state, matches } = await createBracket(
    'double_elimination',
    bySeed.map((p) => p.id),
  );
  const teamOf = new Map(participants.map((p) => [p.id, p.team_id]));
  const col = <T>(f: (m: (typeof matches)[number]) => T) => matches.map(f);
  await client.query(
    `insert into matches (tournament_id, bracket_match_id, stage_number, group_kind, group_number, round_number, match_number,
       participant_a_id, participant_b_id, team_a_id, team_b_id, a_bye, b_bye, status, winner, scheduled_at)
     select $1, * , case when m.round_number = 1 and m.group_kind = 'winners' then $16::timestamptz else null end
     from unnest($2::int[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::uuid[], $9::uuid[], $10::uuid[], $11::uuid[],
                 $12::bool[], $13::bool[], $14::text[], $15::text[])
       as m(bracket_match_id, stage_number, group_kind, group_number, round_number, match_number, participant_a_id, participant_b_id,
            team_a_id, team_b_id, a_bye, b_bye, status, winner)`,
    [
      tournament.id,
      col((m) => m.bracketMatchId),
      col((m) => m.stageNumber),
      col((m) => m.groupKind),
      col((m) => m.groupNumber),
      col((m) => m.roundNumber),
      col((m) => m.matchNumber),
      col((m) => m.a?.participantId ?? null),
      col((m) => m.b?.participantId ?? null),
      col((m) => (m.a?.participantId ? teamOf.get(m.a.participantId) : null) ?? null),
      col((m) => (m.b?.participantId ? teamOf.get(m.b.participantId) : null) ?? null),
      col((m) => m.a === null),
      col((m) => m.b === null),
      col((m) => m.status),
      col((m) => m.winner),
      tournament.starts_at,
    ],
  );
  await client.query(`insert into tournament_brackets (tournament_id, state) values ($1, $2)`, [
    tournament.id,
    JSON.stringify(state),
  ]);
  log(`256-team double elimination (${matches.length} matches) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return tournament.id;
}
