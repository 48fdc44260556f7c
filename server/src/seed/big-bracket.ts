import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context';
import { hashPassword } from '../lib/password';
import * as tournaments from '../modules/tournaments/tournaments.service';
import { tournamentsRepository } from '../modules/tournaments/tournaments.repository';
import { presentUser } from '../modules/users/users.presenter';
import { usersRepository } from '../modules/users/users.repository';

/** The seeded event's name: the browser test finds it by this name. */
export const BIG_BRACKET_NAME = 'Dev Kupa 256';
const PLAYERS = 256;
const HOST = 'devkupa_host';
const day = 86_400_000;

/**
 * For the browser tests (SEED_BIG_BRACKET): a solo double elimination of 256 players whose bracket the server
 * draws with the real use case (510 matches), so the test measures drawing a bracket the API really serves. The
 * players are written directly (256 sign-ups would take the sign-up rate limit nine minutes); nobody signs in as
 * them. Once per database: a second start finds the host and leaves it be.
 */
export async function seedBigBracket(ctx: AppContext): Promise<void> {
  if (await usersRepository.findByEmail(ctx.db, `${HOST}@big-bracket.test`)) return;
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const account = (nickname: string, userType: 'player' | 'team_owner') =>
    usersRepository.insert(ctx.db, {
      nickname,
      email: `${nickname}@big-bracket.test`,
      passwordHash,
      userType,
      onboardingCompleted: true,
    });
  const host = presentUser(await account(HOST, 'team_owner'));
  const now = ctx.clock.now().getTime();
  const event = await tournaments.createTournament(ctx, host, {
    name: BIG_BRACKET_NAME,
    game: 'valorant',
    format: 'double_elimination',
    participantKind: 'solo',
    status: 'registration_open',
    maxParticipants: PLAYERS,
    registrationDeadline: new Date(now + day).toISOString(),
    startsAt: new Date(now + 2 * day).toISOString(),
  });
  for (let n = 1; n <= PLAYERS; n += 1) {
    const player = await account(`devkupa_p${n}`, 'player');
    await tournamentsRepository.insertParticipant(ctx.db, {
      tournamentId: event.id,
      kind: 'solo',
      userId: player.id,
      registeredById: player.id,
      seed: n,
    });
  }
  await tournamentsRepository.bumpCounts(ctx.db, event.id, PLAYERS, 0);
  await tournaments.generateBracket(ctx, host, event.id);
}
