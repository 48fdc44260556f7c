import type { Locator } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { switchLanguage } from '../support/ui';

const browser = browserForFile();

const results = (poll: Locator, t: Translate) => poll.getByRole('list', { name: t('posts:poll.resultsLabel') });
const voteButton = (poll: Locator, t: Translate, option: string) =>
  poll.getByRole('button', { name: t('posts:poll.voteFor', { option }) });

it('the author of a poll sees its results at once and as others vote; a voter sees them after voting — TR and EN', async () => {
  const author = await newVisitor(browser());
  const voter = await newVisitor(browser());
  try {
    await signedInPlayer(author.context);
    await signedInPlayer(voter.context);
    const { user: authorUser } = await currentUser(author.context);
    // The voter follows the author, so the poll is on the voter's wall.
    expect((await voter.context.request.post(`/api/users/${authorUser!.id}/follow`)).ok()).toBe(true);

    // The author asks through the composer and sees the (empty) results at once, with no vote of his own.
    const { page } = author;
    await page.goto('/social-wall');
    const composer = page.getByRole('region', { name: tr('posts:composer.title') });
    await composer.getByRole('tab', { name: tr('posts:types.poll') }).click();
    await composer.getByLabel(tr('posts:composer.bodyLabel.poll')).fill('Hangi harita daha iyi?');
    await composer.getByLabel(tr('posts:composer.pollOption', { n: 1 })).fill('Ascent');
    await composer.getByLabel(tr('posts:composer.pollOption', { n: 2 })).fill('Bind');
    await composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true }).click();
    const mine = page.getByRole('article').filter({ hasText: 'Hangi harita daha iyi?' });
    await results(mine, tr).waitFor();
    await mine.getByText(tr('posts:poll.totalVotes_other', { count: 0 }), { exact: true }).waitFor();
    expect(await voteButton(mine, tr, 'Bind').count()).toBe(0);
    expect(await mine.getByText(tr('posts:poll.resultsAfterVote'), { exact: true }).count()).toBe(0);

    // The voter sees buttons and the hint, no numbers, until voting; then the results with the vote marked.
    await voter.page.goto('/social-wall');
    const theirs = voter.page.getByRole('article').filter({ hasText: 'Hangi harita daha iyi?' });
    await theirs.getByText(tr('posts:poll.resultsAfterVote'), { exact: true }).waitFor();
    expect(await results(theirs, tr).count()).toBe(0);
    await voteButton(theirs, tr, 'Bind').click();
    await theirs.getByText(tr('posts:poll.myVote'), { exact: true }).waitFor();

    // The author, on the next visit, sees the vote counted: in Turkish, then in English.
    await page.reload();
    await results(mine, tr)
      .getByText(tr('posts:poll.result_one', { percent: 100, count: 1 }), { exact: true })
      .waitFor();
    await switchLanguage(page, 'en');
    await results(mine, en)
      .getByText(en('posts:poll.result_one', { percent: 100, count: 1 }), { exact: true })
      .waitFor();
    await mine.getByText(en('posts:poll.totalVotes_one', { count: 1 }), { exact: true }).waitFor();
    expect(await voteButton(mine, en, 'Ascent').count()).toBe(0);

    // The server refuses the author's own vote, with a translated reason.
    const feed = (await (await author.context.request.get('/api/feed?limit=5')).json()) as {
      items: { id: string; poll: { options: { id: string }[] } | null }[];
    };
    const post = feed.items.find((p) => p.poll)!;
    const own = await author.context.request.post(`/api/posts/${post.id}/vote`, {
      data: { optionId: post.poll!.options[0]!.id },
      headers: { 'Accept-Language': 'en' },
    });
    expect(own.status()).toBe(409);
    expect(((await own.json()) as { message: string }).message).toBe(
      'You cannot vote in your own poll; you see its results from the start.',
    );
  } finally {
    await Promise.all([author.context.close(), voter.context.close()]);
  }
});
