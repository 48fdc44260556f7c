import { Readable } from 'node:stream';
import type { Game, User } from '@esn/contract';
import type { AppContext } from '../context';
import * as career from '../modules/career/career.service';
import * as connections from '../modules/connections/connections.service';
import * as follows from '../modules/follows/follows.service';
import * as comments from '../modules/posts/comments.service';
import * as posts from '../modules/posts/posts.service';
import { updateProfile } from '../modules/profiles/profiles.service';
import { storageFor } from '../modules/uploads/storage';
import { storeUpload } from '../modules/uploads/uploads.service';
import { presentUser } from '../modules/users/users.presenter';
import { usersRepository } from '../modules/users/users.repository';
import { gradientPng } from './demo-image';
import { seedDemoTeams } from './demo-teams';
import { seedDemoChallenges, seedDemoTeamChallenges } from './demo-challenges';
import { seedDemoTournaments } from './demo-tournaments';
import { seedDemoTransfers } from './demo-transfers';
import { seedDemoMessages } from './demo-messages';

type Person = {
  nickname: string;
  bio: string;
  location: string;
  birthDate: string;
  games: { game: Game; roles: string[] }[];
  skill: 'elite' | 'expert' | 'advanced' | 'intermediate' | 'beginner';
  looking?: boolean;
};

const profiles: Person[] = [
  {
    nickname: 'ayse',
    bio: 'Valorant düellocusu, 3 yıldır rekabetçi sahnede. Hedef: VCT Challengers.',
    location: 'İstanbul',
    birthDate: '2002-04-12',
    games: [{ game: 'valorant', roles: ['Duelist', 'IGL'] }],
    skill: 'expert',
  },
  {
    nickname: 'mert.fps',
    bio: 'CS2 rifler. Antrenmanlarda her gün 2 saat aim.',
    location: 'Ankara',
    birthDate: '2003-09-01',
    games: [{ game: 'cs2', roles: ['Rifler', 'Entry'] }],
    skill: 'advanced',
  },
  {
    nickname: 'zeynep-mid',
    bio: 'Mid laner, takım oyununu seven bir oyuncu.',
    location: 'İzmir',
    birthDate: '2001-01-20',
    games: [{ game: 'lol', roles: ['Mid'] }],
    skill: 'elite',
  },
  {
    nickname: 'burak_awp',
    bio: 'AWPer. Clutch anlarını severim.',
    location: 'Bursa',
    birthDate: '2000-06-30',
    games: [
      { game: 'cs2', roles: ['AWPer'] },
      { game: 'valorant', roles: ['Sentinel'] },
    ],
    skill: 'expert',
  },
  {
    nickname: 'deniz',
    bio: 'Yeni bir takım arıyorum: Valorant controller.',
    location: 'Eskişehir',
    birthDate: '2004-11-11',
    games: [{ game: 'valorant', roles: ['Controller'] }],
    skill: 'intermediate',
    looking: true,
  },
  {
    nickname: 'can.support',
    bio: 'Support oyuncusu, vizyon her şeydir.',
    location: 'Antalya',
    birthDate: '2002-02-02',
    games: [{ game: 'lol', roles: ['Support'] }],
    skill: 'advanced',
  },
  {
    nickname: 'selin_jungle',
    bio: 'Jungler; erken oyun baskısı.',
    location: 'İstanbul',
    birthDate: '2003-03-15',
    games: [{ game: 'lol', roles: ['Jungle'] }],
    skill: 'advanced',
    looking: true,
  },
  {
    nickname: 'hakan_coach',
    bio: '10 yıllık FPS koçluğu. Taktik ve mental hazırlık.',
    location: 'İstanbul',
    birthDate: '1988-05-05',
    games: [
      { game: 'valorant', roles: ['Coach'] },
      { game: 'cs2', roles: ['Analyst'] },
    ],
    skill: 'elite',
  },
  {
    nickname: 'ece_coach',
    bio: 'LoL koçu; draft ve makro oyun.',
    location: 'Ankara',
    birthDate: '1992-08-08',
    games: [{ game: 'lol', roles: ['Coach'] }],
    skill: 'expert',
  },
];

/**
 * The living part of the demo, made through the real use cases (so counters, tags and notifications are what
 * the product itself would produce): profiles, a career, follows, connections, and posts of every kind with
 * likes, comments, votes and a share. Video is left out: there is no small sample clip to ship.
 */
export async function seedDemoContent(ctx: AppContext): Promise<void> {
  const users = new Map<string, User>();
  const user = async (nickname: string) => {
    if (!users.has(nickname)) {
      const row = await usersRepository.findByEmail(ctx.db, `${nickname.replace(/[^a-z0-9]/gi, '')}@esportscv.test`);
      users.set(nickname, presentUser(row!));
    }
    return users.get(nickname)!;
  };

  await seedDemoChallenges(ctx, user);
  for (const p of profiles) {
    await updateProfile(ctx, await user(p.nickname), {
      biography: p.bio,
      location: p.location,
      birthDate: p.birthDate,
      games: p.games,
      skillLevel: p.skill,
      availability: p.looking ? 'now' : 'not_available',
      lookingForTeam: p.looking ?? false,
      socialLinks: {
        twitch: `https://twitch.tv/${p.nickname.replace(/[^a-z0-9_]/gi, '')}`,
        x: `@${p.nickname.replace(/[^a-z0-9_]/gi, '')}`,
      },
    });
  }
  await career.add(ctx, (await user('ayse')).id, {
    teamName: 'İstanbul Wolves',
    teamSlug: 'istanbul-wolves',
    role: 'player',
    game: 'valorant',
    from: '2024-02',
    to: null,
    description: 'Başlangıç kadrosu, düellocu.',
  });
  await career.add(ctx, (await user('ayse')).id, {
    teamName: 'Anadolu Esports',
    teamSlug: null,
    role: 'player',
    game: 'valorant',
    from: '2022-06',
    to: '2024-01',
    description: 'Akademi takımından ana kadroya yükseldim.',
  });
  await career.add(ctx, (await user('hakan_coach')).id, {
    teamName: 'İstanbul Wolves',
    teamSlug: 'istanbul-wolves',
    role: 'coach',
    game: 'valorant',
    from: '2023-09',
    to: null,
    description: null,
  });

  const follow = async (a: string, b: string) => follows.follow(ctx, await user(a), (await user(b)).id);
  const connect = async (a: string, b: string) => {
    await connections.request(ctx, await user(a), (await user(b)).id);
    await connections.accept(ctx, await user(b), (await user(a)).id);
  };
  for (const [a, b] of [
    ['ayse', 'kaan_owner'],
    ['mert.fps', 'ayse'],
    ['deniz', 'ayse'],
    ['burak_awp', 'ayse'],
    ['ayse', 'hakan_coach'],
    ['zeynep-mid', 'ece_coach'],
    ['selin_jungle', 'zeynep-mid'],
    ['can.support', 'zeynep-mid'],
  ] as const)
    await follow(a, b);
  for (const [a, b] of [
    ['ayse', 'mert.fps'],
    ['ayse', 'burak_awp'],
    ['zeynep-mid', 'can.support'],
    ['hakan_coach', 'kaan_owner'],
  ] as const)
    await connect(a, b);
  await connections.request(ctx, await user('deniz'), (await user('ayse')).id); // a pending request for Ayşe to answer

  const storage = storageFor(ctx.config);
  const image = await storeUpload(
    ctx,
    storage,
    await user('ayse'),
    { field: 'file', stream: Readable.from([gradientPng(640, 360, [124, 58, 237], [34, 211, 238])]) },
    'public',
  );

  const text = (nick: string, body: string) => posts.createPost(ctx, users.get(nick)!, { type: 'text', body });
  await user('kaan_owner');
  const first = await text(
    'ayse',
    'Bu hafta sonu #valorant turnuvasında finaldeyiz! Destek olan herkese teşekkürler #istanbulwolves',
  );
  await text('mert.fps', 'Yeni sezon için antrenman programımız hazır. #cs2 #antrenman');
  await text('zeynep-mid', 'Draft çalışması sonrası takım olarak çok daha uyumluyuz. #lol #takım');
  await text('hakan_coach', 'Koçluk ipucu: maç sonrası değerlendirmeyi 24 saat içinde yapın. #koçluk #valorant');
  await text('deniz', 'Controller arayan takımlar, bana yazın! #valorant #takımarıyorum');
  await posts.createPost(ctx, users.get('ayse')!, {
    type: 'image',
    body: 'Final öncesi son antrenman. #istanbulwolves',
    mediaIds: [image.id],
  });
  const poll = await posts.createPost(ctx, await user('kaan_owner'), {
    type: 'poll',
    body: 'Yeni sezonda hangi oyuna ikinci kadro kuralım? #kadro',
    poll: { options: ['Valorant', 'CS2', 'League of Legends'] },
  });

  for (const nick of ['mert.fps', 'deniz', 'burak_awp', 'hakan_coach'])
    await posts.like(ctx, users.get(nick) ?? (await user(nick)), first.id);
  await comments.addComment(ctx, users.get('hakan_coach')!, first.id, 'Gurur duyuyoruz, başarılar!');
  await comments.addComment(ctx, users.get('mert.fps')!, first.id, 'Finalde görüşürüz 🔥');
  await posts.vote(ctx, users.get('ayse')!, poll.id, poll.poll!.options[0]!.id);
  await posts.vote(ctx, users.get('mert.fps')!, poll.id, poll.poll!.options[1]!.id);
  await posts.share(ctx, users.get('hakan_coach')!, first.id, 'Takımımızın finali, kaçırmayın!');
  await seedDemoTeams(ctx, user);
  await seedDemoTeamChallenges(ctx, user);
  await seedDemoTournaments(ctx, user);
  await seedDemoTransfers(ctx, user);
  await seedDemoMessages(ctx, user);
  await ctx.events.settled();
}
