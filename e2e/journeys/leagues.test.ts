import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { eventually, heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

interface Side {
  participant: { teamId: string | null } | null;
}
interface FixtureWeek {
  week: number;
  matches: { id: string; a: Side | null; b: Side | null }[];
}

async function call<T>(
  context: BrowserContext,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
  status = method === 'POST' ? 201 : 200,
): Promise<T> {
  const res = await context.request.fetch(url, { method, data });
  if (res.status() !== status) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

it('in English, the organizer invites four teams, their owners accept (one from his notification, in Turkish), and the table after every result: points, then head-to-head, then difference', async () => {
  const organizer = await newVisitor(browser());
  const owners = await Promise.all([0, 1, 2, 3].map(() => newVisitor(browser())));
  try {
    await signedInPlayer(organizer.context);
    const [a, b, c, d] = await Promise.all(owners.map(async (o) => (await signedInTeamOwner(o.context)).firstTeam));
    const name = `Anatolian League ${Date.now().toString(36)}`;
    const { league } = await call<{ league: { id: string } }>(organizer.context, 'POST', '/api/leagues', {
      name,
      game: 'lol',
      season: '2026 Spring',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    // The organizer only invites: a team enters when its owner (or a manager) accepts.
    for (const team of [a, b, c, d]) {
      const entry = await call<{ status: string }>(organizer.context, 'POST', `/api/leagues/${league.id}/teams`, {
        teamId: team!.id,
      });
      expect(entry.status).toBe('invited');
    }
    await organizer.page.goto(`/leagues/${league.id}?tab=manage`);
    await switchLanguage(organizer.page, 'en');
    await heading(organizer.page, name).waitFor();
    const entries = organizer.page.getByRole('list', { name: en('leagues:manage.teamList') }).getByRole('listitem');
    await eventually(() => entries.filter({ hasText: en('leagues:teams.invited') }).count()).toBe(4);

    // A's owner opens the invitation from his notifications (in Turkish) and accepts it on the league's page.
    const ownerA = owners[0]!.page;
    await ownerA.goto('/dashboard');
    await ownerA
      .getByRole('region', { name: tr('dashboard:notifications.title'), exact: true })
      .getByRole('button', { name: new RegExp(tr('notifications:types.league_invitation.title')) })
      .click();
    await ownerA.waitForURL((url) => url.pathname === `/leagues/${league.id}`);
    await ownerA
      .getByRole('region', { name: tr('leagues:invitation.title') })
      .getByRole('button', { name: tr('leagues:invitation.acceptOf', { team: a!.name }) })
      .click();
    await ownerA.getByText(tr('leagues:invitation.accepted', { team: a!.name }), { exact: true }).waitFor();
    // The other owners accept through the API.
    for (const [i, team] of [b, c, d].entries())
      await call(owners[i + 1]!.context, 'POST', `/api/leagues/${league.id}/teams/${team!.id}/accept`, undefined, 200);
    await organizer.page.reload();
    await eventually(() => entries.filter({ hasText: en('leagues:teams.invited') }).count()).toBe(0);
    await eventually(() => entries.count()).toBe(4);

    const { weeks } = await call<{ weeks: FixtureWeek[] }>(
      organizer.context,
      'POST',
      `/api/leagues/${league.id}/fixtures`,
    );
    expect(weeks).toHaveLength(3);

    // A beats everyone, B and C draw, and both beat D: B and C end level on points and head-to-head, C ahead on difference.
    const score = new Map<string, [number, number]>([
      [`${a!.id}:${b!.id}`, [2, 1]],
      [`${a!.id}:${c!.id}`, [2, 1]],
      [`${a!.id}:${d!.id}`, [3, 0]],
      [`${b!.id}:${c!.id}`, [1, 1]],
      [`${b!.id}:${d!.id}`, [2, 1]],
      [`${c!.id}:${d!.id}`, [2, 0]],
    ]);
    for (const match of weeks.flatMap((w) => w.matches)) {
      const x = match.a?.participant?.teamId ?? '';
      const y = match.b?.participant?.teamId ?? '';
      const forward = score.get(`${x}:${y}`);
      const [scoreA, scoreB] = forward ?? [...(score.get(`${y}:${x}`) ?? [0, 0])].reverse();
      await call(organizer.context, 'POST', `/api/matches/${match.id}/official-result`, { scoreA, scoreB }, 200);
    }

    // The organizer reads the table in English.
    await organizer.page.goto(`/leagues/${league.id}`);
    await heading(organizer.page, name).waitFor();
    const table = organizer.page.getByRole('table', { name: en('leagues:standings.caption', { name }) });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    const read = async () =>
      rows.evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector('th a')?.textContent ?? '',
          ...Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? ''),
        ]),
      );
    // rank, played, won, drawn, lost, for, against, difference, points
    await eventually(read).toEqual([
      [a!.name, '1', '3', '3', '0', '0', '7', '2', '+5', '9'],
      [c!.name, '2', '3', '1', '1', '1', '4', '3', '+1', '4'],
      [b!.name, '3', '3', '1', '1', '1', '4', '4', '0', '4'],
      [d!.name, '4', '3', '0', '0', '3', '1', '7', '-6', '0'],
    ]);
    await table.getByRole('link', { name: a!.name }).waitFor();

    // Results, newest week first, with their scores; the league is over.
    await organizer.page.getByRole('tab', { name: en('leagues:tabs.results') }).click();
    const weekLists = organizer.page.getByRole('tabpanel').getByRole('list');
    await eventually(() => weekLists.evaluateAll((ls) => ls.map((l) => l.getAttribute('aria-label')))).toEqual([
      en('leagues:fixtures.week', { week: 3 }),
      en('leagues:fixtures.week', { week: 2 }),
      en('leagues:fixtures.week', { week: 1 }),
    ]);
    await organizer.page.getByText(en('leagues:statuses.completed'), { exact: true }).first().waitFor();
  } finally {
    await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
  }
});
