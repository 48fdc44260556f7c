import { readFileSync } from 'node:fs';
import { request, type APIRequestContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor, uniqueUser } from '../support/browser';
import { tr } from '../support/i18n';
import { eventually } from '../support/ui';

const browser = browserForFile();

/** Another player, signed in through the API, who posts a video (a real MP4) for the journey's player to share. */
async function authorWithVideoPost(
  body: string,
): Promise<{ api: APIRequestContext; id: string; nickname: string; postId: string }> {
  const api = await request.newContext({ baseURL: baseUrl() });
  const registered = await api.post('/api/auth/register', { data: uniqueUser('author') });
  const { user } = await registered.json();
  await api.post('/api/onboarding/role', { data: { userType: 'player' } });
  const upload = await api.post('/api/uploads', {
    multipart: {
      file: {
        name: 'clip.mp4',
        mimeType: 'video/mp4',
        buffer: readFileSync(new URL('../fixtures/clip.mp4', import.meta.url)),
      },
    },
  });
  expect(upload.status()).toBe(201);
  const post = await api.post('/api/posts', { data: { type: 'video', body, mediaIds: [(await upload.json()).id] } });
  expect(post.status()).toBe(201);
  return { api, id: user.id, nickname: user.nickname, postId: (await post.json()).id };
}

it('a player shares someone’s post with a comment: the share count rises and the share leads the feed', async () => {
  const author = await authorWithVideoPost('Turnuva finalinden en iyi an');
  const { context, page } = await newVisitor(browser());
  try {
    await signedInPlayer(context);
    await page.goto(`/profile/${author.id}`);
    const original = page.getByRole('article').filter({ hasText: 'Turnuva finalinden en iyi an' });
    await original.locator('video').waitFor();

    // Share it, with a comment, from the dialog.
    await original.getByRole('button', { name: tr('posts:actions.share_other', { count: 0 }) }).click();
    const dialog = page.getByRole('dialog', { name: tr('posts:share.title') });
    await dialog.getByText('Turnuva finalinden en iyi an').waitFor();
    await dialog.getByLabel(tr('posts:share.commentLabel')).fill('Bu clutch efsaneydi!');
    await dialog.getByRole('button', { name: tr('posts:share.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(tr('posts:share.done'), { exact: true }).first().waitFor();

    // The original's count rose, on the page where it was shared.
    await original.getByRole('button', { name: tr('posts:actions.share_one', { count: 1 }) }).waitFor();

    // On the wall the share comes first: my comment, then the original inside it, with its video.
    await page.goto('/social-wall');
    const share = page.getByRole('article').filter({ hasText: 'Bu clutch efsaneydi!' }).first();
    await share.waitFor();
    const embedded = share.getByRole('region', { name: tr('posts:share.originalLabel', { name: author.nickname }) });
    await embedded.getByText('Turnuva finalinden en iyi an').waitFor();
    await embedded.locator('video').waitFor();
    await share.getByRole('button', { name: tr('posts:actions.share_one', { count: 1 }) }).waitFor();

    // The server agrees, for the author too.
    await eventually(async () => (await (await author.api.get(`/api/posts/${author.postId}`)).json()).shareCount).toBe(
      1,
    );
    const feed = await (await context.request.get('/api/feed?limit=1')).json();
    expect(feed.items[0]).toMatchObject({ body: 'Bu clutch efsaneydi!', sharedPost: { id: author.postId } });
  } finally {
    await context.close();
    await author.api.dispose();
  }
});
