import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { switchLanguage } from '../support/ui';

const browser = browserForFile();

/** Opens the person's profile menu and blocks them through the confirmation dialog. */
async function blockFromProfile(page: Page, t: Translate, name: string) {
  await page.getByRole('button', { name: t('profile:actions.menu', { name }) }).click();
  await page.getByRole('menuitem', { name: t('profile:actions.block') }).click();
  const dialog = page.getByRole('dialog', { name: t('safety:block.title', { name }) });
  await dialog.getByText(t('safety:block.effects.follow'), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: t('safety:block.confirm'), exact: true }).click();
  await page.getByText(t('safety:block.done', { name }), { exact: true }).first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const notice = (page: Page, t: Translate, name: string) =>
  page.getByRole('status').filter({ hasText: t('safety:blockedNotice.title', { name }) });

it('a player blocks someone from their profile and unblocks them from the notice and from account settings — TR and EN', async () => {
  const me = await newVisitor(browser());
  const them = await newVisitor(browser());
  try {
    await signedInPlayer(me.context);
    const other = await signedInPlayer(them.context);
    const { user } = await currentUser(them.context);
    const name = other.nickname;
    const { page } = me;
    const follow = (t: Translate) => page.getByRole('button', { name: t('profile:followUser', { name }), exact: true });

    // Turkish: block from the profile; follow gives way to the notice, and the other side can no longer follow.
    await page.goto(`/profile/${user!.id}`);
    await follow(tr).waitFor();
    await blockFromProfile(page, tr, name);
    await notice(page, tr, name).waitFor();
    expect(await follow(tr).count()).toBe(0);
    const { user: mine } = await currentUser(me.context);
    expect((await them.context.request.post(`/api/users/${mine!.id}/follow`)).ok()).toBe(false);

    // The account settings list the blocked person; unblocking there empties the list.
    await page.goto('/settings/account');
    const list = page.getByRole('list', { name: tr('account:blocked.listLabel') });
    await list.getByText(name, { exact: true }).waitFor();
    await list.getByRole('button', { name: tr('account:blocked.unblockLabel', { name }) }).click();
    await page.getByText(tr('safety:unblock.done', { name }), { exact: true }).first().waitFor();
    await page.getByText(tr('account:blocked.empty'), { exact: true }).waitFor();

    // Back on the profile, follow is offered again and works.
    await page.goto(`/profile/${user!.id}`);
    await follow(tr).click();
    await page.getByRole('button', { name: tr('profile:unfollowUser', { name }), exact: true }).waitFor();

    // English: block again (which ends the follow), then unblock from the notice on the profile.
    await switchLanguage(page, 'en');
    await blockFromProfile(page, en, name);
    await notice(page, en, name).waitFor();
    expect(await page.getByRole('button', { name: en('profile:unfollowUser', { name }), exact: true }).count()).toBe(0);
    await notice(page, en, name)
      .getByRole('button', { name: en('safety:unblock.label', { name }) })
      .click();
    await page.getByText(en('safety:unblock.done', { name }), { exact: true }).first().waitFor();
    await notice(page, en, name).waitFor({ state: 'detached' });
    await follow(en).waitFor();

    // The server agrees: nobody blocked.
    const blocks = (await (await me.context.request.get('/api/me/blocks')).json()) as { items: unknown[] };
    expect(blocks.items).toEqual([]);
  } finally {
    await Promise.all([me.context.close(), them.context.close()]);
  }
});
