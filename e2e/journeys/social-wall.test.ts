import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { eventually, switchLanguage, waitForPath } from '../support/ui';

const browser = browserForFile();

it('a player posts with a hashtag and a poll, likes, comments and sees the poll’s results, then finds the post by its tag — in TR and EN', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    const user = await signedInPlayer(context);
    const tag = `gg${Date.now().toString(36)}`;
    await page.goto('/social-wall');

    // A text post with a hashtag.
    const composer = page.getByRole('region', { name: tr('posts:composer.title') });
    await composer.getByLabel(tr('posts:composer.bodyLabel.text')).fill(`İlk maçımızı kazandık! #${tag}`);
    await composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true }).click();
    await page.getByText(tr('posts:create.done'), { exact: true }).first().waitFor();
    const post = page.getByRole('article').filter({ hasText: 'İlk maçımızı kazandık!' });
    await post.waitFor();

    // Like it: the count follows at once.
    await post.getByRole('button', { name: tr('posts:actions.like_other', { count: 0 }) }).click();
    await post.getByRole('button', { name: tr('posts:actions.like_one', { count: 1 }) }).waitFor();

    // Comment on it.
    await post.getByRole('button', { name: tr('posts:actions.comment_other', { count: 0 }) }).click();
    await post.getByLabel(tr('posts:comments.label')).fill('Tebrikler takım!');
    await post.getByRole('button', { name: tr('posts:comments.submit'), exact: true }).click();
    await post.getByText('Tebrikler takım!', { exact: true }).waitFor();
    await post.getByRole('button', { name: tr('posts:actions.comment_one', { count: 1 }) }).waitFor();

    // A poll: its author sees the results at once and does not vote in it (issue 24; voting: poll-author.test.ts).
    await composer.getByRole('tab', { name: tr('posts:types.poll') }).click();
    await composer.getByLabel(tr('posts:composer.bodyLabel.poll')).fill('Hangi harita?');
    await composer.getByLabel(tr('posts:composer.pollOption', { n: 1 })).fill('Ascent');
    await composer.getByLabel(tr('posts:composer.pollOption', { n: 2 })).fill('Bind');
    await composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true }).click();
    const poll = page.getByRole('article').filter({ hasText: 'Hangi harita?' });
    await poll.getByRole('list', { name: tr('posts:poll.resultsLabel') }).waitFor();
    expect(await poll.getByRole('button', { name: tr('posts:poll.voteFor', { option: 'Bind' }) }).count()).toBe(0);

    // The hashtag leads to the tag page, which lists the post.
    await post.getByRole('link', { name: `#${tag}` }).click();
    await waitForPath(page, `/tags/${tag}`);
    await page.getByRole('article').filter({ hasText: 'İlk maçımızı kazandık!' }).waitFor();

    // The same page in English.
    await switchLanguage(page, 'en');
    await page
      .getByRole('article')
      .getByRole('button', { name: en('posts:actions.like_one', { count: 1 }) })
      .waitFor();

    // The server agrees: one like, one comment, by this player.
    const feed = await (await context.request.get('/api/feed?limit=5')).json();
    const mine = feed.items.find((p: { body: string }) => p.body.includes(tag));
    expect(mine).toMatchObject({
      likeCount: 1,
      commentCount: 1,
      likedByMe: true,
      tags: [tag],
      author: { nickname: user.nickname },
    });
    await eventually(
      async () => (await (await context.request.get(`/api/tags/${tag}/posts`)).json()).items.length,
    ).toBe(1);
  } finally {
    await context.close();
  }
});
