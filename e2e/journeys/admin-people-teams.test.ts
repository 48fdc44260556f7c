import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { adminApi, currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { switchLanguage } from '../support/ui';

/**
 * Issue 24: the admin area's People (users) and Teams sections, walked in the browser against the real server: a
 * person verified and an account deleted after a confirmation (in Turkish); a team verified, renamed and deleted
 * after a confirmation (in English). The server's own lists agree after each step.
 */
const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function adminList<T>(api: APIRequestContext, path: string): Promise<T[]> {
  const res = await api.get(path);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: T[] }).items;
}

/** The row of a table whose row header reads `name`. */
function rowNamed(page: Page, table: Locator, name: string): Locator {
  return table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function openRowAction(page: Page, t: Translate, row: Locator, name: string, item: string) {
  await row.getByRole('button', { name: t('admin:area.actionsFor', { name }) }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
}

it('in Turkish, the admin verifies a person in People, then deletes another account after confirming', async () => {
  const admin = await newVisitor(browser());
  const verified = await newVisitor(browser());
  const doomed = await newVisitor(browser());
  const api = await adminApi();
  try {
    const a = await signedInPlayer(verified.context);
    const b = await signedInPlayer(doomed.context);
    const { page } = admin;
    await page.goto('/eadmincv');
    await switchLanguage(page, 'tr');
    await signInToAdminArea(page, tr);
    await openAdminSection(page, tr, 'users');
    const table = page.getByRole('table', { name: tr('admin:users.caption') });
    const search = page.getByLabel(tr('admin:users.search'));

    // Verify: the row's switch, a toast, and the server's list says so.
    await search.fill(a.nickname);
    const rowA = rowNamed(page, table, `@${a.nickname}`);
    const verify = rowA.getByRole('switch', { name: tr('admin:users.verifiedNamed', { nickname: a.nickname }) });
    await verify.waitFor();
    expect(await verify.getAttribute('aria-checked')).toBe('false');
    await verify.click();
    await toast(page, tr('admin:users.verifiedDone', { nickname: a.nickname })).waitFor();
    await expect.poll(() => verify.getAttribute('aria-checked')).toBe('true');
    const [listedA] = await adminList<{ nickname: string; verified: boolean }>(
      api,
      `/api/admin/users?q=${encodeURIComponent(a.nickname)}`,
    );
    expect(listedA).toMatchObject({ nickname: a.nickname, verified: true });

    // Delete: the dialog asks first; cancelling keeps the account.
    await search.fill(b.nickname);
    const rowB = rowNamed(page, table, `@${b.nickname}`);
    await rowB.waitFor();
    await openRowAction(page, tr, rowB, `@${b.nickname}`, tr('admin:users.delete'));
    const dialog = page.getByRole('dialog', { name: tr('admin:users.deleteTitle', { nickname: b.nickname }) });
    await dialog.getByText(tr('admin:users.deleteBody'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: tr('common:actions.cancel'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await rowB.isVisible()).toBe(true);
    expect((await currentUser(doomed.context)).status).toBe(200);

    // Confirmed: the row goes, the account is gone and its session with it.
    await openRowAction(page, tr, rowB, `@${b.nickname}`, tr('admin:users.delete'));
    await dialog.getByRole('button', { name: tr('admin:users.deleteConfirm'), exact: true }).click();
    await toast(page, tr('admin:users.deleted', { nickname: b.nickname })).waitFor();
    await rowB.waitFor({ state: 'detached' });
    await page.getByText(tr('admin:users.empty'), { exact: true }).waitFor();
    expect(await adminList(api, `/api/admin/users?q=${encodeURIComponent(b.nickname)}`)).toEqual([]);
    expect((await currentUser(doomed.context)).status).toBe(401);
  } finally {
    await api.dispose();
    for (const visitor of [admin, verified, doomed]) await visitor.context.close();
  }
});

it('in English, the admin verifies a team in Teams, renames it, then deletes it after confirming', async () => {
  const admin = await newVisitor(browser());
  const owner = await newVisitor(browser());
  const api = await adminApi();
  try {
    const { firstTeam } = await signedInTeamOwner(owner.context);
    const renamed = `Renamed ${Date.now().toString(36)}`;
    const { page } = admin;
    await page.goto('/eadmincv');
    await switchLanguage(page, 'en');
    await signInToAdminArea(page, en);
    await openAdminSection(page, en, 'teams');
    const table = page.getByRole('table', { name: en('admin:teams.caption') });
    await page.getByLabel(en('admin:teams.search')).fill(firstTeam.name);
    const row = rowNamed(page, table, firstTeam.name);

    // Spec §3's fourteen columns are wider than the page: the row's actions stay in sight at the table's right edge,
    // without scrolling it sideways.
    const actions = row.getByRole('button', { name: en('admin:area.actionsFor', { name: firstTeam.name }) });
    await actions.waitFor();
    const region = table.locator('xpath=..');
    const [regionBox, actionsBox] = [await region.boundingBox(), await actions.boundingBox()];
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(actionsBox!.x + actionsBox!.width).toBeLessThanOrEqual(regionBox!.x + regionBox!.width);

    // Verify.
    const verify = row.getByRole('switch', { name: en('admin:teams.verifiedNamed', { name: firstTeam.name }) });
    await verify.waitFor();
    await verify.click();
    await toast(page, en('admin:teams.verifiedDone', { name: firstTeam.name })).waitFor();
    await expect.poll(() => verify.getAttribute('aria-checked')).toBe('true');

    // Rename through the edit dialog.
    await openRowAction(page, en, row, firstTeam.name, en('admin:teams.edit'));
    const editor = page.getByRole('dialog', { name: en('admin:teams.editTitle', { name: firstTeam.name }) });
    await editor.getByLabel(en('admin:teams.form.name')).fill(renamed);
    await editor.getByRole('button', { name: en('admin:teams.save'), exact: true }).click();
    await toast(page, en('admin:teams.saved', { name: renamed })).waitFor();
    await editor.waitFor({ state: 'detached' });
    const [listed] = await adminList<{ id: string; name: string; verified: boolean }>(
      api,
      `/api/admin/teams?q=${encodeURIComponent(renamed)}`,
    );
    expect(listed).toMatchObject({ id: firstTeam.id, name: renamed, verified: true });

    // Delete, confirmed in its dialog: the team is gone from the list and from the server.
    await page.getByLabel(en('admin:teams.search')).fill(renamed);
    const renamedRow = rowNamed(page, table, renamed);
    await renamedRow.waitFor();
    await openRowAction(page, en, renamedRow, renamed, en('admin:teams.delete'));
    const dialog = page.getByRole('dialog', { name: en('admin:teams.deleteTitle', { name: renamed }) });
    await dialog.getByText(en('admin:teams.deleteBody'), { exact: true }).waitFor();
    await dialog.getByRole('button', { name: en('admin:teams.deleteConfirm'), exact: true }).click();
    await toast(page, en('admin:teams.deleted')).waitFor();
    await renamedRow.waitFor({ state: 'detached' });
    expect(await adminList(api, `/api/admin/teams?q=${encodeURIComponent(renamed)}`)).toEqual([]);
    expect((await owner.context.request.get(`/api/teams/${firstTeam.id}`)).status()).toBe(404);
  } finally {
    await api.dispose();
    for (const visitor of [admin, owner]) await visitor.context.close();
  }
});
