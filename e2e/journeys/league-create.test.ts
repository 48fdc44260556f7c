import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { eventually, heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** "2026-07-01T18:00": a datetime-local value `days` from now, at the top of the hour (local time). */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}

it('in Turkish, an organizer creates a league with the form, invites two teams by search, their owners accept and the fixtures are generated; the fixtures read in English too', async () => {
  const host = await newVisitor(browser());
  const owners = await Promise.all([0, 1].map(() => newVisitor(browser())));
  try {
    const { firstTeam: own } = await signedInTeamOwner(host.context);
    const teams = await Promise.all(owners.map(async (o) => (await signedInTeamOwner(o.context)).firstTeam));
    const name = `Bahar Ligi ${Date.now().toString(36)}`;
    const { page } = host;

    // The form: name, game, season, first week; the new league opens on its manage tab.
    await page.goto('/leagues');
    await page.getByRole('link', { name: tr('leagues:create') }).click();
    await heading(page, tr('leagues:createPage.title')).waitFor();
    await page.getByLabel(tr('leagues:form.name')).fill(name);
    await page.getByLabel(tr('leagues:form.game')).selectOption('lol');
    await page.getByLabel(tr('leagues:form.season')).fill('2026 İlkbahar');
    await page.getByLabel(tr('leagues:form.startsAt')).fill(localInput(3));
    await page.getByRole('button', { name: tr('leagues:createPage.submit') }).click();
    await toast(page, tr('leagues:createPage.created')).waitFor();
    await heading(page, name).waitFor();
    await page.waitForURL((url) => url.pathname.startsWith('/leagues/') && url.search.includes('tab=manage'));
    const leagueId = new URL(page.url()).pathname.split('/').pop() ?? '';

    // The organizer's own team joins at once; the others are invited, found by name.
    const search = page.getByPlaceholder(tr('leagues:manage.searchPlaceholder'));
    const add = async (team: { name: string }, done: string) => {
      await search.fill(team.name);
      await page
        .getByRole('list', { name: tr('leagues:manage.searchResults') })
        .getByRole('button', { name: tr('leagues:manage.addOf', { name: team.name }) })
        .click();
      await toast(page, done).waitFor();
    };
    await add(own, tr('leagues:manage.added', { name: own.name }));
    for (const team of teams) await add(team, tr('leagues:manage.invited', { name: team.name }));
    const entries = page.getByRole('list', { name: tr('leagues:manage.teamList') }).getByRole('listitem');
    await eventually(() => entries.filter({ hasText: tr('leagues:manage.invitedBadge') }).count()).toBe(2);

    // The owners accept (setup, through the API; accepting in the page is the leagues journey's).
    for (const [i, team] of teams.entries()) {
      const res = await owners[i]!.context.request.post(`/api/leagues/${leagueId}/teams/${team.id}/accept`);
      expect(res.status()).toBe(200);
    }
    await page.reload();
    await eventually(() => entries.filter({ hasText: tr('leagues:manage.invitedBadge') }).count()).toBe(0);
    await eventually(() => entries.count()).toBe(3);

    // Fixtures for three teams, one round: three weeks of one match (each team rests once).
    await page.getByRole('button', { name: tr('leagues:manage.generate') }).click();
    const confirm = page.getByRole('dialog', { name: tr('leagues:manage.generateTitle') });
    await confirm.getByText(tr('leagues:manage.generateBody', { count: 3 })).waitFor();
    await confirm.getByRole('button', { name: tr('leagues:manage.generate') }).click();
    await toast(page, tr('leagues:manage.generated')).waitFor();
    // Done once: the button is gone and the teams are locked.
    await page.getByText(tr('leagues:manage.teamsLocked'), { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: tr('leagues:manage.generate') }).count()).toBe(0);

    await page.getByRole('tab', { name: tr('leagues:tabs.fixtures') }).click();
    for (const week of [1, 2, 3]) {
      const list = page.getByRole('list', { name: tr('leagues:fixtures.week', { week }), exact: true });
      await eventually(() => list.getByRole('listitem').count()).toBe(1);
    }
    await switchLanguage(page, 'en');
    const weekOne = page.getByRole('list', { name: en('leagues:fixtures.week', { week: 1 }), exact: true });
    await eventually(() => weekOne.getByRole('listitem').count()).toBe(1);
    const names = [own, ...teams].map((t) => t.name);
    const all = await page.locator('main').innerText();
    for (const n of names) expect(all).toContain(n);
  } finally {
    await Promise.all([host.context.close(), ...owners.map((o) => o.context.close())]);
  }
});
