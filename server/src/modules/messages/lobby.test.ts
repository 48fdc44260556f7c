import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationPage, MatchLobby, Message, MessagePage } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { ManualClock } from '../../lib/clock';
import type { Person } from '../teams/test-kit';
import { resultsClient } from '../matches/results-kit';

/** Match lobbies (issue 27): both rosters and the organizer, following the rosters, closed a day after the result. */
const clock = new ManualClock();
let t: TestApp;
let c: ReturnType<typeof resultsClient>;
const sent: { message: Message; participantIds: string[] }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
  c = resultsClient(t);
  t.app.ctx.events.on('message.sent', (e) => void sent.push(e));
});
afterAll(() => t.close());

const codeOf = (res: { json: <T>() => T }) => res.json<{ code: string }>().code;
const lobby = (by: Person, matchId: string) => c.call('GET', `/api/matches/${matchId}/lobby`, by.cookie);
async function openLobby(by: Person, matchId: string): Promise<MatchLobby> {
  const res = await lobby(by, matchId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MatchLobby>();
}
const thread = (by: Person, id: string) => c.call('GET', `/api/messages/conversations/${id}/messages`, by.cookie);
const say = (by: Person, id: string, text: string) =>
  c.call('POST', `/api/messages/conversations/${id}/messages`, by.cookie, { text });
async function lines(by: Person, id: string): Promise<Message[]> {
  const res = await thread(by, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MessagePage>().items;
}
async function listed(by: Person): Promise<Conversation[]> {
  await t.app.ctx.events.settled();
  return (await c.call('GET', '/api/messages/conversations?limit=50', by.cookie)).json<ConversationPage>().items;
}

async function setup() {
  const { tour, organizer, teamOf } = await c.bracketOf(4);
  const { match, a, b } = await c.readyMatch(tour.id, organizer, teamOf);
  const member = await c.player();
  await c.addMember(a, member);
  return { tour, organizer, match, a, b, member };
}

describe('the match lobby', () => {
  it('is one conversation for both rosters and the organizer; outsiders are refused', async () => {
    const { organizer, match, a, b, member } = await setup();
    const first = await openLobby(member, match.id);
    expect(first).toMatchObject({ canSend: true, closed: false, closesAt: null });
    expect(first.conversation).toMatchObject({
      kind: 'match',
      match: { id: match.id, home: a.team.name, away: b.team.name, round: 1, contextKind: 'tournament' },
    });
    for (const who of [a.owner, b.owner, organizer])
      expect((await openLobby(who, match.id)).conversation.id).toBe(first.conversation.id);
    // Everyone on the match is in it: owners, the plain member and the organizer.
    expect(first.conversation.participantCount).toBeGreaterThanOrEqual(4);

    const outsider = await c.player();
    const refused = await lobby(outsider, match.id);
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('not_match_member');
    expect((await thread(outsider, first.conversation.id)).statusCode).toBe(404);
    expect((await say(outsider, first.conversation.id, 'hi')).statusCode).toBe(404);
    expect((await lobby(outsider, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // Players of opposite sides talk; the lobby is in each one's messages list, labelled with the match.
    expect((await say(member, first.conversation.id, 'Saat 21:00 uygun mu?')).statusCode).toBe(201);
    expect((await say(b.owner, first.conversation.id, 'Olur')).statusCode).toBe(201);
    expect((await lines(organizer, first.conversation.id)).map((m) => m.text)).toEqual([
      'Saat 21:00 uygun mu?',
      'Olur',
    ]);
    const inList = (await listed(b.owner)).find((x) => x.id === first.conversation.id);
    expect(inList).toMatchObject({ kind: 'match', unreadCount: 0, match: { home: a.team.name, away: b.team.name } });
    expect((await listed(organizer)).find((x) => x.id === first.conversation.id)?.unreadCount).toBe(2);
  });

  it('follows the roster: a joiner can read it at once, a player who left the team loses it', async () => {
    const { match, a, b, member } = await setup();
    const { conversation } = await openLobby(a.owner, match.id);
    expect((await say(member, conversation.id, 'before')).statusCode).toBe(201);

    const joiner = await c.player();
    await c.addMember(b, joiner);
    expect((await lines(joiner, conversation.id)).map((m) => m.text)).toEqual(['before']);
    expect((await say(joiner, conversation.id, 'hello from B')).statusCode).toBe(201);
    // He receives what is written from then on (his participant row was added when a message went in).
    expect(sent.at(-1)!.participantIds).toContain(joiner.user.id);

    const left = await c.call('DELETE', `/api/teams/${a.team.id}/members/${member.user.id}`, member.cookie);
    expect(left.statusCode, left.body).toBe(204);
    await t.app.ctx.events.settled();
    expect((await lobby(member, match.id)).statusCode).toBe(403);
    expect((await thread(member, conversation.id)).statusCode).toBe(404);
    expect((await say(member, conversation.id, 'still here?')).statusCode).toBe(404);
    expect((await listed(member)).some((x) => x.id === conversation.id)).toBe(false);
    expect((await say(a.owner, conversation.id, 'after')).statusCode).toBe(201);
    expect(sent.at(-1)!.participantIds).not.toContain(member.user.id);
  });

  it('tells the result’s steps as system lines in both languages, live to both rosters', async () => {
    const { organizer, match, a, b } = await setup();
    await c.submitted(a.owner, match.id, 2, 1);
    await t.app.ctx.events.settled();
    const { conversation } = await openLobby(b.owner, match.id);
    const [line] = await lines(b.owner, conversation.id);
    expect(line).toMatchObject({
      sender: null,
      text: '',
      system: {
        key: 'result_submitted',
        params: { home: a.team.name, away: b.team.name, scoreA: 2, scoreB: 1, by: a.owner.user.nickname },
        text: {
          tr: `${a.owner.user.nickname} sonucu bildirdi: ${a.team.name} 2–1 ${b.team.name}. Diğer taraf onaylayacak ya da itiraz edecek.`,
          en: `${a.owner.user.nickname} submitted the result: ${a.team.name} 2–1 ${b.team.name}. The other side approves or disputes it.`,
        },
      },
    });
    const live = sent.find((e) => e.message.id === line!.id)!;
    expect(live.participantIds).toEqual(expect.arrayContaining([a.owner.user.id, b.owner.user.id, organizer.user.id]));
    expect(live.message.system?.key).toBe('result_submitted');
    // It counts as news for everyone, and shows as the lobby's last message.
    expect((await listed(a.owner)).find((x) => x.id === conversation.id)?.lastMessage?.system?.key).toBe(
      'result_submitted',
    );

    expect((await c.decide(b.owner, match.id, false)).statusCode).toBe(200);
    await t.app.ctx.events.settled();
    expect((await lines(a.owner, conversation.id)).map((m) => m.system?.key)).toEqual([
      'result_submitted',
      'result_disputed',
    ]);
    const settle = await c.official(organizer, match.id, { scoreA: 2, scoreB: 0 });
    expect(settle.statusCode, settle.body).toBe(200);
    const all = await lines(a.owner, conversation.id);
    expect(all.at(-1)!.system).toMatchObject({ key: 'result_final' });
    expect(all.at(-1)!.system!.text.en).toContain(`${a.team.name} 2–0 ${b.team.name}`);
  });

  it('tells the match time’s steps: proposed, accepted, set by the organizer (times named in UTC)', async () => {
    const { organizer, match, a, b } = await setup();
    const at = (hours: number) => {
      const d = new Date(clock.now().getTime() + hours * 3_600_000);
      d.setUTCMinutes(0, 0, 0);
      return d.toISOString();
    };
    const [first, second] = [at(48), at(50)];
    const proposed = await c.call('POST', `/api/matches/${match.id}/schedule/proposals`, a.owner.cookie, {
      times: [first, second],
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const schedule = (await c.call('GET', `/api/matches/${match.id}/schedule`, b.owner.cookie)).json<{
      proposals: { id: string; time: string }[];
    }>();
    const chosen = schedule.proposals.find((p) => p.time === second)!;
    const accepted = await c.call('POST', `/api/matches/${match.id}/schedule/accept`, b.owner.cookie, {
      proposalId: chosen.id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const later = at(72);
    const set = await c.call('PUT', `/api/matches/${match.id}/schedule`, organizer.cookie, { scheduledAt: later });
    expect(set.statusCode, set.body).toBe(200);
    await t.app.ctx.events.settled();

    const { conversation } = await openLobby(a.owner, match.id);
    const all = (await lines(a.owner, conversation.id)).filter((m) => m.system);
    expect(all.map((m) => m.system!.key)).toEqual(['time_proposed', 'time_accepted', 'time_set']);
    const utc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
    expect(all[0]!.system!.text.en).toBe(
      `${a.owner.user.nickname} (${a.team.name}) proposed match times: ${utc(first)}, ${utc(second)}. The other side accepts one or proposes others.`,
    );
    expect(all[1]!.system!.text.tr).toBe(
      `${b.owner.user.nickname} (${b.team.name}) maç saatini kabul etti: ${utc(second)}.`,
    );
    expect(all[2]!.system!.text.en).toBe(`The organizer set the match time: ${utc(later)}.`);
  });

  it('names a person in a line by first and last name, as the messages beside it do, not by the handle', async () => {
    const { match, a, b } = await setup();
    const named = await c.call('PATCH', '/api/profiles/me', a.owner.cookie, { firstName: 'Emre', lastName: 'Şahin' });
    expect(named.statusCode, named.body).toBe(200);
    const time = new Date(clock.now().getTime() + 48 * 3_600_000);
    time.setUTCMinutes(0, 0, 0);
    const proposed = await c.call('POST', `/api/matches/${match.id}/schedule/proposals`, a.owner.cookie, {
      times: [time.toISOString()],
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    await c.submitted(a.owner, match.id, 2, 1);
    await t.app.ctx.events.settled();
    const { conversation } = await openLobby(b.owner, match.id);
    const all = (await lines(b.owner, conversation.id)).filter((m) => m.system);
    expect(all.map((m) => m.system!.key)).toEqual(['time_proposed', 'result_submitted']);
    for (const line of all) {
      expect(line.system!.text.tr).toMatch(/^Emre Şahin /);
      expect(line.system!.text.en).toMatch(/^Emre Şahin /);
      expect(line.system!.params.by).toBe('Emre Şahin');
    }
  });

  it('closes to new messages a day after the result is final (409, translated), and says when', async () => {
    clock.set(new Date());
    const { organizer, match, a, b } = await setup();
    const { conversation } = await openLobby(a.owner, match.id);
    await c.submitted(a.owner, match.id, 1, 0);
    expect((await c.decide(b.owner, match.id, true)).statusCode).toBe(200);
    const open = await openLobby(b.owner, match.id);
    expect(open.closed).toBe(false);
    expect(Date.parse(open.closesAt!)).toBe(clock.now().getTime() + 24 * 3_600_000);
    expect((await say(b.owner, conversation.id, 'gg')).statusCode).toBe(201);

    clock.advance(24 * 3_600_000 + 1000);
    for (const [lang, text] of [
      ['tr', 'Maç lobisi, sonuç kesinleştikten bir gün sonra yeni mesajlara kapandı.'],
      ['en', 'The match lobby closed to new messages a day after the result became final.'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/messages/conversations/${conversation.id}/messages`,
        headers: { cookie: a.owner.cookie, 'accept-language': lang },
        payload: { text: 'late' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'lobby_closed', message: text });
    }
    const closed = await openLobby(organizer, match.id);
    expect(closed).toMatchObject({ closed: true, canSend: false, conversation: { canSend: false } });
    // Still readable.
    expect((await lines(a.owner, conversation.id)).map((m) => m.text)).toContain('gg');
  });
});
