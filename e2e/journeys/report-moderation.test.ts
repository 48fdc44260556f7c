import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { bell, notificationsOfType } from '../support/matches';
import { visibleText } from '../support/ui';

/** Three people with a browser each (author, reporter, admin), a dialog, the queue and two walls on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function postOnWall(page: Page, body: string): Promise<string> {
  const res = await page.context().request.post('/api/posts', { data: { type: 'text', body } });
  if (res.status() !== 201) throw new Error(`post: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

it(
  'in Turkish, a player reports a post from its ⋯ menu; the admin finds it in the moderation queue with the post in context and hides it; the post leaves the followers’ wall and the author’s profile, and the reporter is told by notification',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const author = await newVisitor(browser());
    const reporter = await newVisitor(browser());
    const admin = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const offending = `Bu turnuvadaki herkes ezik, hepinizi bulacağım #${run}`;
      const harmless = `Akşam antrenmanı saat 21:00'de #${run}`;
      const details = `Rakip takıma yönelik tehdit içeriyor (${run}).`;

      // The author posts twice (through the API); the reporter follows him.
      const authorAccount = await signedInPlayer(author.context);
      const authorId = (await currentUser(author.context)).user!.id;
      await postOnWall(author.page, harmless);
      const postId = await postOnWall(author.page, offending);
      const reporterAccount = await signedInPlayer(reporter.context);
      const follow = await reporter.context.request.post(`/api/users/${authorId}/follow`);
      expect(follow.status()).toBe(200);

      // On his wall, the reporter opens the post's ⋯ menu and reports it with a reason and details.
      const { page } = reporter;
      await page.goto('/social-wall');
      const post = page.getByRole('article').filter({ hasText: offending });
      await post.waitFor();
      await post.getByRole('button', { name: tr('posts:menu.label', { name: authorAccount.nickname }) }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: tr('posts:menu.report') })
        .click();
      const dialog = page.getByRole('dialog', { name: tr('safety:report.title.post') });
      await dialog.getByText(tr('safety:report.description'), { exact: true }).waitFor();
      // No reason yet: the dialog asks for one and sends nothing.
      await dialog.getByRole('button', { name: tr('safety:report.submit'), exact: true }).click();
      await dialog.getByText(tr('safety:report.reasonRequired'), { exact: true }).waitFor();
      await dialog.getByRole('radio', { name: tr('safety:reasons.harassment.label'), exact: true }).check();
      await dialog.getByLabel(tr('safety:report.details')).fill(details);
      await dialog
        .getByText(tr('safety:report.counter', { length: details.length, max: 1000 }), { exact: true })
        .waitFor();
      await dialog.getByRole('button', { name: tr('safety:report.submit'), exact: true }).click();
      await toast(page, tr('safety:report.done')).waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The admin signs in at /eadmincv and opens Moderation: the open report shows the post in context.
      await admin.page.goto('/eadmincv');
      await signInToAdminArea(admin.page, tr);
      await openAdminSection(admin.page, tr, 'moderation');
      const statuses = admin.page.getByRole('tablist', { name: tr('admin:moderation.statuses') });
      await statuses.getByRole('tab', { name: tr('admin:moderation.status.open'), selected: true }).waitFor();
      const queue = (status: 'open' | 'resolved') =>
        admin.page.getByRole('list', {
          name: tr('admin:moderation.listLabel', { status: tr(`admin:moderation.status.${status}`) }),
        });
      const reportName = tr('admin:moderation.reportOf', {
        type: tr('admin:moderation.targets.post'),
        reason: tr('admin:moderation.reasons.harassment'),
      });
      const card = (status: 'open' | 'resolved') =>
        queue(status).getByRole('article', { name: reportName, exact: true }).filter({ hasText: offending });
      const open = card('open');
      await open.waitFor();
      await open.locator('blockquote').getByText(offending, { exact: true }).waitFor();
      const cardText = await visibleText(open);
      for (const part of [
        tr('admin:moderation.byAuthor', {
          type: tr('admin:moderation.targets.post'),
          nickname: authorAccount.nickname,
        }),
        `@${reporterAccount.nickname}`,
        details,
      ]) {
        expect(cardText).toContain(part);
      }
      // The way to the post in context: its author's profile.
      const link = open.getByRole('link', { name: tr('admin:moderation.open') });
      expect(await link.getAttribute('href')).toBe(`/profile/${authorId}`);

      // Hide, after the confirmation.
      await open
        .getByRole('group', { name: tr('admin:moderation.decide') })
        .getByRole('button', { name: tr('admin:moderation.actions.hide'), exact: true })
        .click();
      const confirm = admin.page.getByRole('dialog', {
        name: tr('admin:moderation.confirm.hide.title', { noun: tr('admin:moderation.nouns.post') }),
      });
      await confirm.getByText(tr('admin:moderation.confirm.hide.body'), { exact: true }).waitFor();
      await confirm.getByRole('button', { name: tr('admin:moderation.actions.hide'), exact: true }).click();
      await toast(admin.page, tr('admin:moderation.decidedToast.hide')).waitFor();
      await confirm.waitFor({ state: 'detached' });
      await open.waitFor({ state: 'detached' });

      // Among the resolved ones: hidden, and who decided.
      await statuses.getByRole('tab', { name: tr('admin:moderation.status.resolved') }).click();
      const resolved = card('resolved');
      await resolved.getByText(tr('admin:moderation.hidden'), { exact: true }).waitFor();
      expect(await visibleText(resolved)).toContain(tr('admin:moderation.done.hide'));

      // The reporter is told: the bell has the outcome, in Turkish.
      const outcome = tr('notifications:types.report_resolved.message', { targetType: 'post', action: 'hide' });
      await page.reload();
      await bell(page, tr).click();
      const notice = notificationsOfType(page, tr, 'report_resolved').first();
      expect(await visibleText(notice)).toContain(outcome);
      await page.keyboard.press('Escape');

      // The post has left the follower's wall; the author's other post is still there.
      await page.getByRole('article').filter({ hasText: harmless }).waitFor();
      expect(await post.count()).toBe(0);

      // …and the author's profile.
      await page.goto(`/profile/${authorId}`);
      await page.getByRole('article').filter({ hasText: harmless }).waitFor();
      expect(await post.count()).toBe(0);

      // The server agrees: not in the follower's feed, nor in the author's posts.
      const feed = (await (await reporter.context.request.get('/api/feed?limit=20')).json()) as {
        items: { id: string }[];
      };
      expect(feed.items.map((p) => p.id)).not.toContain(postId);
      const theirs = (await (await reporter.context.request.get(`/api/users/${authorId}/posts`)).json()) as {
        items: { id: string }[];
      };
      expect(theirs.items.map((p) => p.id)).not.toContain(postId);
      expect(theirs.items).toHaveLength(1);
    } finally {
      await Promise.all([author.context.close(), reporter.context.close(), admin.context.close()]);
    }
  },
);
