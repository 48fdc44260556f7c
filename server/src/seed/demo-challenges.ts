import type { User } from '@esn/contract';
import type { AppContext } from '../context';
import * as challenges from '../modules/challenges/challenges.service';
import { teamsRepository } from '../modules/teams/teams.repository';

type UserOf = (nickname: string) => Promise<User>;
let ids: Record<string, string> = {};

/**
 * Challenges of every type before anyone acts, so that the demo's own posts, connections and matches count: Ayşe
 * completes the posting challenge (XP, badge, a notification) and is on her way in the networking one, Mert has
 * begun, Hakan takes the coaching one; an inactive one shows in the admin area only.
 */
export async function seedDemoChallenges(ctx: AppContext, user: UserOf): Promise<void> {
  const admin = await user('admin');
  const make = (body: Parameters<typeof challenges.createChallenge>[2]) => challenges.createChallenge(ctx, admin, body);
  ids = {
    posts: (
      await make({
        title: 'Sosyal kelebek: iki gönderi paylaş',
        type: 'individual',
        difficulty: 'easy',
        xpReward: 150,
        targetValue: 2,
        badgeReward: 'Hikâye Anlatıcısı',
        badgeRewardEn: 'Storyteller',
        metric: 'posts_shared',
        description: 'Duvarda iki gönderi paylaş; topluluk seni tanısın.',
        titleEn: 'Social butterfly: share two posts',
        descriptionEn: 'Share two posts on the wall so the community gets to know you.',
      })
    ).id,
    network: (
      await make({
        title: 'Ağını genişlet: 3 bağlantı kur',
        type: 'individual',
        difficulty: 'medium',
        xpReward: 250,
        targetValue: 3,
        metric: 'connections_made',
        description: 'Üç oyuncu, koç veya takım sahibiyle bağlantı kur.',
        titleEn: 'Grow your network: make 3 connections',
        descriptionEn: 'Connect with three players, coaches or team owners.',
      })
    ).id,
    wins: (
      await make({
        title: 'Galibiyet serisi: 3 maç kazan',
        type: 'team',
        difficulty: 'hard',
        xpReward: 600,
        targetValue: 3,
        badgeReward: 'Seri Galip',
        badgeRewardEn: 'Streak Winner',
        metric: 'matches_won',
        description: 'Takımınla turnuva ve lig maçlarında üç galibiyet al.',
        titleEn: 'Winning streak: win 3 matches',
        descriptionEn: 'Win three tournament or league matches with your team.',
      })
    ).id,
    coach: (
      await make({
        title: 'Koçluk yolculuğu: bir takıma koç ol',
        type: 'coach',
        difficulty: 'medium',
        xpReward: 300,
        targetValue: 1,
        metric: 'teams_coached',
        description: 'Bir takımın kadrosuna koç olarak katıl.',
        titleEn: 'Coaching journey: coach a team',
        descriptionEn: 'Join a team’s roster as its coach.',
      })
    ).id,
  };
  await make({
    title: 'Yaz kampı (yakında)',
    titleEn: 'Summer camp (coming soon)',
    type: 'individual',
    difficulty: 'hard',
    xpReward: 1000,
    targetValue: 20,
    metric: 'matches_played',
    status: 'inactive',
  });
  for (const nick of ['ayse', 'mert.fps']) await challenges.joinChallenge(ctx, await user(nick), ids.posts!, undefined);
  await challenges.joinChallenge(ctx, await user('ayse'), ids.network!, undefined);
  await challenges.joinChallenge(ctx, await user('hakan_coach'), ids.coach!, undefined);
}

/** İstanbul Wolves take the team challenge before their matches are played. */
export async function seedDemoTeamChallenges(ctx: AppContext, user: UserOf): Promise<void> {
  const wolves = await teamsRepository.findBySlug(ctx.db, 'istanbul-wolves');
  if (wolves && ids.wins) await challenges.joinChallenge(ctx, await user('kaan_owner'), ids.wins, wolves.id);
}
