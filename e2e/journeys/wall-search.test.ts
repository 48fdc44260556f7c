import { request, type APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { tr } from '../support/i18n';
import { waitForPath } from '../support/ui';

const browser = browserForFile();

/** A player who exists only on the server (an API session of their own), posting `body`. */
async function poster(body: string, name?: { firstName: string; lastName: string }) {
  const api: APIRequestContext = await request.newContext({ baseURL: baseUrl() });
  const { user } = await (await api.post('/api/auth/register', { data: uniqueUser('s') })).json();
  await api.post('/api/onboarding/role', { data: { userType: 'player' } });
  if (name) expect((await api.patch('/api/profiles/me', { data: name })).status()).toBe(200);
  expect((await api.post('/api/posts', { data: { type: 'text', body } })).status()).toBe(201);
  return { api, user: user as { id: string; nickname: string } };
}

it(
  'the wall’s search box finds a person and a post, and tags lead to their page from a hashtag and from trending',
  { timeout: 120_000 },
  async () => {
    const stamp = Date.now().toString(36);
    // With a dotless ı: stored folded (kazandik…), shown and linked as people wrote it.
    const tag = `Kazandık${stamp}`;
    const tagPath = `/tags/${encodeURIComponent(tag)}`;
    const word = `kalibre${stamp}`;
    // Three people use the tag within a minute, so it tops the trending list.
    const people = [
      await poster(`Bu akşam büyük final ${word} #${tag}`, { firstName: 'Deniz', lastName: `Arslan${stamp}` }),
      await poster(`Herkes izlesin #${tag}`),
      await poster(`Final için tahminler? #${tag.toUpperCase()}`),
    ];
    const deniz = people[0]!;
    const { context, page } = await newVisitor(browser());
    try {
      await signedInPlayer(context);
      await page.goto('/social-wall');
      const search = page.getByRole('searchbox', { name: tr('explore:search.label') });
      const results = page.getByRole('region', { name: tr('wall:searchTitle') });

      // A person, by the surname typed in the search box; the result opens their profile.
      await search.fill(`Arslan${stamp}`);
      const person = results.getByRole('link', { name: new RegExp(`Deniz Arslan${stamp}`) });
      await person.waitFor();
      await person.click();
      await waitForPath(page, `/profile/${deniz.user.id}`);
      await page.getByRole('heading', { name: `Deniz Arslan${stamp}`, exact: true }).waitFor();

      // A post, by a word in it; Escape clears the box and the results.
      await page.goto('/social-wall');
      await search.fill(word);
      const found = results.getByRole('article').filter({ hasText: 'Bu akşam büyük final' });
      await found.waitFor();
      await search.press('Escape');
      await results.waitFor({ state: 'detached' });
      expect(await search.inputValue()).toBe('');

      // The post's hashtag opens the tag page, which lists all three posts.
      await search.fill(word);
      await found.getByRole('link', { name: `#${tag}` }).click();
      await waitForPath(page, tagPath);
      await page.getByRole('heading', { level: 1, name: `#${tag}` }).waitFor();
      for (const text of ['Bu akşam büyük final', 'Herkes izlesin', 'Final için tahminler?']) {
        await page.getByRole('article').filter({ hasText: text }).waitFor();
      }

      // The trending card (computed at most every 30 s per server) shows the tag and leads to the same page.
      await page.goto('/social-wall');
      const trending = page.getByRole('region', { name: tr('explore:trending.title') });
      const link = trending.getByRole('link', { name: new RegExp(tag) });
      const until = Date.now() + 45_000;
      while (!(await link.isVisible())) {
        if (Date.now() > until) throw new Error(`#${tag} never reached the trending card`);
        await page.waitForTimeout(2_000);
        await page.reload();
        await trending.waitFor();
        await trending.getByRole('status').waitFor({ state: 'detached' });
      }
      expect(await link.textContent()).toContain(tr('explore:trending.authors_other', { count: 3 }));
      await link.click();
      await waitForPath(page, tagPath);
      await page.getByRole('article').filter({ hasText: 'Herkes izlesin' }).waitFor();
    } finally {
      await context.close();
      await Promise.all(people.map((p) => p.api.dispose()));
    }
  },
);
