import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { allTexts, eventually, heading, waitForPath } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** "2026-07-01T18:00": a datetime-local value `days` from now, at the top of the hour (local time). */
function localInput(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
}

async function register(context: BrowserContext, tournamentId: string, teamId: string): Promise<void> {
  const res = await context.request.post(`/api/tournaments/${tournamentId}/registrations`, { data: { teamId } });
  if (res.status() !== 201) throw new Error(`register: ${res.status()} ${await res.text()}`);
}

it('in Turkish, a team owner hosts a tournament, three owners register their teams, the organizer generates the bracket and another owner sees it', async () => {
  const host = await newVisitor(browser());
  const owners = await Promise.all([0, 1, 2].map(() => newVisitor(browser())));
  try {
    await signedInTeamOwner(host.context);
    const teams = await Promise.all(owners.map(async (o) => (await signedInTeamOwner(o.context)).firstTeam));
    const name = `Yaz Kupası ${Date.now().toString(36)}`;

    // The host creates the tournament with the form: League of Legends, single elimination, 8 places.
    await host.page.goto('/tournaments');
    await heading(host.page, tr('pages:titles.tournaments')).waitFor();
    await host.page.getByRole('link', { name: tr('tournaments:create') }).click();
    await heading(host.page, tr('tournaments:createPage.title')).waitFor();
    await host.page.getByLabel(tr('tournaments:form.name')).fill(name);
    await host.page.getByLabel(tr('tournaments:form.game')).selectOption('lol');
    await host.page.getByLabel(tr('tournaments:form.maxParticipants')).fill('8');
    // The deadline after the start is refused before anything is sent.
    await host.page.getByLabel(tr('tournaments:form.registrationDeadline')).fill(localInput(3));
    await host.page.getByLabel(tr('tournaments:form.startsAt')).fill(localInput(2));
    await host.page.getByRole('button', { name: tr('tournaments:createPage.submit') }).click();
    await host.page.getByText(tr('tournaments:validation.deadline_after_start'), { exact: true }).waitFor();
    await host.page.getByLabel(tr('tournaments:form.registrationDeadline')).fill(localInput(1));
    await host.page.getByLabel(tr('tournaments:form.prizePool')).fill('5.000 TL');
    await host.page.getByRole('button', { name: tr('tournaments:createPage.submit') }).click();
    await toast(host.page, tr('tournaments:createPage.created')).waitFor();
    await heading(host.page, name).waitFor();
    const tournamentId = new URL(host.page.url()).pathname.split('/').pop() ?? '';
    expect(tournamentId).not.toBe('');

    // Two owners register through the API; the third picks his team in the tournament page's dialog.
    await register(owners[0]!.context, tournamentId, teams[0]!.id);
    await register(owners[1]!.context, tournamentId, teams[1]!.id);
    const third = owners[2]!.page;
    await third.goto(`/tournaments/${tournamentId}`);
    await heading(third, name).waitFor();
    await third.getByRole('button', { name: tr('tournaments:register.team') }).click();
    const dialog = third.getByRole('dialog', { name: tr('tournaments:register.pickTitle') });
    await dialog.getByRole('button', { name: tr('tournaments:register.confirm') }).click();
    await toast(third, tr('tournaments:register.doneTeam', { name: teams[2]!.name })).waitFor();
    await third
      .getByRole('list', { name: tr('tournaments:register.mine') })
      .getByText(teams[2]!.name)
      .waitFor();

    // The organizer sees the three registrations on the manage tab and generates the bracket.
    await host.page.goto(`/tournaments/${tournamentId}?tab=manage`);
    const seeds = host.page.getByRole('list', { name: tr('tournaments:seeding.list') });
    await eventually(async () => (await seeds.getByRole('listitem').count()) === 3).toBe(true);
    await host.page.getByRole('button', { name: tr('tournaments:manage.generate') }).click();
    const confirm = host.page.getByRole('dialog', { name: tr('tournaments:manage.generateTitle') });
    await confirm.getByRole('button', { name: tr('tournaments:manage.generate') }).click();
    await toast(host.page, tr('tournaments:manage.generatedToast')).waitFor();
    const hostTree = host.page.getByRole('region', { name: tr('tournaments:bracket.groups.single') });
    await hostTree.waitFor();

    // Another owner opens the tournament and sees the tree: three teams, one of them with a bye into the final.
    const other = owners[0]!.page;
    await other.goto(`/tournaments/${tournamentId}`);
    await heading(other, name).waitFor();
    const tree = other.getByRole('region', { name: tr('tournaments:bracket.groups.single') });
    await tree.waitFor();
    const rounds = await tree.getByRole('list').evaluateAll((lists) => lists.map((l) => l.getAttribute('aria-label')));
    expect(rounds).toEqual([tr('tournaments:bracket.semiFinal'), tr('tournaments:bracket.final')]);
    const semis = tree.getByRole('list', { name: tr('tournaments:bracket.semiFinal'), exact: true });
    await expect.poll(() => semis.getByRole('listitem').count()).toBe(2);
    const cards = await allTexts(semis.locator('[data-match]'));
    expect(cards.join(' ')).toContain(tr('tournaments:match.bye'));
    for (const team of teams) expect(cards.join(' ')).toContain(team.name);
    await expect
      .poll(() =>
        tree
          .getByRole('list', { name: tr('tournaments:bracket.final'), exact: true })
          .getByRole('listitem')
          .count(),
      )
      .toBe(1);
  } finally {
    await Promise.all([host.context.close(), ...owners.map((o) => o.context.close())]);
  }
});

/** The 256-player double elimination the server seeds for browser tests (SEED_BIG_BRACKET), with its bracket drawn. */
const BIG_BRACKET_NAME = 'Dev Kupa 256';

it('draws a 256-participant double elimination (510 matches) from the server in under a second in Chromium', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await signedInPlayer(context);
    const list = await context.request.get(`/api/tournaments?q=${encodeURIComponent(BIG_BRACKET_NAME)}`);
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: { id: string; name: string }[] };
    const id = items.find((t) => t.name === BIG_BRACKET_NAME)?.id;
    expect(id).toBeDefined();

    await page.goto(`/tournaments/${id}?tab=overview`);
    await heading(page, BIG_BRACKET_NAME).waitFor();
    await waitForPath(page, `/tournaments/${id}`);
    // Timed inside the page: from choosing the bracket tab (the bracket read from the server included) to the
    // frame after the 510th match is in the DOM.
    const ms = await page.evaluate(async (tabName) => {
      const tab = Array.from(document.querySelectorAll<HTMLElement>('[role="tab"]')).find(
        (el) => el.textContent === tabName,
      );
      const start = performance.now();
      tab?.focus();
      await new Promise<void>((resolve) => {
        const check = () =>
          document.querySelectorAll('[data-match]').length >= 510 ? resolve() : requestAnimationFrame(check);
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - start;
    }, tr('tournaments:tabs.bracket'));
    console.info(`256-participant double elimination drawn in ${ms.toFixed(0)} ms (Chromium)`);
    expect(ms).toBeLessThan(1000);
    const winners = page.getByRole('region', { name: tr('tournaments:bracket.groups.winners') });
    const firstRound = winners.getByRole('list').first().locator('[data-match]');
    await expect.poll(() => firstRound.count()).toBe(128);
    // The server's seeding: seed 1 meets seed 256 first.
    expect(await allTexts(firstRound.first())).toEqual([expect.stringMatching(/^1 devkupa_p1 256 devkupa_p256$/)]);
    await page.getByRole('region', { name: tr('tournaments:bracket.groups.losers') }).waitFor();
    await page.getByRole('region', { name: tr('tournaments:bracket.groups.grand_final') }).waitFor();
  } finally {
    await context.close();
  }
});
