import { expect } from 'vitest';
import type {
  Challenge,
  ChallengeCard,
  ChallengeParticipation,
  CreateChallengeBody,
  Leaderboard,
  MyChallenges,
} from '@esn/contract';
import type { TestApp } from '../../../test/helper';
import type { Person } from '../teams/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';

/** The tournaments and teams kits plus the steps of the challenge tests. */
export function challengesClient(t: TestApp) {
  const c = tournamentsClient(t);
  let adminPerson: Person | undefined;
  const admin = async () => (adminPerson ??= await c.admin());

  async function challenge(over: Partial<CreateChallengeBody> = {}): Promise<Challenge> {
    const res = await c.call('POST', '/api/admin/challenges', (await admin()).cookie, {
      title: 'Share five posts',
      type: 'individual',
      difficulty: 'easy',
      xpReward: 150,
      targetValue: 3,
      badgeReward: 'Storyteller badge',
      metric: 'posts_shared',
      ...over,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ challenge: Challenge }>().challenge;
  }

  async function join(by: Person, challengeId: string, teamId?: string): Promise<ChallengeParticipation> {
    const res = await c.call('POST', `/api/challenges/${challengeId}/join`, by.cookie, teamId ? { teamId } : {});
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ participation: ChallengeParticipation }>().participation;
  }

  async function card(by: Person, challengeId: string): Promise<ChallengeCard | undefined> {
    const res = await c.call('GET', '/api/challenges', by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: ChallengeCard[] }>().items.find((x) => x.id === challengeId);
  }

  async function mine(by: Person): Promise<MyChallenges> {
    await t.app.ctx.events.settled();
    const res = await c.call('GET', '/api/challenges/mine', by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MyChallenges>();
  }

  /** The progress of the person's (or his team's) participation in one challenge, after the events settled. */
  async function progressIn(by: Person, challengeId: string, subjectId = by.user.id) {
    const p = (await mine(by)).items.find((x) => x.challengeId === challengeId && x.subject.id === subjectId);
    return p ? { progress: p.progress, status: p.status } : undefined;
  }

  async function leaderboard(by: Person, query = ''): Promise<Leaderboard> {
    await t.app.ctx.events.settled();
    const res = await c.call('GET', `/api/leaderboard${query}`, by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Leaderboard>();
  }

  async function post(by: Person, body = 'gg wp') {
    const res = await c.call('POST', '/api/posts', by.cookie, { type: 'text', body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  }

  async function connect(a: Person, b: Person) {
    const asked = await c.call('POST', `/api/connections/${b.user.id}`, a.cookie);
    expect([200, 201], asked.body).toContain(asked.statusCode);
    const accepted = await c.call('POST', `/api/connections/${a.user.id}/accept`, b.cookie);
    expect([200, 201], accepted.body).toContain(accepted.statusCode);
  }

  return { ...c, admin, challenge, join, card, mine, progressIn, leaderboard, post, connect };
}
