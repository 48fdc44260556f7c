import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
// The server's own wording of a refusal (the web shows the message it is sent).
import { errorMessage } from '../../server/src/lib/messages';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import {
  authPanel,
  fieldError,
  greeting,
  heading,
  signInForm,
  signInThroughUi,
  switchLanguage,
  visibleText,
  waitForPath,
} from '../support/ui';

/** Two people with a browser each, a download, a dialog, a full reload and a sign-in attempt on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

const browser = browserForFile();

async function created<T>(res: Awaited<ReturnType<BrowserContext['request']['post']>>, what: string): Promise<T> {
  if (res.status() !== 201 && res.status() !== 200) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The export as the journey reads it: only the parts it checks. */
interface Export {
  exportedAt: string;
  account: { id: string; email: string; nickname: string; userType: string };
  posts: { id: string; body: string }[];
  comments: { postId: string; body: string }[];
  following: { nickname: string }[];
  followers: { nickname: string }[];
}

it(
  'in Turkish, a player downloads his data as JSON from the account settings (account, posts, comment, follows); in English he deletes his account: the dialog says it cannot be undone, a wrong password is refused under the field and deletes nothing, the right one signs him out onto the landing page, his old credentials no longer sign in, and his post, comment and profile are gone for another person',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const player = await newVisitor(browser());
    const other = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const postBody = `Bu sezon Valorant'ta Immortal hedefliyorum #${run}`;
      const commentBody = `Harika maçtı, tebrikler (${run})`;
      const otherPostBody = `Cumartesi turnuvası için takım arkadaşı arıyorum #${run}`;

      // Two players; each follows the other. The player posts on his wall and comments on the other's post.
      const account = await signedInPlayer(player.context);
      const playerId = (await currentUser(player.context)).user!.id;
      const otherAccount = await signedInPlayer(other.context);
      const otherId = (await currentUser(other.context)).user!.id;
      const otherPost = await created<{ id: string }>(
        await other.context.request.post('/api/posts', { data: { type: 'text', body: otherPostBody } }),
        'other post',
      );
      const post = await created<{ id: string }>(
        await player.context.request.post('/api/posts', { data: { type: 'text', body: postBody } }),
        'post',
      );
      const comment = await created<{ id: string }>(
        await player.context.request.post(`/api/posts/${otherPost.id}/comments`, { data: { body: commentBody } }),
        'comment',
      );
      await created(await player.context.request.post(`/api/users/${otherId}/follow`), 'follow');
      await created(await other.context.request.post(`/api/users/${playerId}/follow`), 'follow back');

      // The other person sees his post and his comment (the server's answers, before anything is deleted).
      const postsOfPlayer = await other.context.request.get(`/api/users/${playerId}/posts`);
      expect(postsOfPlayer.status()).toBe(200);
      expect(((await postsOfPlayer.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([post.id]);
      const commentIds = async () =>
        (
          (await (await other.context.request.get(`/api/posts/${otherPost.id}/comments`)).json()) as {
            items: { id: string }[];
          }
        ).items.map((c) => c.id);
      expect(await commentIds()).toContain(comment.id);

      // In Turkish, the player opens his account settings from the avatar menu.
      const { page } = player;
      await page.goto('/dashboard');
      await greeting(page, account.nickname, tr).waitFor();
      await page.getByRole('button', { name: tr('nav:accountMenu') }).click();
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: tr('nav:accountSettings') })
        .click();
      await waitForPath(page, '/settings/account');
      await heading(page, tr('account:title')).waitFor();

      // "Download my data": the browser receives a JSON file named after him.
      const exportSection = page.getByRole('region', { name: tr('account:export.title') });
      expect(await visibleText(exportSection)).toContain(tr('account:export.description'));
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 30_000 }),
        exportSection.getByRole('button', { name: tr('account:export.submit') }).click(),
      ]);
      const fileName = `esportscv-${account.nickname}.json`;
      expect(download.suggestedFilename()).toBe(fileName);
      await exportSection
        .getByRole('status')
        .getByText(tr('account:export.done', { file: fileName }), { exact: true })
        .waitFor();
      const file = await download.path();
      const data = JSON.parse(await readFile(file, 'utf8')) as Export;
      expect(data.account).toMatchObject({
        id: playerId,
        email: account.email,
        nickname: account.nickname,
        userType: 'player',
      });
      expect(Number.isNaN(Date.parse(data.exportedAt))).toBe(false);
      expect(data.posts).toEqual([expect.objectContaining({ id: post.id, body: postBody })]);
      expect(data.comments).toEqual([expect.objectContaining({ postId: otherPost.id, body: commentBody })]);
      expect(data.following.map((f) => f.nickname)).toEqual([otherAccount.nickname]);
      expect(data.followers.map((f) => f.nickname)).toEqual([otherAccount.nickname]);
      // Only his own data: nothing of the other person's posts.
      expect(JSON.stringify(data)).not.toContain(otherPostBody);

      // In English, he opens "Delete my account": the dialog says it cannot be undone and lists what goes.
      await switchLanguage(page, 'en');
      await heading(page, en('account:title')).waitFor();
      const deleteSection = page.getByRole('region', { name: en('account:delete.title') });
      expect(await visibleText(deleteSection)).toContain(en('account:delete.description'));
      await deleteSection.getByRole('button', { name: en('account:delete.open') }).click();
      const dialog = page.getByRole('dialog', { name: en('account:delete.confirmTitle') });
      await dialog.getByText(en('account:delete.confirmBody'), { exact: true }).waitFor();
      const dialogText = await visibleText(dialog);
      for (const item of ['profile', 'posts', 'network', 'offers', 'records']) {
        expect(dialogText).toContain(en(`account:delete.gone.${item}`));
      }
      const password = dialog.getByLabel(en('account:fields.password'));
      const confirm = dialog.getByRole('button', { name: en('account:delete.confirm'), exact: true });

      // A wrong password: the server's refusal sits under the field, the dialog stays, and nothing is deleted.
      await password.fill(`${account.password}-wrong`);
      await confirm.click();
      await expect.poll(() => fieldError(password), { timeout: 15_000 }).toBe(errorMessage('wrong_password', 'en'));
      expect(await dialog.isVisible()).toBe(true);
      expect((await currentUser(player.context)).user?.id).toBe(playerId);
      expect((await other.context.request.get(`/api/posts/${post.id}`)).status()).toBe(200);

      // The right password deletes the account: a full load of the landing page, signed out, still in English.
      await password.fill(account.password);
      await confirm.click();
      await waitForPath(page, '/', 30_000);
      await authPanel(page, en).waitFor({ timeout: 30_000 });
      expect((await currentUser(player.context)).status).toBe(401);

      // His old credentials no longer sign in: the server's words, and still no session.
      await signInThroughUi(page, account, en);
      const alert = signInForm(page, en).getByRole('alert');
      expect(await visibleText(alert)).toBe(errorMessage('invalid_credentials', 'en'));
      expect((await currentUser(player.context)).status).toBe(401);

      // For the other person he is gone: his posts and his post answer 404, his comment left the other's post…
      expect((await other.context.request.get(`/api/users/${playerId}/posts`)).status()).toBe(404);
      expect((await other.context.request.get(`/api/posts/${post.id}`)).status()).toBe(404);
      expect((await other.context.request.get(`/api/profiles/${playerId}`)).status()).toBe(404);
      expect(await commentIds()).not.toContain(comment.id);
      // …and so did the follows both ways (the other's own export lists neither).
      const otherExport = (await (await other.context.request.get('/api/me/export')).json()) as Export;
      expect(otherExport.following).toEqual([]);
      expect(otherExport.followers).toEqual([]);
      expect(otherExport.posts.map((p) => p.id)).toEqual([otherPost.id]);

      // His profile page says the user was not found (the other person reads it in Turkish).
      await other.page.goto(`/profile/${playerId}`);
      await heading(other.page, tr('profile:notFound.title')).waitFor();
      expect(await visibleText(other.page.getByRole('main'))).toContain(tr('profile:notFound.body'));
      expect(await other.page.getByText(postBody).count()).toBe(0);
    } finally {
      await Promise.all([player.context.close(), other.context.close()]);
    }
  },
);
