import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationCategoryOf, type NotificationEmailPreferences } from '@esn/contract';
import {
  createTestApp,
  openTestDatabase,
  registerUser,
  sameDatabase,
  setLanguage,
  type TestApp,
} from '../../../test/helper';
import { notificationEmailPrefs } from '../../db/schema/index';
import { notificationsRepository } from './notifications.repository';
import { queueNotificationMail } from './mail-queue';
import { notify } from './notifications.service';
import { unsubscribeToken } from './unsubscribe-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Mail = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };
const mails = (to: string, app: TestApp = t): Mail[] => {
  const dir = join(app.config.dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as Mail)
      .filter((m) => m.to === to);
  } catch {
    return [];
  }
};

const prefs = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/notifications/email-preferences', headers: { cookie } })
  ).json<NotificationEmailPreferences>();
const choose = (cookie: string, items: { category: string; email?: boolean; push?: boolean }[], lang = 'tr') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/notifications/email-preferences',
    headers: { cookie, 'accept-language': lang },
    payload: { items },
  });

/** A match result to approve, told to `recipientId` the way matches.notifications.ts tells it. */
async function matchResult(recipientId: string, home = 'Kurtlar') {
  await notify(t.app.ctx, {
    recipientId,
    sender: null,
    type: 'match_result',
    params: { home, away: 'Kartallar', scoreA: 2, scoreB: 1, context: 'Kış Kupası' },
    actionUrl: '/matches/00000000-0000-4000-8000-000000000001',
    relatedId: '00000000-0000-4000-8000-000000000001',
  });
  await t.app.ctx.events.settled();
}

const unsubscribeLink = (mail: Mail) => /<(http[^>]+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!;

describe('notification kinds', () => {
  it('puts every type in a kind, new match types in matches by their name', () => {
    expect(notificationCategoryOf('match_result')).toBe('matches');
    expect(notificationCategoryOf('match_reminder')).toBe('matches');
    expect(notificationCategoryOf('transfer_offer')).toBe('transfers');
    expect(notificationCategoryOf('coaching_offer')).toBe('transfers');
    expect(notificationCategoryOf('follow')).toBe('social');
    expect(notificationCategoryOf('team_invitation')).toBe('teams');
    expect(notificationCategoryOf('league_invitation')).toBe('tournaments');
    expect(notificationCategoryOf('achievement_unlocked')).toBe('system');
  });
});

describe('e-mail preferences', () => {
  it('need a session; the defaults are e-mail for matches and offers only, browser push for every kind', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/email-preferences' })).statusCode).toBe(401);
    const { cookie } = await registerUser(t.app);
    expect((await prefs(cookie)).items).toEqual([
      { category: 'matches', email: true, push: true },
      { category: 'transfers', email: true, push: true },
      { category: 'tournaments', email: false, push: true },
      { category: 'teams', email: false, push: true },
      { category: 'social', email: false, push: true },
      { category: 'system', email: false, push: true },
    ]);
  });

  it('change e-mail and push of a kind each on its own; both back to the default leave no stored row', async () => {
    const a = await registerUser(t.app);
    const stored = () =>
      t.app.db.select().from(notificationEmailPrefs).where(eq(notificationEmailPrefs.userId, a.user.id));
    await choose(a.cookie, [{ category: 'teams', push: false }]);
    await choose(a.cookie, [{ category: 'teams', email: true }]);
    expect((await prefs(a.cookie)).items.find((i) => i.category === 'teams')).toEqual({
      category: 'teams',
      email: true,
      push: false,
    });
    expect(await stored()).toMatchObject([{ category: 'teams', email: true, push: false }]);
    await choose(a.cookie, [{ category: 'teams', push: true }]);
    expect(await stored()).toMatchObject([{ category: 'teams', email: true, push: null }]);
    await choose(a.cookie, [{ category: 'teams', email: false }]);
    expect(await stored()).toEqual([]);
    // An item that changes nothing says so under its field.
    const empty = await choose(a.cookie, [{ category: 'teams' }]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ code: string }>().code).toBe('validation');
  });

  it('change per kind, only one’s own, and refuse an unknown kind with 400', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const res = await choose(a.cookie, [
      { category: 'matches', email: false },
      { category: 'social', email: true },
    ]);
    expect(res.statusCode).toBe(200);
    const items = res.json<NotificationEmailPreferences>().items;
    expect(items.find((i) => i.category === 'matches')!.email).toBe(false);
    expect(items.find((i) => i.category === 'social')!.email).toBe(true);
    expect((await prefs(b.cookie)).items.find((i) => i.category === 'matches')!.email).toBe(true);
    // Back to the default: the stored deviation goes.
    await choose(a.cookie, [{ category: 'matches', email: true }]);
    expect((await prefs(a.cookie)).items.find((i) => i.category === 'matches')!.email).toBe(true);
    const bad = await choose(a.cookie, [{ category: 'spam', email: true }]);
    expect(bad.statusCode).toBe(400);
    const twice = await choose(a.cookie, [
      { category: 'social', email: true },
      { category: 'social', email: false },
    ]);
    expect(twice.statusCode).toBe(400);
  });
});

describe('notification mails', () => {
  it('mails a match result by default, once, with one-click unsubscribe headers and a visible link', async () => {
    const { user, input } = await registerUser(t.app);
    await matchResult(user.id);
    const sent = mails(input.email);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Maç sonucu onayını bekliyor');
    expect(mail.text).toContain('Kurtlar - Kartallar');
    expect(mail.text).toContain(`${t.config.publicUrl}/matches/00000000-0000-4000-8000-000000000001`);
    expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = unsubscribeLink(mail);
    expect(link.startsWith(`${t.config.publicUrl}/api/notifications/unsubscribe?token=`)).toBe(true);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    // The task finds nothing more to send: exactly once.
    await t.app.ctx.work.runAll('notification-mails');
    expect(mails(input.email)).toHaveLength(1);
  });

  it('writes in the language the person saved their choices in', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    await choose(cookie, [{ category: 'matches', email: true }], 'en');
    await matchResult(user.id);
    const [mail] = mails(input.email);
    expect(mail!.subject).toBe('Match result awaiting your approval');
    expect(mail!.text).toContain('A 2-1 result was submitted for Kurtlar vs Kartallar');
    expect(mail!.text).toContain('Stop these e-mails');
  });

  it('writes in the language the person uses the site in, as the web says it (PUT /api/me/language)', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    const setMine = (language: unknown) => setLanguage(t.app, cookie, language);
    const mine = (cookie: string | null) =>
      t.app.inject({ method: 'GET', url: '/api/me/language', headers: cookie ? { cookie } : {} });
    // Never said: a new browser keeps its own default (GET /api/me/language answers null).
    expect((await mine(cookie)).json()).toEqual({ language: null });
    expect((await setMine('en')).statusCode).toBe(204);
    expect((await mine(cookie)).json()).toEqual({ language: 'en' });
    expect((await mine(null)).statusCode).toBe(401);
    await matchResult(user.id);
    expect(mails(input.email)[0]!.subject).toBe('Match result awaiting your approval');
    expect((await setMine('tr')).statusCode).toBe(204);
    await matchResult(user.id, 'Boğalar');
    expect(mails(input.email)[1]!.subject).toBe('Maç sonucu onayını bekliyor');
    expect((await setMine('de')).statusCode).toBe(400);
    expect((await setLanguage(t.app, null, 'en')).statusCode).toBe(401);
  });

  it('sends nothing for a kind the person keeps in the app, and mails it once they choose e-mail', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    const follower = await registerUser(t.app);
    const follow = (cookie: string) =>
      t.app.inject({ method: 'POST', url: `/api/users/${user.id}/follow`, headers: { cookie } });
    expect((await follow(follower.cookie)).statusCode).toBeLessThan(300);
    await t.app.ctx.events.settled();
    expect(mails(input.email)).toHaveLength(0);

    await choose(cookie, [{ category: 'social', email: true }]);
    const second = await registerUser(t.app);
    await follow(second.cookie);
    await t.app.ctx.events.settled();
    // Folded into the unread follow item that was not mailed: that item is mailed now, once.
    expect(mails(input.email)).toHaveLength(1);
    // A third follower folds into the same unread item: no second mail for the group.
    const third = await registerUser(t.app);
    await follow(third.cookie);
    await t.app.ctx.events.settled();
    expect(mails(input.email)).toHaveLength(1);

    await choose(cookie, [{ category: 'matches', email: false }]);
    await matchResult(user.id);
    expect(mails(input.email)).toHaveLength(1);
  });

  it('names the sender by first and last name, as the bell does, not by handle', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    await choose(cookie, [{ category: 'social', email: true }]);
    const fan = await registerUser(t.app, { firstName: 'Elif', lastName: 'Şahin' });
    await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/follow`, headers: { cookie: fan.cookie } });
    await t.app.ctx.events.settled();
    const [mail] = mails(input.email);
    expect(mail!.text).toContain('Elif Şahin seni takip etmeye başladı');
    expect(mail!.text).not.toContain(fan.user.nickname);
  });

  it('unsubscribes with one click, without a session, from the mailed link; a GET only redirects', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    await matchResult(user.id);
    const link = new URL(unsubscribeLink(mails(input.email)[0]!));
    const url = `${link.pathname}${link.search}`;

    const get = await t.app.inject({ method: 'GET', url });
    expect(get.statusCode).toBe(302);
    expect(get.headers.location).toBe(`/unsubscribe${link.search}`);
    expect((await prefs(cookie)).items.find((i) => i.category === 'matches')!.email).toBe(true);

    // What a mail client sends (RFC 8058): a form body, no cookie, no Origin.
    const post = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ category: 'matches', email: false });
    expect((await prefs(cookie)).items.find((i) => i.category === 'matches')!.email).toBe(false);
    await matchResult(user.id);
    expect(mails(input.email)).toHaveLength(1);

    // Again (a second click, a multipart body): the same answer.
    const again = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    });
    expect(again.statusCode).toBe(200);
  });

  it('opens the unsubscribe page in the language of the mail: English for one who uses the site in English', async () => {
    const { user, input, cookie } = await registerUser(t.app);
    expect((await setLanguage(t.app, cookie, 'en')).statusCode).toBe(204);
    await matchResult(user.id);
    const mail = mails(input.email)[0]!;
    expect(mail.text).toContain('Stop these e-mails');
    const link = new URL(unsubscribeLink(mail));
    const get = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(get.statusCode).toBe(302);
    // The web app reads `lng` before its Turkish default, so an English mail does not land on a Turkish page.
    expect(get.headers.location).toBe(`/unsubscribe${link.search}&lng=en`);

    // Turkish, the default, needs no parameter.
    expect((await setLanguage(t.app, cookie, 'tr')).statusCode).toBe(204);
    const again = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(again.headers.location).toBe(`/unsubscribe${link.search}`);
  });

  it('refuses a forged or garbled token with a translated 400, on POST and GET', async () => {
    const { user } = await registerUser(t.app);
    const other = await registerUser(t.app);
    const good = unsubscribeToken(t.config.sessionSecret, user.id, 'matches');
    const forged = [
      unsubscribeToken('another-secret-another-secret-42', user.id, 'matches'),
      // A signature of one person's link on another's id, or of one kind on another.
      good.replace(user.id, other.user.id),
      good.replace('.matches.', '.transfers.'),
      good.slice(0, -3),
      'garbage',
    ];
    for (const token of forged) {
      const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
      const post = await t.app.inject({ method: 'POST', url, headers: { 'accept-language': 'en' } });
      expect(post.statusCode, token).toBe(400);
      expect(post.json().message).toContain('unsubscribe link is invalid');
      const tr = await t.app.inject({ method: 'POST', url });
      expect(tr.json().message).toContain('bağlantısı geçersiz');
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);
  });
});

describe('notification mails across processes', () => {
  it('are sent once when two processes drain the queue at the same moment, and again after an SMTP failure', async () => {
    const db = await openTestDatabase();
    const one = await createTestApp({}, db);
    const two = await createTestApp({ redisPrefix: one.config.redisPrefix }, await sameDatabase(db));
    try {
      const { user, input } = await registerUser(one.app);
      // Queued as notify() queues it, without this process's kick: both processes' tasks race for it.
      const queue = async (n: number) =>
        one.app.ctx.db.transaction(async (tx) => {
          const row = await notificationsRepository.insert(tx, {
            recipientId: user.id,
            type: 'transfer_offer',
            title: 'Yeni transfer teklifi',
            message: `Teklif ${n}`,
            params: { user: 'Kurtlar', position: 'Duelist' },
            actionUrl: '/transfers',
          });
          expect(await queueNotificationMail(tx, row!)).toBe(true);
        });
      await queue(1);
      await Promise.all([one.app.ctx.work.runAll('notification-mails'), two.app.ctx.work.runAll('notification-mails')]);
      expect(mails(input.email, one).length + mails(input.email, two).length).toBe(1);

      // SMTP down: the mail stays queued and goes once it is back (the retry time brought forward here).
      const mailer = one.app.ctx.mailer;
      one.app.ctx.mailer = { send: () => Promise.reject(new Error('SMTP down')) };
      await queue(2);
      await one.app.ctx.work.runAll('notification-mails');
      one.app.ctx.mailer = mailer;
      await db.db.execute(sql`update notification_mails set run_after = now() where sent_at is null`);
      await one.app.ctx.work.runAll('notification-mails');
      await two.app.ctx.work.runAll('notification-mails');
      const all = [...mails(input.email, one), ...mails(input.email, two)];
      expect(all).toHaveLength(2);
      expect(all.some((m) => m.text.includes('Kurtlar'))).toBe(true);
    } finally {
      await two.close();
      await one.close();
    }
  });
});
