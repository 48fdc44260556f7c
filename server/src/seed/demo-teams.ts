import type { User } from '@esn/contract';
import type { AppContext } from '../context';
import * as applications from '../modules/teams/applications.service';
import * as invitations from '../modules/teams/invitations.service';
import { follow } from '../modules/teams/teams.service';
import { teamsRepository } from '../modules/teams/teams.repository';

/**
 * Team activity through the real use cases, so that notifications are what the product would send: Kaan (owner of
 * İstanbul Wolves) has Deniz's application to answer, Ayşe has an invitation from Ankara Phoenix (a game she does
 * not play for Wolves, so she may accept), an answered request shows in the history, and both teams have fans.
 */
export async function seedDemoTeams(ctx: AppContext, user: (nickname: string) => Promise<User>): Promise<void> {
  const wolves = (await teamsRepository.findBySlug(ctx.db, 'istanbul-wolves'))!;
  const phoenix = (await teamsRepository.findBySlug(ctx.db, 'ankara-phoenix'))!;

  await applications.apply(ctx, await user('deniz'), wolves.id, {
    role: 'player',
    message: 'Merhaba! Valorant controller oynuyorum, Immortal seviyesindeyim. Deneme maçına hazırım.',
  });
  await invitations.invite(ctx, await user('elif_owner'), phoenix.id, {
    userId: (await user('ayse')).id,
    role: 'player',
    message: 'Selam Ayşe, LoL kadromuz için seni deneme maçına davet ediyoruz!',
  });
  const declined = await applications.apply(ctx, await user('burak_awp'), phoenix.id, {
    role: 'player',
    message: 'LoL tarafında yedek ADC olarak destek verebilirim.',
  });
  await applications.reject(ctx, await user('elif_owner'), declined.id);

  for (const [nick, team] of [
    ['deniz', wolves],
    ['selin_jungle', wolves],
    ['ayse', phoenix],
    ['mert.fps', phoenix],
    ['admin', wolves],
  ] as const) {
    await follow(ctx, await user(nick), team.id, true);
  }
}
