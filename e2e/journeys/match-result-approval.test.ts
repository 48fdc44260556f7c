import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { ANY, textPattern, tr } from '../support/i18n';
import {
  SCREENSHOT,
  bell,
  hostTournament,
  matchOf,
  notificationsOfType,
  openMatchFromBracket,
  openNotification,
  roundCards,
  section,
  sidesOf,
  teamOwner,
} from '../support/matches';
import { greeting, heading, openLive, visibleText } from '../support/ui';

/** Issue 3's promise: a notification reaches the other person's open page within 2 s (a busy machine: 5 s). */
const LIVE_MS = 5_000;

const browser = browserForFile();

const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

/** Five people with a browser each, and every page on a busy machine: more than the default minute. */
const JOURNEY_TIMEOUT_MS = 120_000;

it(
  'in Turkish, side A sends the score with a screenshot from the bracket, side B gets it live, approves it in the dialog from the bell, and both see the winner in the final',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1, 2, 3].map(() => teamOwner(browser())));
    try {
      const name = `Bahar Kupası ${Date.now().toString(36)}`;
      const { id: tournamentId, firstRound } = await hostTournament(organizer.context, name, owners);
      expect(firstRound).toHaveLength(2);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);

      // B is signed in with the dashboard open (the socket connects by itself).
      await openLive(b.page, '/dashboard');
      await greeting(b.page, b.account.nickname).waitFor();

      // A opens the match from the tournament's bracket and its dialog, on to the match page.
      await openMatchFromBracket(a.page, tr, tournamentId, match);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      const form = section(a.page, tr('matches:submit.title'));
      // 2–1 with the steppers; a draw is refused first (an elimination match needs a winner).
      await form.getByRole('button', { name: tr('matches:submit.send') }).click();
      await form.getByText(tr('matches:score.noDraw'), { exact: true }).waitFor();
      const increaseA = form.getByRole('button', { name: tr('matches:score.increase', { name: a.team.name }) });
      const increaseB = form.getByRole('button', { name: tr('matches:score.increase', { name: b.team.name }) });
      await increaseA.click();
      await increaseA.click();
      await increaseB.click();
      expect(await form.getByLabel(tr('matches:score.of', { name: a.team.name }), { exact: true }).inputValue()).toBe(
        '2',
      );
      expect(await form.getByLabel(tr('matches:score.of', { name: b.team.name }), { exact: true }).inputValue()).toBe(
        '1',
      );
      await form.getByLabel(tr('matches:screenshot.choose')).setInputFiles(SCREENSHOT);
      await form.getByRole('img', { name: tr('matches:screenshot.preview') }).waitFor();
      await form.getByRole('button', { name: tr('matches:submit.send') }).click();
      await text(a.page, tr('matches:submit.sent')).waitFor();
      const pending = section(a.page, tr('matches:pending.title'));
      await pending.getByText(tr('matches:pending.waitingForOther'), { exact: true }).waitFor();

      // B's dashboard shows the toast without a reload; the bell opens the approval dialog.
      await text(
        b.page,
        tr('notifications:types.match_result.message', { home: a.team.name, away: b.team.name, scoreA: 2, scoreB: 1 }),
      ).waitFor({ timeout: LIVE_MS });
      await openNotification(b.page, tr, 'match_result');
      const dialog = b.page.getByRole('dialog', { name: tr('matches:dialog.title') });
      await dialog.getByText(a.team.name, { exact: true }).waitFor();
      await dialog.getByText(b.team.name, { exact: true }).waitFor();
      await dialog.getByText('2 – 1', { exact: true }).waitFor();
      await dialog
        .getByText(textPattern(tr, 'matches:pending.submitted', { name: a.account.nickname, date: ANY }))
        .waitFor();
      // The screenshot A attached, loaded (not "Ekran görüntüsü yüklenemedi / bulunamadı").
      const shot = dialog.getByRole('button', { name: tr('matches:screenshot.open') }).locator('img');
      await shot.waitFor();
      await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(16);
      expect(await dialog.getByText(tr('matches:screenshot.failed')).count()).toBe(0);
      // The deadline, its live countdown and the rule that it is approved automatically then.
      await dialog.getByText(textPattern(tr, 'matches:pending.deadline', { date: ANY })).waitFor();
      await dialog.getByRole('timer').waitFor();
      await dialog.getByText(tr('matches:pending.autoApprove'), { exact: true }).waitFor();

      await dialog.getByRole('button', { name: tr('matches:pending.approve'), exact: true }).click();
      await text(b.page, tr('matches:pending.processed')).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // A's open match page turns final by itself.
      await pending.waitFor({ state: 'detached', timeout: LIVE_MS });
      await a.page.getByText(tr('matches:header.winner'), { exact: true }).waitFor();
      expect(await visibleText(a.page.getByRole('main').getByText('2 – 1', { exact: true }))).toBe('2 – 1');
      expect((await matchOf(a.context, match.id)).match).toMatchObject({ status: 'completed', winner: 'a' });

      // Both see the bracket move on: A's team in the final, on the tournament page.
      await a.page.getByRole('link', { name: tr('matches:header.tournamentLink', { name }) }).click();
      await b.page.goto(`/tournaments/${tournamentId}`);
      for (const page of [a.page, b.page]) {
        await heading(page, name).waitFor();
        const final = roundCards(page, tr, tr('tournaments:bracket.final'));
        await expect.poll(async () => (await visibleText(final)).includes(a.team.name)).toBe(true);
        const semi = roundCards(page, tr, tr('tournaments:bracket.semiFinal')).filter({ hasText: a.team.name });
        expect(await visibleText(semi)).toMatch(new RegExp(`${a.team.name}\\s*2.*${b.team.name}\\s*1`));
      }

      // A's bell says that B approved his result.
      await bell(a.page, tr).click();
      expect(await visibleText(notificationsOfType(a.page, tr, 'match_result_approval').first())).toContain(
        tr('notifications:types.match_result_approval.message', {
          home: a.team.name,
          away: b.team.name,
          scoreA: 2,
          scoreB: 1,
          outcome: 'approved',
        }),
      );
    } finally {
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
