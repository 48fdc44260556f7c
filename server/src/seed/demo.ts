import type { Game } from '@esn/contract';
import type { Db } from '../db/client';
import { teamMembers, teams, users } from '../db/schema/index';
import { recordRepository } from '../modules/record/record.repository';
import { hashPassword } from '../lib/password';
import { usersRepository } from '../modules/users/users.repository';

export const DEMO_PASSWORD = 'demo1234';

type DemoUser = {
  nickname: string;
  firstName: string;
  lastName: string;
  userType: 'player' | 'coach' | 'team_owner' | 'admin';
};

const people: DemoUser[] = [
  { nickname: 'admin', firstName: 'Site', lastName: 'Yöneticisi', userType: 'admin' },
  { nickname: 'kaan_owner', firstName: 'Kaan', lastName: 'Yıldız', userType: 'team_owner' },
  { nickname: 'elif_owner', firstName: 'Elif', lastName: 'Demir', userType: 'team_owner' },
  { nickname: 'ayse', firstName: 'Ayşe', lastName: 'Kaya', userType: 'player' },
  { nickname: 'mert.fps', firstName: 'Mert', lastName: 'Şahin', userType: 'player' },
  { nickname: 'zeynep-mid', firstName: 'Zeynep', lastName: 'Çelik', userType: 'player' },
  { nickname: 'burak_awp', firstName: 'Burak', lastName: 'Öztürk', userType: 'player' },
  { nickname: 'deniz', firstName: 'Deniz', lastName: 'Arslan', userType: 'player' },
  { nickname: 'can.support', firstName: 'Can', lastName: 'Aydın', userType: 'player' },
  { nickname: 'selin_jungle', firstName: 'Selin', lastName: 'Koç', userType: 'player' },
  { nickname: 'hakan_coach', firstName: 'Hakan', lastName: 'Polat', userType: 'coach' },
  { nickname: 'ece_coach', firstName: 'Ece', lastName: 'Güneş', userType: 'coach' },
];

export const demoEmail = (nickname: string) => `${nickname.replace(/[^a-z0-9]/gi, '')}@esportscv.test`;

/** Demo logins printed at start-up, one per role. */
export const DEMO_LOGINS = ['admin', 'ayse', 'kaan_owner', 'hakan_coach'].map((n) => ({
  role: people.find((p) => p.nickname === n)!.userType,
  email: demoEmail(n),
  password: DEMO_PASSWORD,
}));

type DemoTeam = {
  name: string;
  slug: string;
  owner: string;
  games: Game[];
  country: string;
  roster: [string, 'coach' | 'manager' | 'player'][];
  captain: string;
  details: Partial<typeof teams.$inferInsert>;
};

/** Rosters follow the one-team-per-game rule: nobody plays the same game for two teams. */
const demoTeams: DemoTeam[] = [
  {
    name: 'İstanbul Wolves',
    slug: 'istanbul-wolves',
    owner: 'kaan_owner',
    games: ['valorant', 'cs2'],
    country: 'TR',
    roster: [
      ['ayse', 'player'],
      ['mert.fps', 'player'],
      ['burak_awp', 'player'],
      ['hakan_coach', 'coach'],
    ],
    captain: 'ayse',
    details: {
      type: 'semi_pro',
      founded: 2021,
      verified: true,
      description: 'İstanbul merkezli Valorant ve CS2 takımı. Hedefimiz Challengers sahnesi.',
      socialLinks: { discord: 'https://discord.gg/istanbulwolves', x: '@istanbulwolves' },
      lookingForPlayers: true,
      recruitingRoles: ['Controller', 'Initiator'],
    },
  },
  {
    name: 'Ankara Phoenix',
    slug: 'ankara-phoenix',
    owner: 'elif_owner',
    games: ['lol'],
    country: 'TR',
    roster: [
      ['zeynep-mid', 'player'],
      ['selin_jungle', 'player'],
      ['can.support', 'player'],
      ['ece_coach', 'coach'],
    ],
    captain: 'zeynep-mid',
    details: {
      type: 'amateur',
      founded: 2023,
      description: 'League of Legends takımı; makro oyun ve sabırlı draft.',
      socialLinks: { twitch: 'https://twitch.tv/ankaraphoenix' },
      lookingForPlayers: true,
      recruitingRoles: ['ADC'],
      lookingForCoach: true,
    },
  },
];

/** Seeds a small living community on an empty database; does nothing if anyone has registered. */
export async function seedDemo(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: users.id }).from(users).limit(1);
  if (any) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const p of people) {
      const row = await usersRepository.insert(tx, {
        ...p,
        email: demoEmail(p.nickname),
        passwordHash,
        onboardingCompleted: true,
      });
      ids.set(p.nickname, row.id);
    }
    for (const t of demoTeams) {
      const [team] = await tx
        .insert(teams)
        .values({
          ...t.details,
          name: t.name,
          slug: t.slug,
          ownerId: ids.get(t.owner)!,
          games: t.games,
          country: t.country,
          memberCount: t.roster.length + 1,
        })
        .returning();
      await tx.insert(teamMembers).values([
        { teamId: team!.id, userId: ids.get(t.owner)!, role: 'owner' as const },
        ...t.roster.map(([nick, role]) => ({
          teamId: team!.id,
          userId: ids.get(nick)!,
          role,
          isCaptain: nick === t.captain,
        })),
      ]);
    }
    // The roster above is written directly, not through the use cases: its verified history comes from the backfill.
    await recordRepository.backfill(tx);
  });
  return true;
}
