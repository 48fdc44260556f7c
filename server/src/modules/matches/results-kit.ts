import { expect } from 'vitest';
import type { Match, MatchDetail, MatchHistory, Notification, PendingMatchResult, Upload } from '@esn/contract';
import type { TestApp } from '../../../test/helper';
import type { Person, TeamFixture } from '../teams/test-kit';
import { tournamentsClient } from '../tournaments/test-kit';
import { fixtures, uploaded } from '../uploads/test-fixtures';

/** The tournaments kit plus the steps of the match-result tests. */
export function resultsClient(t: TestApp) {
  const c = tournamentsClient(t);

  const matchesOf = async (tournamentId: string, cookie: string) =>
    (await c.call('GET', `/api/tournaments/${tournamentId}/matches`, cookie)).json<{ items: Match[] }>().items;

  /** A hosted tournament of `n` fresh teams with its bracket generated. */
  async function bracketOf(n = 4, over: Record<string, unknown> = {}) {
    const organizer = await c.player();
    const tour = await c.host(organizer, over);
    const entries = await c.teamsRegistered(tour.id, n);
    const gen = await c.call('POST', `/api/tournaments/${tour.id}/bracket`, organizer.cookie);
    expect(gen.statusCode, gen.body).toBe(201);
    const teamOf = (teamId: string | null | undefined): TeamFixture =>
      entries.find((e) => e.team.team.id === teamId)!.team;
    return { organizer, tour, entries, teamOf };
  }

  /** A ready match of the tournament with the fixtures of its two teams. */
  async function readyMatch(
    tournamentId: string,
    viewer: Person,
    teamOf: (id: string | null | undefined) => TeamFixture,
  ) {
    const match = (await matchesOf(tournamentId, viewer.cookie)).find((m) => m.status === 'ready');
    expect(match, 'a ready match').toBeDefined();
    return { match: match!, a: teamOf(match!.a!.participant!.teamId), b: teamOf(match!.b!.participant!.teamId) };
  }

  const submit = (by: Person, matchId: string, body: Record<string, unknown>) =>
    c.call('POST', `/api/matches/${matchId}/result`, by.cookie, body);
  const decide = (by: Person, matchId: string, approved: boolean) =>
    c.call('POST', `/api/matches/${matchId}/approve-result`, by.cookie, { approved });
  const pending = (by: Person, matchId: string) => c.call('GET', `/api/matches/${matchId}/pending-result`, by.cookie);
  const official = (by: Person, matchId: string, body: Record<string, unknown>) =>
    c.call('POST', `/api/matches/${matchId}/official-result`, by.cookie, body);

  async function submitted(by: Person, matchId: string, scoreA: number, scoreB: number): Promise<PendingMatchResult> {
    const res = await submit(by, matchId, { scoreA, scoreB });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<PendingMatchResult>();
  }

  async function detail(by: Person, matchId: string): Promise<MatchDetail> {
    const res = await c.call('GET', `/api/matches/${matchId}`, by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MatchDetail>();
  }

  async function history(by: Person, matchId: string): Promise<MatchHistory['items']> {
    const res = await c.call('GET', `/api/matches/${matchId}/history`, by.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MatchHistory>().items;
  }

  const screenshot = (by: Person): Promise<Upload> => uploaded(t.app, by.cookie, fixtures.png(), 'score.png');

  /** The person's notifications of one type about one match. */
  async function told(p: Person, type: Notification['type'], matchId: string): Promise<Notification[]> {
    return (await c.notificationsOf(p)).filter((n) => n.type === type && n.relatedId === matchId);
  }

  return {
    ...c,
    matchesOf,
    bracketOf,
    readyMatch,
    submit,
    decide,
    pending,
    official,
    submitted,
    detail,
    history,
    screenshot,
    told,
  };
}
