import type { User } from '@esn/contract';
import type { AppContext } from '../context';
import { teamsRepository } from '../modules/teams/teams.repository';
import * as coaching from '../modules/transfers/coaching.service';
import * as market from '../modules/transfers/market.service';
import * as offers from '../modules/transfers/offers.service';

/**
 * The transfer market through the real use cases: players on the market, two coaching profiles, a completed move
 * (Burak from İstanbul Wolves to Bursa Falcons, which closes Antalya's offer for him), an offer waiting for Ayşe
 * (the demo player) and one from Kaan (the demo owner) to Deniz, and Hakan (the demo coach) offering coaching to a
 * club looking for a coach. Runs after the tournaments seed, which creates the other Valorant clubs.
 */
export async function seedDemoTransfers(ctx: AppContext, user: (nickname: string) => Promise<User>): Promise<void> {
  const team = async (slug: string) => (await teamsRepository.findBySlug(ctx.db, slug))!;
  const wolves = await team('istanbul-wolves');
  const ege = await team('ege-titans');
  const bursa = await team('bursa-falcons');
  const antalya = await team('antalya-suns');
  const trabzon = await team('trabzon-storm');

  const status: [string, Parameters<typeof market.updateStatus>[2]][] = [
    ['deniz', { availability: 'now', lookingForTeam: true, country: 'TR' }],
    ['selin_jungle', { availability: 'in_2_weeks', lookingForTeam: true, country: 'TR' }],
    ['mert.fps', { availability: 'in_1_month', country: 'TR' }],
    ['ayse', { country: 'TR' }],
    ['burak_awp', { availability: 'now', country: 'TR' }],
    ['zeynep-mid', { country: 'TR' }],
    ['can.support', { country: 'TR' }],
  ];
  for (const [nick, body] of status) await market.updateStatus(ctx, await user(nick), body);

  await coaching.upsertMine(ctx, await user('hakan_coach'), {
    games: ['valorant', 'cs2'],
    specialties: ['strategy', 'mental', 'vod_review'],
    languages: ['tr', 'en'],
    hourlyRate: 40,
    free: false,
    availability: 'now',
    summary: '10 yıllık FPS koçluğu: taktik kitabı, VOD analizi ve maç öncesi mental hazırlık.',
  });
  await coaching.upsertMine(ctx, await user('ece_coach'), {
    games: ['lol'],
    specialties: ['draft', 'analysis'],
    languages: ['tr'],
    hourlyRate: null,
    free: true,
    availability: 'in_2_weeks',
    summary: 'Amatör LoL takımlarına ücretsiz draft ve makro oyun desteği.',
  });

  const burak = await user('burak_awp');
  await offers.createOffer(ctx, await user('antalya_owner'), {
    teamId: antalya.id,
    userId: burak.id,
    role: 'player',
    game: 'valorant',
    position: 'Sentinel',
    salary: 700,
    contractMonths: 6,
  });
  const move = await offers.createOffer(ctx, await user('bursa_owner'), {
    teamId: bursa.id,
    userId: burak.id,
    role: 'player',
    game: 'valorant',
    position: 'Sentinel',
    salary: 1000,
    contractMonths: 12,
    message: 'Burak, Falcons kadrosunda sentinel olarak seni görmek isteriz.',
  });
  await offers.respond(ctx, burak, move.id, 'accept');

  await offers.createOffer(ctx, await user('ege_owner'), {
    teamId: ege.id,
    userId: (await user('ayse')).id,
    role: 'player',
    game: 'valorant',
    position: 'Duelist',
    salary: 1200,
    contractMonths: 24,
    message: 'Ege Titans olarak seni düellocu kadromuzda görmek istiyoruz. Deneme maçı için hazırız!',
  });
  await offers.createOffer(ctx, await user('kaan_owner'), {
    teamId: wolves.id,
    userId: (await user('deniz')).id,
    role: 'player',
    game: 'valorant',
    position: 'Controller',
    salary: 800,
    contractMonths: 12,
    message: 'Başvurunu beğendik; resmi teklifimiz ekte.',
  });
  await teamsRepository.update(ctx.db, trabzon.id, { lookingForCoach: true });
  await offers.createOffer(ctx, await user('hakan_coach'), {
    teamId: trabzon.id,
    role: 'coach',
    game: 'valorant',
    position: 'Baş koç',
    salary: 1500,
    contractMonths: 6,
    message: 'Trabzon Storm için haftada üç antrenman ve maç analizi öneriyorum.',
  });
}
