import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Notification } from '../../contract/src/notifications/schemas';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor, signedUpContext, uniqueUser } from '../support/browser';
import { tr } from '../support/i18n';
import { bell } from '../support/matches';
import { heading, visibleText } from '../support/ui';

/** The alert task runs every 10 s on the server; a busy machine may need a few runs. */
const ALERT_WAIT_MS = 45_000;

const browser = browserForFile();

async function alertsOf(context: BrowserContext): Promise<Notification[]> {
  const res = await context.request.get('/api/notifications');
  expect(res.status()).toBe(200);
  return ((await res.json()) as Notification[]).filter((n) => n.type === 'market_search_alert');
}

async function setAvailability(context: BrowserContext, availability: 'now' | 'not_available') {
  const res = await context.request.put('/api/transfers/availability', { data: { availability } });
  expect(res.status(), await res.text()).toBe(200);
}

const toast = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

it(
  'a coach saves a market search; a player who matches becomes available; the coach is told exactly once and the notification opens the market with the filters (TR)',
  { timeout: 150_000 },
  async () => {
    const coach = await newVisitor(browser());
    const player = await newVisitor(browser());
    try {
      await signedUpContext(coach.context, uniqueUser('c'));
      const role = await coach.context.request.post('/api/onboarding/role', { data: { userType: 'coach' } });
      expect(role.status()).toBe(200);
      const playerUser = await signedInPlayer(player.context);
      // A role nobody else plays on this shared server: the search matches this player alone.
      const position = `Duelist${playerUser.nickname.slice(-6)}`;
      const profile = await player.context.request.patch('/api/profiles/me', {
        data: { games: [{ game: 'valorant', roles: [position] }], skillLevel: 'expert', birthDate: '2004-05-01' },
      });
      expect(profile.status()).toBe(200);
      await setAvailability(player.context, 'not_available');

      // The coach filters the market: VALORANT, the role, available now. No saved search yet.
      await coach.page.goto('/transfers');
      await heading(coach.page, tr('pages:titles.transfers')).waitFor();
      await coach.page.getByText(tr('transfers:savedSearches.empty'), { exact: true }).waitFor();
      const filters = coach.page.getByRole('search', { name: tr('transfers:filters.label') });
      await filters.getByLabel(tr('transfers:filters.game')).selectOption('valorant');
      await filters.getByLabel(tr('transfers:filters.role')).fill(position);
      await filters.getByLabel(tr('transfers:filters.role')).press('Enter');
      await coach.page.waitForURL((url) => url.searchParams.get('role') === position);
      await filters.getByLabel(tr('transfers:filters.availability')).selectOption('now');
      await coach.page.waitForURL((url) => url.searchParams.get('availability') === 'now');
      await coach.page.getByText(tr('transfers:list.emptyFiltered'), { exact: true }).waitFor();

      // "Bu aramayı kaydet": a name is required, then it is in the list.
      await coach.page.getByRole('button', { name: tr('transfers:savedSearches.save') }).click();
      const form = coach.page.getByRole('form', { name: tr('transfers:savedSearches.saveTitle') });
      await form.getByRole('button', { name: tr('transfers:savedSearches.saveConfirm') }).click();
      await form.getByText(tr('transfers:savedSearches.nameRequired'), { exact: true }).waitFor();
      const name = 'Hazır düellocular';
      await form.getByLabel(tr('transfers:savedSearches.name')).fill(name);
      await form.getByRole('button', { name: tr('transfers:savedSearches.saveConfirm') }).click();
      await toast(coach.page, tr('transfers:savedSearches.saved', { name })).waitFor();
      await form.waitFor({ state: 'detached' });
      const saved = coach.page.getByRole('list', { name: tr('transfers:savedSearches.title') });
      await saved.getByText(name, { exact: true }).waitFor();

      // The coach leaves the market; the player becomes available, so he now matches the search.
      await coach.page.goto('/dashboard');
      await setAvailability(player.context, 'now');

      // The alert task finds him and the coach is told, once.
      await expect
        .poll(async () => (await alertsOf(coach.context)).length, { timeout: ALERT_WAIT_MS, interval: 2_000 })
        .toBe(1);
      const [alert] = await alertsOf(coach.context);
      expect(alert!.params).toMatchObject({ search: name, count: 1 });
      expect(alert!.relatedId).toBeTruthy();

      // Changing again (still a match) does not tell the coach of him a second time, whatever the task does.
      await setAvailability(player.context, 'not_available');
      await setAvailability(player.context, 'now');
      await new Promise((resolve) => setTimeout(resolve, 22_000));
      expect(await alertsOf(coach.context)).toHaveLength(1);

      // The bell shows it; clicking it opens the market with the search's filters, the player listed.
      await coach.page.reload();
      await bell(coach.page, tr).click();
      // Its row is a group named by its title, which names the search.
      const item = coach.page.getByRole('menu').getByRole('group', {
        name: tr('notifications:types.market_search_alert.title', { search: name }),
        exact: true,
      });
      expect(await item.count()).toBe(1);
      expect(await visibleText(item)).toContain(
        tr('notifications:types.market_search_alert.message', { count: 1, names: String(alert!.params.names) }),
      );
      await item.getByRole('menuitem').first().click();
      await coach.page.waitForURL(
        (url) =>
          url.pathname === '/transfers' &&
          url.searchParams.get('game') === 'valorant' &&
          url.searchParams.get('role') === position &&
          url.searchParams.get('availability') === 'now',
      );
      const market = coach.page.getByRole('search', { name: tr('transfers:filters.label') });
      expect(await market.getByLabel(tr('transfers:filters.role')).inputValue()).toBe(position);
      const list = coach.page.getByRole('list', { name: tr('transfers:list.players') });
      await list.getByRole('listitem', { name: playerUser.nickname }).waitFor();
      expect(await list.locator(':scope > li').count()).toBe(1);
    } finally {
      await coach.context.close();
      await player.context.close();
    }
  },
);
