import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Bracket, Match } from '@esn/contract';
import { signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { bell, notificationsOfType, section } from '../support/matches';
import { eventually, heading, switchLanguage } from '../support/ui';

const browser = browserForFile();
const day = 86_400_000;
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function ok<T>(res: { status(): number; text(): Promise<string>; json(): Promise<unknown> }, status: number) {
  if (res.status() !== status) throw new Error(`${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

async function hostWithCheckIn(organizer: BrowserContext, name: string): Promise<string> {
  const created = await ok<{ id: string }>(
    await organizer.request.post('/api/tournaments', {
      data: {
        name,
        game: 'lol',
        format: 'single_elimination',
        maxParticipants: 8,
        registrationDeadline: new Date(Date.now() + day).toISOString(),
        // Open now: the organizer checks the entrants in during the window.
        checkInOpensAt: new Date(Date.now() - 60_000).toISOString(),
        checkInClosesAt: new Date(Date.now() + day + 7_200_000).toISOString(),
        startsAt: new Date(Date.now() + 2 * day).toISOString(),
      },
    }),
    201,
  );
  return created.id;
}

it('in Turkish, the organizer edits the tournament, checks everyone in, seeds, draws the bracket and disqualifies an entrant: its opponent goes on by walkover and hears it in English', async () => {
  const host = await newVisitor(browser());
  const owners = await Promise.all([0, 1, 2, 3].map(() => newVisitor(browser())));
  try {
    await signedInTeamOwner(host.context);
    const teams = await Promise.all(owners.map(async (o) => (await signedInTeamOwner(o.context)).firstTeam));
    const name = `Organizatör Kupası ${Date.now().toString(36)}`;
    const id = await hostWithCheckIn(host.context, name);
    for (const [i, o] of owners.entries())
      await ok(
        await o.context.request.post(`/api/tournaments/${id}/registrations`, { data: { teamId: teams[i]!.id } }),
        201,
      );

    // Editing: a new name, and results allowed before the match time.
    const page = host.page;
    await page.goto(`/tournaments/${id}`);
    await heading(page, name).waitFor();
    await page.getByRole('link', { name: tr('tournaments:header.edit') }).click();
    await heading(page, tr('tournaments:editPage.title')).waitFor();
    const renamed = `${name} Finalleri`;
    await page.getByLabel(tr('tournaments:form.name')).fill(renamed);
    await page.getByRole('switch', { name: tr('tournaments:form.allowEarlyResults') }).click();
    await page.getByRole('button', { name: tr('tournaments:editPage.submit') }).click();
    await toast(page, tr('tournaments:editPage.saved')).waitFor();
    await heading(page, renamed).waitFor();

    // Check-in: the organizer checks in every registration on the manage tab.
    await page.goto(`/tournaments/${id}?tab=manage`);
    const seeds = page.getByRole('list', { name: tr('tournaments:seeding.list') });
    await eventually(async () => (await seeds.getByRole('listitem').count()) === 4).toBe(true);
    for (const team of teams) {
      const button = page.getByRole('button', { name: tr('tournaments:manage.checkInOf', { name: team!.name }) });
      await button.click();
      await eventually(() => button.getAttribute('aria-pressed')).toBe('true');
    }
    await page.getByText(tr('tournaments:overview.checkedIn', { count: 4, total: 4 })).waitFor();

    // Seeding: the last registered team moves up to seed 3, and the order is saved.
    const last = teams[3]!.name;
    await page.getByRole('button', { name: tr('tournaments:seeding.up', { name: last }) }).click();
    await page.getByRole('button', { name: tr('tournaments:seeding.save') }).click();
    await toast(page, tr('tournaments:seeding.saved')).waitFor();

    await page.getByRole('button', { name: tr('tournaments:manage.generate') }).click();
    const confirm = page.getByRole('dialog', { name: tr('tournaments:manage.generateTitle') });
    await confirm.getByRole('button', { name: tr('tournaments:manage.generate') }).click();
    await toast(page, tr('tournaments:manage.generatedToast')).waitFor();

    // The server's bracket: who meets whom after the seeding.
    const bracket = await ok<Bracket>(await host.context.request.get(`/api/tournaments/${id}/bracket`), 200);
    const round1 = bracket.stages[0]!.groups[0]!.rounds[0]!.matches;
    const first = round1.find((m: Match) => m.a?.participant && m.b?.participant)!;
    const out = first.a!.participant!.name;
    const goesOn = first.b!.participant!.name;
    const opponentOwner = owners[teams.findIndex((t) => t!.name === goesOn)]!;

    // Disqualifying asks first; then the entrant is marked and the opponent's match is decided.
    // Generating opens the bracket tab; the entrants are on the manage tab.
    await page.goto(`/tournaments/${id}?tab=manage`);
    const panel = page.getByRole('list', { name: tr('tournaments:disqualify.panel') });
    await panel.getByRole('button', { name: tr('tournaments:disqualify.action', { name: out }) }).click();
    const sure = page.getByRole('dialog', { name: tr('tournaments:disqualify.title', { name: out }) });
    await sure.getByRole('button', { name: tr('tournaments:disqualify.confirm') }).click();
    await toast(page, tr('tournaments:disqualify.done', { name: out })).waitFor();
    await panel.getByText(tr('tournaments:withdrawal.disqualified'), { exact: true }).waitFor();

    // The opponent's owner, in English: the match page shows the walkover, and the bell says who was disqualified.
    const other = opponentOwner.page;
    await other.goto(`/matches/${first.id}`);
    await switchLanguage(other, 'en');
    const history = section(other, en('matches:history.title'));
    const walkover = history.getByText(en('matches:history.kinds.walkover', { actor: en('matches:history.system') }));
    // The walkover is written by the server's outbox right after the disqualification: read the page again until
    // the history has loaded with it.
    await eventually(async () => {
      await other.reload();
      await history.getByText(en('matches:history.title')).waitFor();
      await history
        .getByRole('listitem')
        .or(history.getByText(en('matches:history.empty')))
        .first()
        .waitFor();
      return walkover.count();
    }).toBe(1);
    await bell(other, en).click();
    await notificationsOfType(other, en, 'tournament_update')
      .getByText(
        en('notifications:types.tournament_update.changes.disqualified', { entrant: out, tournament: renamed }),
      )
      .first()
      .waitFor();

    // The bracket moved on: the opponent is in the next round.
    const next = await ok<Bracket>(await host.context.request.get(`/api/tournaments/${id}/bracket`), 200);
    const round2 = next.stages[0]!.groups[0]!.rounds[1]!.matches;
    expect(round2.flatMap((m: Match) => [m.a?.participant?.name, m.b?.participant?.name])).toContain(goesOn);
  } finally {
    await Promise.all([host, ...owners].map((v) => v.context.close()));
  }
});
