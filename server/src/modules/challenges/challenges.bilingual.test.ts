import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Challenge, ChallengeCard, Notification } from '@esn/contract';
import { createTestApp, type TestApp } from '../../../test/helper';
import { challengesClient } from './challenges-kit';

let t: TestApp;
let c: ReturnType<typeof challengesClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = challengesClient(t);
});
afterAll(() => t.close());

const patch = async (id: string, body: Record<string, unknown>) =>
  c.call('PATCH', `/api/admin/challenges/${id}`, (await c.admin()).cookie, body);

describe('a challenge in two languages', () => {
  it('keeps an English title and description beside the Turkish ones, for admins and for readers', async () => {
    const created = await c.challenge({
      title: 'Beş gönderi paylaş',
      description: 'Duvarda paylaş.',
      titleEn: 'Share five posts',
      descriptionEn: 'Share on the wall.',
    });
    expect(created).toMatchObject({
      title: 'Beş gönderi paylaş',
      titleEn: 'Share five posts',
      description: 'Duvarda paylaş.',
      descriptionEn: 'Share on the wall.',
    });
    const list = await c.call('GET', '/api/challenges', (await c.player()).cookie);
    const card = list.json<{ items: ChallengeCard[] }>().items.find((x) => x.id === created.id);
    expect(card).toMatchObject({ titleEn: 'Share five posts', descriptionEn: 'Share on the wall.' });
    const admin = await c.call('GET', '/api/admin/challenges', (await c.admin()).cookie);
    const row = admin.json<{ items: Challenge[] }>().items.find((x) => x.id === created.id);
    expect(row).toMatchObject({ titleEn: 'Share five posts', descriptionEn: 'Share on the wall.' });
  });

  it('keeps the badge’s English name: on the challenge, on the badge earned and in the completion notification', async () => {
    const player = await c.player();
    const ch = await c.challenge({ targetValue: 1, badgeReward: 'Hikâye Anlatıcısı', badgeRewardEn: 'Storyteller' });
    expect(ch).toMatchObject({ badgeReward: 'Hikâye Anlatıcısı', badgeRewardEn: 'Storyteller' });
    await c.join(player, ch.id);
    await c.post(player);
    const mine = await c.mine(player);
    expect(mine.badges).toEqual([
      expect.objectContaining({ name: 'Hikâye Anlatıcısı', nameEn: 'Storyteller', challengeId: ch.id }),
    ]);
    const told = (await c.notificationsOf(player)).filter((n: Notification) => n.type === 'challenge_completed');
    expect(told[0]?.params).toMatchObject({ badge: 'Hikâye Anlatıcısı', badgeEn: 'Storyteller' });
    expect((await patch(ch.id, { badgeRewardEn: null })).json()).toMatchObject({
      challenge: { badgeReward: 'Hikâye Anlatıcısı', badgeRewardEn: null },
    });
  });

  it('a PATCH of one field keeps every other: description, badge, status and window are not reset to defaults', async () => {
    const endsAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { id } = await c.challenge({
      description: 'Açıklama',
      badgeReward: 'Rozet',
      status: 'inactive',
      endsAt,
    });
    const res = await patch(id, { titleEn: 'English only' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ challenge: Challenge }>().challenge).toMatchObject({
      titleEn: 'English only',
      description: 'Açıklama',
      badgeReward: 'Rozet',
      status: 'inactive',
      endsAt,
    });
  });

  it('leaves English empty when not given (readers then see the Turkish texts)', async () => {
    const created = await c.challenge({ title: 'Yalnızca Türkçe' });
    expect(created).toMatchObject({ title: 'Yalnızca Türkçe', titleEn: null, descriptionEn: null });
  });

  it('adds, changes and removes the English texts with PATCH; an empty description counts as none', async () => {
    const { id } = await c.challenge({ title: 'Türkçe başlık' });
    expect((await patch(id, { titleEn: 'English title', descriptionEn: 'Body' })).json()).toMatchObject({
      challenge: { title: 'Türkçe başlık', titleEn: 'English title', descriptionEn: 'Body' },
    });
    expect((await patch(id, { descriptionEn: '  ' })).json()).toMatchObject({
      challenge: { titleEn: 'English title', descriptionEn: null },
    });
    expect((await patch(id, { titleEn: null })).json()).toMatchObject({ challenge: { titleEn: null } });
  });

  it('refuses a two-letter English title with a translated 400 on the field', async () => {
    const res = await c.call('POST', '/api/admin/challenges', (await c.admin()).cookie, {
      title: 'Geçerli başlık',
      titleEn: 'ab',
      type: 'individual',
      difficulty: 'easy',
      xpReward: 10,
      targetValue: 1,
      metric: 'posts_shared',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path)).toContain('titleEn');
  });

  it('names both titles in the completion notification, the Turkish one standing in for a missing English one', async () => {
    const player = await c.player();
    const both = await c.challenge({ title: 'Bir gönderi', titleEn: 'One post', targetValue: 1 });
    const turkishOnly = await c.challenge({ title: 'Tek gönderi', targetValue: 1 });
    await c.join(player, both.id);
    await c.join(player, turkishOnly.id);
    await c.post(player);
    await c.mine(player);
    const told = (await c.notificationsOf(player)).filter((n: Notification) => n.type === 'challenge_completed');
    expect(told.map((n) => n.params).sort((a, b) => String(a.title).localeCompare(String(b.title)))).toEqual([
      expect.objectContaining({ title: 'Bir gönderi', titleEn: 'One post' }),
      expect.objectContaining({ title: 'Tek gönderi', titleEn: 'Tek gönderi' }),
    ]);
  });
});
