import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { browserForFile } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { hostTournament, sidesOf, teamOwner } from '../support/matches';
import { composerBox, threadLog, waitForConfirmed } from '../support/messages';
import { heading, switchLanguage } from '../support/ui';

/** Three people with a browser each and live events between them, on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;
/** A socket event travels server → browser: the live path, not a refetch. */
const LIVE_TIMEOUT_MS = 20_000;

const browser = browserForFile();

const lobbyOf = (page: Page, t: Translate): Locator =>
  page.getByRole('region', { name: t('messages:lobby.title'), exact: true });

it(
  'the match lobby: players of opposite sides (TR and EN) talk live on the match page, and both see the system line when a result is submitted',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const organizer = await teamOwner(browser());
    const owners = await Promise.all([0, 1].map(() => teamOwner(browser())));
    try {
      const { firstRound } = await hostTournament(organizer.context, `Lobi Kupası ${Date.now().toString(36)}`, owners);
      const match = firstRound[0]!;
      const { a, b } = sidesOf(match, owners);
      const title = `${a.team.name} vs ${b.team.name}`;

      // A (Turkish) and B (English) open the match page; each finds its lobby there.
      await a.page.goto(`/matches/${match.id}`);
      await heading(a.page, `${a.team.name} – ${b.team.name}`).waitFor();
      const aLog = threadLog(lobbyOf(a.page, tr), title);
      await aLog.waitFor();

      await b.page.goto(`/matches/${match.id}`);
      await switchLanguage(b.page, 'en');
      // Loaded again in English; A may write while B's socket still connects: B reads the thread again once it
      // listens (a message in between was lost before, and this journey failed in CI twice).
      await b.page.reload();
      const bLobby = lobbyOf(b.page, en);
      const bLog = threadLog(bLobby, title, en);
      await bLog.waitFor();

      // A writes; B sees it arrive without reloading, and answers.
      const hello = 'Akşam 21:00 uygun mu?';
      const aBox = composerBox(lobbyOf(a.page, tr));
      await aBox.fill(hello);
      await aBox.press('Enter');
      await waitForConfirmed(aLog, hello);
      await bLog.getByRole('listitem').filter({ hasText: hello }).waitFor({ timeout: LIVE_TIMEOUT_MS });

      const reply = 'Nine works for us.';
      const bBox = composerBox(bLobby, en);
      await bBox.fill(reply);
      await bBox.press('Enter');
      await waitForConfirmed(bLog, reply, en);
      await aLog.getByRole('listitem').filter({ hasText: reply }).waitFor({ timeout: LIVE_TIMEOUT_MS });

      // A's side submits the score: both lobbies show the system line, each in its reader's language.
      const submitted = await a.context.request.post(`/api/matches/${match.id}/result`, {
        data: { scoreA: 1, scoreB: 0 },
      });
      expect(submitted.status(), await submitted.text()).toBe(201);
      const trLine = `${a.account.nickname} sonucu bildirdi: ${a.team.name} 1–0 ${b.team.name}.`;
      const enLine = `${a.account.nickname} submitted the result: ${a.team.name} 1–0 ${b.team.name}.`;
      await aLog
        .getByRole('listitem')
        .filter({ hasText: `${tr('messages:lobby.systemLine')}: ${trLine}` })
        .waitFor({ timeout: LIVE_TIMEOUT_MS });
      await bLog
        .getByRole('listitem')
        .filter({ hasText: `${en('messages:lobby.systemLine')}: ${enLine}` })
        .waitFor({ timeout: LIVE_TIMEOUT_MS });

      // Someone outside the match has no lobby, and the server keeps him out.
      const outsider = await teamOwner(browser());
      try {
        const peek = await outsider.context.request.get(`/api/matches/${match.id}/lobby`);
        expect(peek.status()).toBe(403);
        await outsider.page.goto(`/matches/${match.id}`);
        await heading(outsider.page, `${a.team.name} – ${b.team.name}`).waitFor();
        expect(await lobbyOf(outsider.page, tr).count()).toBe(0);
      } finally {
        await outsider.context.close();
      }
    } finally {
      await Promise.all([organizer.context.close(), ...owners.map((o) => o.context.close())]);
    }
  },
);
