import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { levelOf, xpForLevel, type MyChallenges } from '../../contract/src/index';
import { currentUser, signedInPlayer } from '../support/api';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { ANY, textPattern, tr } from '../support/i18n';
import { bell, notificationsOfType } from '../support/matches';
import { eventually, heading, openLive, visibleText, waitForPath } from '../support/ui';

/** Issue 3's promise: a notification reaches the person's open page within 2 s (a busy machine: 5 s). */
const LIVE_MS = 5_000;
/** Two people with a browser each, a dialog, the wall and three visits to /challenges on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The value a description list gives a term ("Seviye" → "2"), whatever case the term is drawn in. */
function described(scope: Locator, term: string): Locator {
  return scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${escape(term)}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

it(
  'in Turkish, the admin creates a challenge that counts shared posts; a player joins it on /challenges, shares two posts on the wall, is told live that it is complete and sees his XP, level, badge and place on the leaderboard',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const admin = await newVisitor(browser());
    const player = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const title = `Duvarın Sesi ${run}`;
      const badge = `Hikâyeci ${run}`;
      const xp = 150;
      const level = levelOf(xp);
      expect(level).toBe(2);

      // The admin signs in at /eadmincv and opens the Challenges section.
      await admin.page.goto('/eadmincv');
      await signInToAdminArea(admin.page, tr);
      await openAdminSection(admin.page, tr, 'challenges');

      // The dialog: an individual, easy challenge counting shared posts, target 2, 150 XP and a badge.
      await admin.page.getByRole('button', { name: tr('admin:challenges.create') }).click();
      const dialog = admin.page.getByRole('dialog', { name: tr('admin:challenges.createTitle') });
      await dialog.getByLabel(tr('admin:challenges.form.title'), { exact: true }).fill(title);
      await dialog
        .getByLabel(tr('admin:challenges.form.type'), { exact: true })
        .selectOption({ label: tr('challenges:types.individual') });
      await dialog
        .getByLabel(tr('admin:challenges.form.difficulty'), { exact: true })
        .selectOption({ label: tr('challenges:difficulty.easy') });
      await dialog
        .getByLabel(tr('admin:challenges.form.metric'), { exact: true })
        .selectOption({ label: tr('challenges:metrics.posts_shared.name') });
      await dialog.getByText(tr('challenges:metrics.posts_shared.about'), { exact: true }).waitFor();
      await dialog
        .getByLabel(tr('admin:challenges.form.description'), { exact: true })
        .fill('Duvarda iki gönderi paylaş.');
      await dialog.getByLabel(tr('admin:challenges.form.xpReward'), { exact: true }).fill(String(xp));
      await dialog.getByLabel(tr('admin:challenges.form.targetValue'), { exact: true }).fill('2');
      await dialog.getByLabel(tr('admin:challenges.form.badgeReward'), { exact: true }).fill(badge);
      await dialog.getByRole('button', { name: tr('admin:challenges.createSubmit') }).click();
      await toast(admin.page, tr('admin:challenges.created')).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The table lists it: what it counts in words, its reward, active, no window, nobody in it yet.
      const table = admin.page.getByRole('table', { name: tr('admin:challenges.caption') });
      const row = table.getByRole('row').filter({ has: admin.page.getByRole('rowheader', { name: title }) });
      await row.waitFor();
      expect(await row.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([
          tr('challenges:metrics.posts_shared.target_other', { count: 2 }),
          String(xp),
          badge,
          tr('challenges:status.active'),
          tr('challenges:card.noLimit'),
          tr('admin:challenges.participants', { joined: 0, completed: 0 }),
        ]),
      );

      // A new player opens /challenges: the card is under "Bireysel", not under "Koç".
      const account = await signedInPlayer(player.context);
      const { page } = player;
      await page.goto('/challenges');
      await heading(page, tr('challenges:title')).waitFor();
      const tabs = page.getByRole('tablist', { name: tr('challenges:tabs.label') });
      const activeList = page.getByRole('list', { name: tr('challenges:active.list') });
      const card = activeList.getByRole('article', { name: title, exact: true });
      await card.waitFor();
      await tabs.getByRole('tab', { name: tr('challenges:tabs.coach') }).click();
      await tabs.getByRole('tab', { name: tr('challenges:tabs.coach'), selected: true }).waitFor();
      await page.getByText(tr('challenges:active.loading'), { exact: true }).waitFor({ state: 'detached' });
      expect(await card.count()).toBe(0);
      await tabs.getByRole('tab', { name: tr('challenges:tabs.individual') }).click();
      await eventually(async () => new URL(page.url()).searchParams.get('type')).toBe('individual');
      await card.waitFor();

      // What the card says, then joining it.
      const cardText = await visibleText(card);
      for (const part of [
        tr('challenges:metrics.posts_shared.target_other', { count: 2 }),
        tr('challenges:card.xp', { xp }),
        tr('challenges:card.badge', { badge }),
        tr('challenges:card.participants_other', { count: 0 }),
      ]) {
        expect(cardText).toContain(part);
      }
      await card.getByRole('button', { name: tr('challenges:join.joinNamed', { title }) }).click();
      await toast(page, tr('challenges:join.joined', { title })).waitFor();
      const progress = card.getByRole('progressbar', { name: tr('challenges:progress.label', { title }) });
      await progress.waitFor();
      expect(await progress.getAttribute('aria-valuetext')).toBe(
        tr('challenges:progress.value', { progress: 0, target: 2 }),
      );
      await card.getByText(tr('challenges:card.participants_one', { count: 1 }), { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: tr('challenges:join.joinNamed', { title }) }).count()).toBe(0);

      // The first post through the wall's composer (the socket connects on its own).
      await openLive(page, '/social-wall');
      const composer = page.getByRole('region', { name: tr('posts:composer.title') });
      await composer.getByLabel(tr('posts:composer.bodyLabel.text')).fill(`İlk gönderim, meydan okuma başladı #${run}`);
      await composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true }).click();
      await toast(page, tr('posts:create.done')).waitFor();
      await page.getByRole('article').filter({ hasText: 'İlk gönderim, meydan okuma başladı' }).waitFor();
      // The server counts it once the post is in (an event after the answer).
      await eventually(async () => {
        const mine = (await (await player.context.request.get('/api/challenges/mine')).json()) as MyChallenges;
        return mine.items.find((item) => item.challenge.title === title)?.progress;
      }).toBe(1);

      // Back to /challenges from the avatar menu: one of two.
      await page.getByRole('button', { name: tr('nav:accountMenu') }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: tr('nav:challenges') })
        .click();
      await waitForPath(page, '/challenges');
      await tabs.getByRole('tab', { name: tr('challenges:tabs.all'), selected: true }).waitFor();
      await card.waitFor();
      await eventually(() => progress.getAttribute('aria-valuetext')).toBe(
        tr('challenges:progress.value', { progress: 1, target: 2 }),
      );
      await card.getByText(tr('challenges:progress.inProgress'), { exact: true }).waitFor();

      // The second post (through the API) completes it: the toast comes live and the open page follows.
      const second = await player.context.request.post('/api/posts', {
        data: { type: 'text', body: `İkinci gönderi, hedef tamam #${run}` },
      });
      expect(second.status()).toBe(201);
      // Said to the player himself: "you completed…".
      const completed = tr('notifications:types.challenge_completed.messageYou', {
        title,
        xp,
        badge,
      });
      await toast(page, completed).waitFor({ timeout: LIVE_MS });
      await eventually(() => progress.getAttribute('aria-valuetext')).toBe(
        tr('challenges:progress.value', { progress: 2, target: 2 }),
      );
      await card.getByText(textPattern(tr, 'challenges:progress.completedOn', { date: ANY })).waitFor();
      await card.getByText(tr('challenges:card.completed_one', { count: 1 })).waitFor();

      // The bell keeps the notification.
      await bell(page, tr).click();
      expect(await visibleText(notificationsOfType(page, tr, 'challenge_completed').first())).toContain(completed);

      // After a reload, "my progress": the level, the XP, the way to the next level, the badge and the challenge.
      await page.reload();
      const mine = page.getByRole('region', { name: tr('challenges:mine.title') });
      await eventually(() => visibleText(described(mine, tr('challenges:mine.level')))).toBe(String(level));
      expect(await visibleText(described(mine, tr('challenges:mine.totalXp')))).toBe(tr('achievements:xp', { xp }));
      await mine
        .getByText(tr('achievements:toLevel.left', { xp: xpForLevel(level + 1) - xp, level: level + 1 }), {
          exact: true,
        })
        .waitFor();
      const badges = mine.getByRole('list', { name: tr('challenges:mine.badges') });
      const earned = badges.getByRole('listitem').filter({ hasText: badge });
      await earned.getByText(textPattern(tr, 'challenges:mine.badgeEarned', { date: ANY })).waitFor();
      const myChallenge = mine
        .getByRole('list', { name: tr('challenges:mine.challenges') })
        .getByRole('listitem')
        .filter({ hasText: title });
      await myChallenge.getByText(textPattern(tr, 'challenges:progress.completedOn', { date: ANY })).waitFor();

      // The leaderboard has him, his row marked as his own.
      const board = page.getByRole('region', { name: tr('challenges:leaderboard.title') });
      const myRow = board
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: account.nickname, exact: true }) });
      await myRow.waitFor();
      expect(await myRow.getAttribute('aria-current')).toBe('true');
      const rowText = await visibleText(myRow);
      expect(rowText).toContain(tr('challenges:leaderboard.you'));
      expect(rowText).toContain(tr('achievements:level', { level }));
      expect(rowText).toContain(tr('achievements:xp', { xp }));

      // His profile's header shows the level too.
      const me = (await currentUser(player.context)).user!;
      await page.goto(`/profile/${me.id}`);
      await page.getByText(tr('achievements:levelAndXp', { level, xp }), { exact: true }).first().waitFor();

      // The admin's table counts one who joined and completed.
      await admin.page.reload();
      await row
        .getByRole('cell', { name: tr('admin:challenges.participants', { joined: 1, completed: 1 }), exact: true })
        .waitFor();
    } finally {
      await Promise.all([admin.context.close(), player.context.close()]);
    }
  },
);
