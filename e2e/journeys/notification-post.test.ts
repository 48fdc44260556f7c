import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { greeting, pathOf, switchLanguage } from '../support/ui';

const browser = browserForFile();

const bell = (page: Page, t: Translate, unread?: number) =>
  page.getByRole('button', {
    name: unread ? t('nav:notificationsUnread', { count: unread }) : t('nav:notifications'),
    exact: true,
  });

it('a comment notification opens its post with the comment, above the wall; a deleted post says so — TR and EN', async () => {
  const author = await newVisitor(browser());
  const fan = await newVisitor(browser());
  try {
    const me = await signedInPlayer(author.context);
    await signedInPlayer(fan.context);
    // An older post, then a newer one on top of the wall: the notification is about the older.
    const older = await author.context.request.post('/api/posts', {
      data: { type: 'text', body: 'Dünkü maç nasıldı?' },
    });
    expect(older.status()).toBe(201);
    const { id: postId } = (await older.json()) as { id: string };
    const newer = await author.context.request.post('/api/posts', {
      data: { type: 'text', body: 'Bugün antrenman var' },
    });
    expect(newer.status()).toBe(201);
    const commented = await fan.context.request.post(`/api/posts/${postId}/comments`, {
      data: { body: 'Harika oynadınız' },
    });
    expect(commented.status()).toBe(201);

    const { page } = author;
    await page.goto('/dashboard');
    await greeting(page, me.nickname).waitFor();
    await bell(page, tr, 1).click();
    await page.getByRole('menu').getByText(tr('notifications:types.comment.title'), { exact: true }).click();

    const focused = page.getByRole('region', { name: tr('wall:focused.title') });
    await focused.waitFor();
    expect(pathOf(page)).toBe('/social-wall');
    expect(new URL(page.url()).searchParams.get('post')).toBe(postId);
    await focused.getByText('Dünkü maç nasıldı?').waitFor();
    await focused.getByText('Harika oynadınız').waitFor();
    expect(await focused.getByText('Bugün antrenman var').count()).toBe(0);
    await page.screenshot({ path: '/tmp/shots/notification-post-tr.png' });

    // English, and the post deleted meanwhile: the section says it is gone instead of showing nothing.
    await switchLanguage(page, 'en');
    expect((await author.context.request.delete(`/api/posts/${postId}`)).status()).toBe(204);
    await page.reload();
    const gone = page.getByRole('region', { name: en('wall:focused.title') });
    await gone.getByText(en('wall:focused.gone')).waitFor();
    await gone.getByRole('button', { name: en('wall:focused.close') }).click();
    await gone.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('post')).toBeNull();
  } finally {
    await author.context.close();
    await fan.context.close();
  }
});
