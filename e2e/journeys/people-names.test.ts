import { request, type APIRequestContext, type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { greeting, switchLanguage } from '../support/ui';

const browser = browserForFile();
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** A player who exists only on the server (an API session of their own), with a first and last name. */
async function namedPlayer(firstName: string, lastName: string) {
  const api: APIRequestContext = await request.newContext({ baseURL: baseUrl() });
  const res = await api.post('/api/auth/register', { data: uniqueUser('n') });
  expect(res.status()).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; nickname: string } };
  expect((await api.post('/api/onboarding/role', { data: { userType: 'player' } })).status()).toBe(200);
  expect((await api.patch('/api/profiles/me', { data: { firstName, lastName } })).status()).toBe(200);
  return { api, user };
}

const bell = (page: Page, t: Translate) =>
  page.getByRole('button', { name: new RegExp(`^${t('nav:notifications')}`) }).first();

it(
  'people are called by their names (greeting, bell, participants) and a search without Turkish letters finds a Turkish tag and person',
  { timeout: 120_000 },
  async () => {
    const stamp = Date.now().toString(36);
    const { context, page } = await newVisitor(browser());
    const barış = await namedPlayer('Barış', `Çelik${stamp}`);
    const fullName = `Barış Çelik${stamp}`;
    try {
      const me = await signedInPlayer(context);
      expect(
        (await context.request.patch('/api/profiles/me', { data: { firstName: 'Kaan', lastName: 'Yıldız' } })).status(),
      ).toBe(200);
      const meUser = (await currentUser(context)).user!;

      // The greeting names me, not my handle.
      await page.goto('/dashboard');
      await greeting(page, 'Kaan Yıldız').waitFor();
      expect(await page.getByText(me.nickname).count()).toBe(0);

      // Barış follows me and posts with a Turkish tag; the bell says his name.
      expect((await barış.api.post(`/api/users/${meUser.id}/follow`)).status()).toBe(200);
      expect(
        (await barış.api.post('/api/posts', { data: { type: 'text', body: `Yeni dersler #koçluk${stamp}` } })).status(),
      ).toBe(201);
      await page.reload();
      await bell(page, tr).click();
      const menu = page.getByRole('menu');
      await menu.getByText(tr('notifications:types.follow.message', { nickname: fullName }), { exact: true }).waitFor();
      expect(await menu.getByText(barış.user.nickname).count()).toBe(0);
      await page.keyboard.press('Escape');

      // A solo tournament lists him by name, with his handle beneath.
      const created = await context.request.post('/api/tournaments', {
        data: {
          name: `İsim Kupası ${stamp}`,
          game: 'fc',
          format: 'single_elimination',
          participantKind: 'solo',
          maxParticipants: 8,
          registrationDeadline: hours(24),
          startsAt: hours(48),
        },
      });
      expect(created.status()).toBe(201);
      const { tournament } = (await created.json()) as { tournament: { id: string } };
      await context.request.post(`/api/tournaments/${tournament.id}/status`, { data: { status: 'registration_open' } });
      const registered = await barış.api.post(`/api/tournaments/${tournament.id}/registrations`, { data: {} });
      expect(registered.status(), await registered.text()).toBe(201);
      await page.goto(`/tournaments/${tournament.id}?tab=participants`);
      const list = page.getByRole('list', { name: tr('tournaments:participants.title') });
      await list.getByText(fullName, { exact: true }).waitFor();
      await list.getByText(`@${barış.user.nickname}`, { exact: true }).waitFor();

      // The search box, typed without Turkish letters, finds the #koçluk post and Barış.
      await page.goto('/social-wall');
      const search = page.getByRole('searchbox', { name: tr('explore:search.label') });
      const results = page.getByRole('region', { name: tr('wall:searchTitle') });
      await search.fill(`kocluk${stamp}`);
      await results
        .getByRole('article')
        .filter({ hasText: `#koçluk${stamp}` })
        .waitFor();
      await search.fill(`baris celik${stamp}`);
      await results.getByRole('link', { name: new RegExp(fullName) }).waitFor();

      // English: the same names.
      await switchLanguage(page, 'en');
      await page.goto('/dashboard');
      await greeting(page, 'Kaan Yıldız', en).waitFor();
      await bell(page, en).click();
      await page
        .getByRole('menu')
        .getByText(en('notifications:types.follow.message', { nickname: fullName }), { exact: true })
        .waitFor();
    } finally {
      await barış.api.dispose();
      await context.close();
    }
  },
);
