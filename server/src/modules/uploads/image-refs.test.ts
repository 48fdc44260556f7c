import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import type { Person, TeamFixture } from '../teams/test-kit';
import { inHours, tournamentsClient } from '../tournaments/test-kit';
import { fixtures, postUpload, uploaded } from './test-fixtures';

let t: TestApp;
let c: ReturnType<typeof tournamentsClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = tournamentsClient(t);
});
afterAll(() => t.close());

/**
 * Every image field of the API: `prepare` makes someone who may set it (and what they set it on), `set` sends
 * a value and `read` finds the stored value in the answer.
 */
type Field = {
  name: string;
  /** Creating takes no `null` (leave the field out instead); editing does. */
  creates?: true;
  prepare: () => Promise<{
    who: Person;
    set: (value: unknown) => Promise<LightMyRequestResponse>;
    read: (res: LightMyRequestResponse) => unknown;
  }>;
};

const owner = async (): Promise<TeamFixture> => c.teamOf();

const fields: Field[] = [
  {
    name: 'profile avatarUrl',
    prepare: async () => {
      const who = await c.player();
      return {
        who,
        set: (v) => c.call('PATCH', '/api/profiles/me', who.cookie, { avatarUrl: v }),
        read: (r) => r.json().user.avatarUrl,
      };
    },
  },
  {
    name: 'profile coverImageUrl',
    prepare: async () => {
      const who = await c.player();
      return {
        who,
        set: (v) => c.call('PATCH', '/api/profiles/me', who.cookie, { coverImageUrl: v }),
        read: (r) => r.json().profile.coverImageUrl,
      };
    },
  },
  {
    name: 'new team logo',
    creates: true,
    prepare: async () => {
      const { owner: who } = await owner();
      let n = 0;
      const set = (v: unknown) =>
        c.call('POST', '/api/teams', who.cookie, {
          name: `Logo team ${who.user.nickname} ${++n}`,
          games: ['valorant'],
          country: 'TR',
          logo: v,
        });
      return { who, set, read: (r) => r.json().team.logoUrl };
    },
  },
  {
    name: 'team logoUrl',
    prepare: async () => {
      const f = await owner();
      return {
        who: f.owner,
        set: (v) => c.call('PATCH', `/api/teams/${f.team.id}`, f.owner.cookie, { logoUrl: v }),
        read: (r) => r.json().team.logoUrl,
      };
    },
  },
  {
    name: 'team coverUrl',
    prepare: async () => {
      const f = await owner();
      return {
        who: f.owner,
        set: (v) => c.call('PATCH', `/api/teams/${f.team.id}`, f.owner.cookie, { coverUrl: v }),
        read: (r) => r.json().team.coverUrl,
      };
    },
  },
  {
    name: 'new tournament bannerUrl',
    creates: true,
    prepare: async () => {
      const who = await c.player();
      const set = (v: unknown) =>
        c.call('POST', '/api/tournaments', who.cookie, {
          name: 'Banner cup',
          game: 'valorant',
          format: 'single_elimination',
          maxParticipants: 8,
          registrationDeadline: inHours(24),
          startsAt: inHours(48),
          bannerUrl: v,
        });
      return { who, set, read: (r) => r.json().tournament.bannerUrl };
    },
  },
  {
    name: 'tournament bannerUrl',
    prepare: async () => {
      const who = await c.player();
      const tour = await c.host(who);
      return {
        who,
        set: (v) => c.call('PATCH', `/api/tournaments/${tour.id}`, who.cookie, { bannerUrl: v }),
        read: (r) => r.json().tournament.bannerUrl,
      };
    },
  },
  {
    name: 'new league bannerUrl',
    creates: true,
    prepare: async () => {
      const who = await c.player();
      const set = (v: unknown) =>
        c.call('POST', '/api/leagues', who.cookie, {
          name: 'Banner league',
          game: 'valorant',
          season: 'S1',
          startsAt: inHours(24),
          bannerUrl: v,
        });
      return { who, set, read: (r) => r.json().league.bannerUrl };
    },
  },
];

describe.each(fields)('$name', ({ prepare, creates }) => {
  it('takes only an image its setter uploaded here, by path or id, stored as the canonical path; empty or null clears', async () => {
    const { who, set, read } = await prepare();
    const mine = await uploaded(t.app, who.cookie, fixtures.png());
    const byPath = await set(mine.url);
    expect(byPath.statusCode, byPath.body).toBeLessThan(300);
    expect(read(byPath)).toBe(mine.url);

    const other = await uploaded(t.app, who.cookie, fixtures.jpeg());
    const byId = await set(other.id);
    expect(byId.statusCode, byId.body).toBeLessThan(300);
    expect(read(byId)).toBe(other.url);

    for (const empty of creates ? [''] : ['', null]) {
      const cleared = await set(empty);
      expect(cleared.statusCode, cleared.body).toBeLessThan(300);
      expect(read(cleared)).toBeNull();
    }
  });

  it('refuses every other address with 400 and a translated message', async () => {
    const { who, set } = await prepare();
    const stranger = await c.player();
    const theirs = await uploaded(t.app, stranger.cookie, fixtures.png());
    const video = await uploaded(t.app, who.cookie, fixtures.mp4());
    const privateOne = (
      await postUpload(t.app, who.cookie, [{ data: fixtures.png() }], '?visibility=private')
    ).json<Upload>();
    const mine = await uploaded(t.app, who.cookie, fixtures.png());
    const refused: [string, string][] = [
      ['/api/logout', 'validation'],
      ['/public-objects/../api/logout', 'validation'],
      ['/public-objects/%2e%2e/api/logout', 'validation'],
      [
        `/public-objects/${mine.url.slice('/public-objects/'.length).replace(/\/[^/]+$/, '/../../../api/logout')}`,
        'validation',
      ],
      ['javascript:alert(1)', 'validation'],
      ['data:text/html,<script>alert(1)</script>', 'validation'],
      ['https://tracker.example/pixel.png', 'validation'],
      [`https://cdn.example${mine.url}`, 'validation'],
      [privateOne.url, 'validation'],
      [privateOne.id, 'image_not_uploaded'],
      [theirs.url, 'image_not_uploaded'],
      [theirs.id, 'image_not_uploaded'],
      [video.url, 'image_not_uploaded'],
      [video.id, 'image_not_uploaded'],
      [randomUUID(), 'image_not_uploaded'],
      [mine.url.replace(mine.id, randomUUID()), 'image_not_uploaded'],
      [mine.url.replace(/\.png$/, '.jpg'), 'image_not_uploaded'],
      ['/public-objects/logos/someone.png', 'image_not_uploaded'],
    ];
    for (const [value, code] of refused) {
      const res = await set(value);
      expect(res.statusCode, `${value}: ${res.body}`).toBe(400);
      const body = res.json<{ code: string; message: string; issues?: { message: string }[] }>();
      expect(body.code, value).toBe(code);
      const message = code === 'validation' ? body.issues?.[0]?.message : body.message;
      expect(message, value).toMatch(code === 'validation' ? /Upload an image/ : /Only an image uploaded here/);
    }
    const tr = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/me',
      headers: { cookie: stranger.cookie, 'accept-language': 'tr' },
      payload: { avatarUrl: mine.url },
    });
    expect(tr.json()).toMatchObject({ code: 'image_not_uploaded', message: expect.stringMatching(/görsel/) });
  });
});

describe('a team picture', () => {
  it("may be one the owner or a manager uploaded, whoever of them sends it; not a plain member's, nor after the uploader left the lead", async () => {
    const f = await c.teamOf();
    const manager = await c.player();
    const member = await c.player();
    await c.addMember(f, manager, 'manager');
    await c.addMember(f, member, 'player');
    const edit = (who: Person, body: object) => c.call('PATCH', `/api/teams/${f.team.id}`, who.cookie, body);

    const byManager = await uploaded(t.app, manager.cookie, fixtures.png());
    const byOwner = await uploaded(t.app, f.owner.cookie, fixtures.png());
    const byMember = await uploaded(t.app, member.cookie, fixtures.png());
    expect((await edit(f.owner, { logoUrl: byManager.url })).json().team.logoUrl).toBe(byManager.url);
    expect((await edit(manager, { coverUrl: byOwner.id })).json().team.coverUrl).toBe(byOwner.url);
    expect((await edit(f.owner, { logoUrl: byMember.url })).json().code).toBe('image_not_uploaded');

    // A whole-form save sends the current pictures again: they stay, whoever uploaded them.
    const again = await edit(manager, { name: 'Same pictures', logoUrl: byManager.url, coverUrl: byOwner.url });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().team).toMatchObject({ logoUrl: byManager.url, coverUrl: byOwner.url });
  });

  it("an admin's own upload or the organizer's banner for a tournament the admin edits", async () => {
    const organizer = await c.player();
    const admin = await c.admin();
    const tour = await c.host(organizer);
    const theirs = await uploaded(t.app, organizer.cookie, fixtures.png());
    const adminOwn = await uploaded(t.app, admin.cookie, fixtures.png());
    for (const banner of [theirs, adminOwn]) {
      const res = await c.call('PATCH', `/api/admin/tournaments/${tour.id}`, admin.cookie, { bannerUrl: banner.url });
      expect(res.statusCode, res.body).toBe(200);
    }
    const stranger = await uploaded(t.app, (await c.player()).cookie, fixtures.png());
    expect(
      (await c.call('PATCH', `/api/admin/tournaments/${tour.id}`, admin.cookie, { bannerUrl: stranger.url })).json()
        .code,
    ).toBe('image_not_uploaded');
  });
});
