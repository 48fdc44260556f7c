import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CvVisibility } from '@esn/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onboardedUser, type TestApp } from '../../../test/helper';
import { fixtures, uploaded } from '../uploads/test-fixtures';

/** A built web app's shell, with the site's generic head (what web/index.html carries). */
const SHELL = `<!doctype html><html lang="tr"><head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Generic site description."
    />
    <meta property="og:site_name" content="eSportsCV" />
    <meta property="og:title" content="Generic title" />
    <meta property="og:image" content="/icon-512.png" />
    <title>eSportsCV generic</title>
  </head><body><div id="root"></div></body></html>`;

let t: TestApp;
let webRoot: string;
beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'esn-cv-web-'));
  writeFileSync(join(webRoot, 'index.html'), SHELL);
  t = await createTestApp({ publicUrl: 'https://esports.example' }, undefined, { webRoot });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers, ...(cookie ? { cookie } : {}) } });
const setVisibility = (cookie: string, visibility: CvVisibility | string) =>
  t.app.inject({ method: 'PUT', url: '/api/me/cv-settings', headers: { cookie }, payload: { visibility } });
const editProfile = (cookie: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/profiles/me', headers: { cookie }, payload });

async function connect(a: { cookie: string; user: { id: string } }, b: { cookie: string; user: { id: string } }) {
  expect(
    (await t.app.inject({ method: 'POST', url: `/api/connections/${b.user.id}`, headers: { cookie: a.cookie } }))
      .statusCode,
  ).toBeLessThan(300);
  const accepted = await t.app.inject({
    method: 'POST',
    url: `/api/connections/${a.user.id}/accept`,
    headers: { cookie: b.cookie },
  });
  expect(accepted.statusCode).toBeLessThan(300);
}

/** PNG signature and the IHDR's width and height. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('CV privacy setting', () => {
  it('defaults to signed-in members, saves each choice and refuses anything else', async () => {
    const owner = await onboardedUser(t.app);
    expect((await get('/api/me/cv-settings', owner.cookie)).json()).toEqual({ visibility: 'members' });
    for (const visibility of ['public', 'connections', 'members'] as const) {
      const res = await setVisibility(owner.cookie, visibility);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ visibility });
      expect((await get('/api/me/cv-settings', owner.cookie)).json()).toEqual({ visibility });
    }
    // The person's data export carries the choice.
    await setVisibility(owner.cookie, 'connections');
    expect((await get('/api/me/export', owner.cookie)).json()).toMatchObject({
      cvSettings: { visibility: 'connections' },
    });
    expect((await setVisibility(owner.cookie, 'friends')).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/me/cv-settings',
          headers: { cookie: owner.cookie },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/me/cv-settings', payload: { visibility: 'public' } })).statusCode,
    ).toBe(401);
    expect((await get('/api/me/cv-settings')).statusCode).toBe(401);
  });
});

describe('reading a CV by id or nickname', () => {
  it('follows the owner’s choice for visitors, members, connections and the owner', async () => {
    const owner = await onboardedUser(t.app);
    const member = await onboardedUser(t.app);
    const friend = await onboardedUser(t.app);
    await connect(owner, friend);
    const readers = { visitor: undefined, member: member.cookie, connection: friend.cookie, owner: owner.cookie };
    const expected: Record<CvVisibility, Record<keyof typeof readers, number>> = {
      public: { visitor: 200, member: 200, connection: 200, owner: 200 },
      members: { visitor: 401, member: 200, connection: 200, owner: 200 },
      connections: { visitor: 401, member: 403, connection: 200, owner: 200 },
    };
    for (const visibility of ['public', 'members', 'connections'] as const) {
      expect((await setVisibility(owner.cookie, visibility)).statusCode).toBe(200);
      for (const [reader, cookie] of Object.entries(readers)) {
        for (const ref of [owner.user.nickname, owner.user.id, owner.user.nickname.toUpperCase()]) {
          const res = await get(`/api/cv/${encodeURIComponent(ref)}`, cookie);
          expect(res.statusCode, `${visibility} / ${reader} / ${ref}`).toBe(
            expected[visibility][reader as keyof typeof readers],
          );
        }
      }
    }
    // The verified record is the CV's part: its own endpoint follows the same choice for members.
    const record = (cookie: string) => get(`/api/users/${owner.user.id}/record`, cookie);
    expect((await record(member.cookie)).statusCode).toBe(403); // still connections only
    expect((await record(friend.cookie)).statusCode).toBe(200);
    expect((await record(owner.cookie)).statusCode).toBe(200);
    // What a refusal says, in the reader's language.
    await setVisibility(owner.cookie, 'members');
    expect((await get(`/api/cv/${owner.user.nickname}`)).json()).toMatchObject({
      code: 'cv_members_only',
      message: 'This CV is for members only; sign in to see it.',
    });
    await setVisibility(owner.cookie, 'connections');
    expect(
      (await get(`/api/cv/${owner.user.nickname}`, member.cookie, { 'accept-language': 'tr' })).json(),
    ).toMatchObject({
      code: 'cv_connections_only',
      message: 'Bu CV yalnızca bağlantılarına açık.',
    });
  });

  it('answers the profile, career and teams, with the card only when public; nothing private to a visitor', async () => {
    const owner = await onboardedUser(t.app);
    await editProfile(owner.cookie, {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      birthDate: '2000-05-01',
      games: [{ game: 'valorant', roles: ['Duelist'] }],
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/career',
      headers: { cookie: owner.cookie },
      payload: { teamName: 'Team Nova', role: 'player', game: 'valorant', from: '2022-01' },
    });
    await setVisibility(owner.cookie, 'public');
    const res = await get(`/api/cv/${owner.user.nickname}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profile.user).toMatchObject({ id: owner.user.id, firstName: 'Ayşe', lastName: 'Yılmaz' });
    expect(body.profile.user.isFollowing).toBe(false);
    expect(body.profile.profile.birthDate).toBeNull();
    expect(body.career).toHaveLength(1);
    expect(body.teams).toEqual([]);
    // The verified record comes with the CV, so a visitor sees it too (nothing recorded yet for a newcomer).
    expect(body.record).toEqual({
      roster: { items: [], nextCursor: null },
      placements: { items: [], nextCursor: null },
      games: [],
    });
    expect(body.visibility).toBe('public');
    expect(body.cardUrl).toBe(`/api/cv/${owner.user.nickname}/card.png`);
    expect(JSON.stringify(body)).not.toContain(owner.input.email);

    await setVisibility(owner.cookie, 'members');
    expect((await get(`/api/cv/${owner.user.nickname}`, owner.cookie)).json().cardUrl).toBeNull();
    // The owner reads his own birth date.
    expect((await get(`/api/cv/${owner.user.nickname}`, owner.cookie)).json().profile.profile.birthDate).toBe(
      '2000-05-01',
    );
  });

  it('is a 404 for an unknown nickname or id', async () => {
    const member = await onboardedUser(t.app);
    expect((await get('/api/cv/nobody-here-at-all')).statusCode).toBe(404);
    expect((await get('/api/cv/nobody-here-at-all', member.cookie)).statusCode).toBe(404);
    expect((await get('/api/cv/00000000-0000-4000-8000-000000000000', member.cookie)).statusCode).toBe(404);
    expect((await get('/api/cv/nobody/card.png')).statusCode).toBe(404);
    // A reference too long to be a nickname or an id never reaches the database.
    expect((await get(`/api/cv/${'x'.repeat(101)}`)).statusCode).toBeOneOf([400, 414]);
  });
});

describe('the link preview of a CV page', () => {
  it('carries the person’s tags (escaped) when the CV is public, and only the generic ones otherwise', async () => {
    const owner = await onboardedUser(t.app);
    await editProfile(owner.cookie, {
      firstName: '<script>alert("x")</script>',
      lastName: 'O’Neil & "Co"',
      biography: 'Duelist <b>main</b>',
      games: [{ game: 'cs2', roles: ['AWP'] }],
    });
    await setVisibility(owner.cookie, 'public');
    const page = await get(`/cv/${owner.user.nickname}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body;
    const meta = (key: string) =>
      new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>main</b>');
    expect(meta('og:title')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O’Neil &amp; &quot;Co&quot; · Esports CV',
    );
    expect(meta('og:description')).toBe('Player · Counter-Strike 2 — Duelist &lt;b&gt;main&lt;/b&gt;');
    expect(meta('og:url')).toBe(`https://esports.example/cv/${owner.user.nickname}`);
    expect(meta('og:image')).toMatch(
      new RegExp(`^https://esports\\.example/api/cv/${owner.user.nickname}/card\\.png\\?v=[\\w-]+$`),
    );
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(meta('og:image:width')).toBe('1200');
    // The generic tags are gone, not doubled.
    expect(html).not.toContain('Generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/property="og:title"/g)).toHaveLength(1);
    // In the reader's language (the language cookie first).
    const tr = await get(`/cv/${owner.user.nickname}`, 'i18next=tr', { 'accept-language': 'en' });
    expect(tr.body).toContain('Oyuncu · Counter-Strike 2');
    expect(tr.body).toContain('e-spor CV');

    for (const visibility of ['members', 'connections'] as const) {
      await setVisibility(owner.cookie, visibility);
      const closed = await get(`/cv/${owner.user.nickname}`);
      expect(closed.statusCode).toBe(200);
      expect(closed.body).toContain('Generic title');
      expect(closed.body).not.toContain('O’Neil');
      expect(closed.body).not.toContain('card.png');
      expect(closed.body).not.toContain('twitter:card');
    }
    // Any other page, and an unknown CV, keep the generic head.
    expect((await get('/dashboard')).body).toContain('Generic title');
    expect((await get('/cv/nobody-here-at-all')).body).toContain('Generic title');
  });
});

describe('the CV card image', () => {
  it('is a 1200×630 PNG of a public CV, cached by version, new after a profile edit, 404 when not public', async () => {
    const owner = await onboardedUser(t.app);
    await editProfile(owner.cookie, {
      firstName: 'Şule',
      lastName: 'Işık',
      games: [{ game: 'valorant', roles: ['IGL'] }],
    });
    const url = `/api/cv/${owner.user.nickname}/card.png`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url)).json()).toMatchObject({ code: 'cv_not_public' });

    await setVisibility(owner.cookie, 'public');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.headers['cache-control']).toMatch(/max-age/);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    // The same version: the same bytes, and a 304 to a client that has them.
    const again = await get(url);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const notModified = await get(url, undefined, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    // The page's og:image names the same version.
    expect((await get(`/cv/${owner.user.nickname}`)).body).toContain(`card.png?v=${etag.slice(1, -1)}`);

    // A profile edit that the card shows is a new version and a new image.
    await editProfile(owner.cookie, { games: [{ game: 'lol', roles: ['Mid'] }] });
    const edited = await get(url);
    expect(edited.headers.etag).not.toBe(etag);
    expect(edited.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await get(url, undefined, { 'if-none-match': etag })).statusCode).toBe(200);

    // The uploaded avatar is drawn (read from storage): another version and image again.
    const avatar = await uploaded(t.app, owner.cookie, fixtures.png(), 'a.png');
    expect((await editProfile(owner.cookie, { avatarUrl: avatar.url })).statusCode).toBe(200);
    const withAvatar = await get(url);
    expect(withAvatar.statusCode).toBe(200);
    expect(withAvatar.headers.etag).not.toBe(edited.headers.etag);
    expect(pngSize(withAvatar.rawPayload)).toEqual({ width: 1200, height: 630 });

    await setVisibility(owner.cookie, 'connections');
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, owner.cookie)).statusCode).toBe(404);
  });
});
