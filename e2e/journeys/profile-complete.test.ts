import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import { eventually, waitForPath } from '../support/ui';

const browser = browserForFile();
const png = readFileSync(new URL('../fixtures/pixel.png', import.meta.url));

/** The live meter of the edit page: its number and the stage message beside it must move together. */
async function expectProgress(page: Page, percent: number, stage: string) {
  const meter = page.getByRole('progressbar', { name: tr('profile:completeness.label') }).first();
  await eventually(() => meter.getAttribute('aria-valuenow')).toBe(String(percent));
  await page
    .getByText(tr(`profile:completeness.stages.${stage}`), { exact: true })
    .first()
    .waitFor();
}

it(
  'a player fills the profile step by step from /profile/edit until it is 100% complete',
  { timeout: 90_000 },
  async () => {
    const { context, page } = await newVisitor(browser());
    try {
      await signedInPlayer(context);
      const id = (await currentUser(context)).user!.id;
      await page.goto('/profile/edit');
      await waitForPath(page, `/profile/${id}/edit`);
      await expectProgress(page, 0, 'get_started');
      // Waits for the save's own answer: the first save's "saved" toast may still be showing at the second.
      const saveProfile = async () => {
        const answered = page.waitForResponse(
          (r) => r.request().method() === 'PATCH' && new URL(r.url()).pathname === '/api/profiles/me',
        );
        await page.getByRole('button', { name: tr('profile:edit.save'), exact: true }).click();
        expect((await answered).status()).toBe(200);
        await page.getByText(tr('profile:edit.saved'), { exact: true }).first().waitFor();
      };
      const field = (key: string) => page.getByLabel(tr(`profile:edit.fields.${key}`), { exact: true });

      // Name: 10% — still "get started".
      await field('firstName').fill('Elif');
      await field('lastName').fill('Yıldız');
      await expectProgress(page, 10, 'get_started');

      // A biography: 25% — "good start".
      await field('biography').fill('Valorant IGL, 3 yıldır rekabetçi oynuyorum.');
      await expectProgress(page, 25, 'good_start');

      // Location and birth date: 35%.
      await field('location').fill('Ankara');
      await field('birthDate').fill('2002-09-01');
      await expectProgress(page, 35, 'good_start');

      // A profile photo, uploaded and checked by its bytes: 50% — "great progress".
      await page
        .getByLabel(tr('profile:upload.avatar.choose'))
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expectProgress(page, 50, 'great_progress');

      // Games: 70%.
      const games = page.getByRole('group', { name: tr('profile:edit.fields.games') });
      await games.getByText(tr('common:games.valorant'), { exact: true }).click();
      await expectProgress(page, 70, 'great_progress');

      // Skill level: 80% — "almost there". Saved half way, so nothing is lost.
      await page.getByLabel(tr('profile:edit.fields.skillLevel')).selectOption('advanced');
      await expectProgress(page, 80, 'almost_there');
      await saveProfile();

      // One social account is not enough; two are: 90%.
      await page.getByLabel(tr('profile:social.networks.twitch'), { exact: true }).fill('@elifplays');
      await expectProgress(page, 80, 'almost_there');
      await page.getByLabel(tr('profile:social.networks.x'), { exact: true }).fill('@elif_gg');
      await expectProgress(page, 90, 'almost_there');

      // A cover image: 100% — "complete".
      await page
        .getByLabel(tr('profile:upload.cover.choose'))
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: png });
      await expectProgress(page, 100, 'complete');
      await saveProfile();

      // The server computed the same, and a fresh load of the page shows it.
      const saved = await (await context.request.get(`/api/profiles/${id}`)).json();
      expect(saved.profile).toMatchObject({
        completeness: 100,
        completenessStage: 'complete',
        location: 'Ankara',
        skillLevel: 'advanced',
      });
      expect(saved.profile.coverImageUrl).toMatch(/^\/public-objects\//);
      await page.reload();
      await expectProgress(page, 100, 'complete');
    } finally {
      await context.close();
    }
  },
);
