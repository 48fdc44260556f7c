import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';

const browser = browserForFile();
const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

it('a player posts an image and a video from the wall composer and sees both play in the feed', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await signedInPlayer(context);
    await page.goto('/social-wall');
    const composer = page.getByRole('region', { name: tr('posts:composer.title') });
    const submit = composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true });
    const png = fixture('pixel.png');
    const webm = fixture('clip.webm');

    // An image post: the file uploads as soon as it is chosen, then the post goes out with it.
    await composer.getByRole('tab', { name: tr('posts:types.image') }).click();
    await composer.getByLabel(tr('posts:composer.bodyLabel.image')).fill('Yeni mouse pad geldi');
    await composer
      .getByLabel(tr('posts:composer.fileLabel.image'))
      .setInputFiles({ name: 'pad.png', mimeType: 'image/png', buffer: png });
    await composer
      .getByText(tr('posts:composer.uploaded', { name: 'pad.png' }), { exact: true })
      .waitFor({ state: 'attached' });
    await submit.click();
    const imagePost = page.getByRole('article').filter({ hasText: 'Yeni mouse pad geldi' });
    const img = imagePost.getByRole('img', { name: 'Yeni mouse pad geldi' });
    await img.waitFor();
    // The browser really decoded the picture the server stored.
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(16);

    // A video post.
    await composer.getByRole('tab', { name: tr('posts:types.video') }).click();
    await composer.getByLabel(tr('posts:composer.bodyLabel.video')).fill('Son rounddan klip');
    await composer
      .getByLabel(tr('posts:composer.fileLabel.video'))
      .setInputFiles({ name: 'ace.webm', mimeType: 'video/webm', buffer: webm });
    await composer
      .getByText(tr('posts:composer.uploaded', { name: 'ace.webm' }), { exact: true })
      .waitFor({ state: 'attached' });
    await submit.click();
    const videoPost = page.getByRole('article').filter({ hasText: 'Son rounddan klip' });
    const video = videoPost.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('aria-label')).toBe('Son rounddan klip');
    // Metadata loaded: the file is a real, playable WebM served with its type.
    await expect
      .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState >= 1 && el.videoWidth), { timeout: 10_000 })
      .toBe(32);

    // The server kept exactly the bytes that were chosen, under the types it decided from them.
    const feed = await (await context.request.get('/api/feed?limit=5')).json();
    const byBody = (text: string) => feed.items.find((p: { body: string }) => p.body === text);
    const [image] = byBody('Yeni mouse pad geldi').media;
    const [clip] = byBody('Son rounddan klip').media;
    expect(image).toMatchObject({ kind: 'image', url: expect.stringMatching(/^\/public-objects\/.+\.png$/) });
    expect(clip).toMatchObject({ kind: 'video', url: expect.stringMatching(/^\/public-objects\/.+\.webm$/) });
    const servedImage = await context.request.get(image.url);
    expect(servedImage.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await servedImage.body()).equals(png)).toBe(true);
    const servedClip = await context.request.get(clip.url);
    expect(servedClip.headers()['content-type']).toBe('video/webm');
    expect(Buffer.from(await servedClip.body()).equals(webm)).toBe(true);
  } finally {
    await context.close();
  }
});

it('a picture named like a video is told apart by its bytes, and the video post cannot go out without a video', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await signedInPlayer(context);
    await page.goto('/social-wall');
    const composer = page.getByRole('region', { name: tr('posts:composer.title') });
    await composer.getByRole('tab', { name: tr('posts:types.video') }).click();
    // Named and typed as a video, but its bytes are a PNG: the server decides by bytes.
    await composer
      .getByLabel(tr('posts:composer.fileLabel.video'))
      .setInputFiles({ name: 'fake.mp4', mimeType: 'video/mp4', buffer: fixture('pixel.png') });
    await composer
      .getByText(
        tr('posts:composer.uploadFailed', { name: 'fake.mp4', message: tr('posts:validation.notKind.video') }),
        { exact: true },
      )
      .waitFor();
    await composer.getByRole('button', { name: tr('posts:composer.submit'), exact: true }).click();
    await composer.getByText(tr('posts:validation.mediaRequired.video'), { exact: true }).waitFor();
    const feed = await (await context.request.get('/api/feed?limit=5')).json();
    expect(feed.items).toEqual([]);
  } finally {
    await context.close();
  }
});
