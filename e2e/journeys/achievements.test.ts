import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AchievementKey } from '../../contract/src/index';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { ANY, en, textPattern } from '../support/i18n';
import { bell, notificationsOfType } from '../support/matches';
import { eventually, heading, switchLanguage, visibleText, waitForPath } from '../support/ui';

const browser = browserForFile();

/** The profile's About tab and its achievements card, all thirteen with the earned ones first. */
async function openAchievements(page: Page) {
  await page.getByRole('tab', { name: en('profile:tabs.about'), exact: true }).click();
  const card = page.getByRole('region', { name: en('achievements:title'), exact: true });
  const items = card.getByRole('list', { name: en('achievements:title') }).getByRole('listitem');
  await items.first().waitFor();
  return { card, items };
}

it('in English, a player accepts his first connection request, is awarded "First friend" with a notification, and his profile shows it earned while the others stay locked', async () => {
  const requester = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const other = await signedInPlayer(requester.context);
    const account = await signedInPlayer(player.context);
    const otherId = (await currentUser(requester.context)).user!.id;
    const meId = (await currentUser(player.context)).user!.id;
    const sent = await requester.context.request.post(`/api/connections/${meId}`);
    expect(sent.ok()).toBe(true);

    // The player, in English, answers from his incoming requests.
    const { page } = player;
    await page.goto('/network?tab=connections&filter=incoming');
    await switchLanguage(page, 'en');
    const accept = page.getByRole('button', { name: en('network:aria.accept', { name: other.nickname }) });
    await accept.click();
    // No wait for the "accepted" toast: the live "achievement unlocked" one may replace it (one toast at a time).
    await accept.waitFor({ state: 'detached' });
    const status = async () => (await (await page.request.get(`/api/connections/${otherId}/status`)).json()) as unknown;
    await eventually(status).toEqual({ status: 'connected' });

    // The bell says he earned it; the notification leads to his profile.
    const unlocked = en('notifications:types.achievement_unlocked.message', { key: 'first_friend' });
    expect(unlocked).toContain(en('achievements:items.first_friend.name'));
    await bell(page, en).click();
    const row = notificationsOfType(page, en, 'achievement_unlocked').first();
    expect(await visibleText(row)).toContain(unlocked);
    await row.getByRole('menuitem').first().click();
    await waitForPath(page, `/profile/${meId}`);
    await heading(page, account.nickname).waitFor();
    // The header's level: no XP yet (achievements give none).
    await page
      .getByText(en('achievements:levelAndXp', { level: 1, xp: 0 }), { exact: true })
      .first()
      .waitFor();

    // About: one of thirteen earned, "First friend" first with its date, every other one locked.
    const { card, items } = await openAchievements(page);
    const total = AchievementKey.options.length;
    await card.getByText(en('achievements:earnedCount', { earned: 1, total }), { exact: true }).waitFor();
    expect(await items.count()).toBe(total);
    const first = items.first();
    await heading(first, en('achievements:items.first_friend.name')).waitFor();
    await first.getByText(en('achievements:items.first_friend.text'), { exact: true }).waitFor();
    await first.getByText(textPattern(en, 'achievements:earnedOn', { date: ANY })).waitFor();
    expect(await first.getByText(en('achievements:locked'), { exact: true }).count()).toBe(0);
    const locked = items.filter({ hasText: en('achievements:locked') });
    expect(await locked.count()).toBe(total - 1);
    await heading(locked.first(), en('achievements:items.profile_complete.name')).waitFor();

    // The person he connected with earned it too, and anyone sees it on his profile.
    await page.goto(`/profile/${otherId}`);
    await heading(page, other.nickname).waitFor();
    const theirs = await openAchievements(page);
    await theirs.card.getByText(en('achievements:earnedCount', { earned: 1, total }), { exact: true }).waitFor();
    await heading(theirs.items.first(), en('achievements:items.first_friend.name')).waitFor();
  } finally {
    await Promise.all([requester.context.close(), player.context.close()]);
  }
});
