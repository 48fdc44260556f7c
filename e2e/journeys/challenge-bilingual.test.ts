import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { heading, switchLanguage, visibleText } from '../support/ui';

const browser = browserForFile();

/** The active challenges' card called `title`, in `t`'s language. */
function card(page: Page, t: Translate, title: string) {
  return page
    .getByRole('list', { name: t('challenges:active.list') })
    .getByRole('article', { name: title, exact: true });
}

it(
  'the admin writes a challenge in Turkish and English; a player reads it in Turkish, switches to English and reads it in English',
  { timeout: 90_000 },
  async () => {
    const admin = await newVisitor(browser());
    const player = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const title = { tr: `Paylaşım Ustası ${run}`, en: `Share Master ${run}` };
      const description = { tr: 'Duvarda iki gönderi paylaş.', en: 'Share two posts on the wall.' };
      const badge = { tr: 'Hikâye Anlatıcısı', en: 'Storyteller' };

      await admin.page.goto('/eadmincv');
      await signInToAdminArea(admin.page, tr);
      await openAdminSection(admin.page, tr, 'challenges');
      await admin.page.getByRole('button', { name: tr('admin:challenges.create') }).click();
      const dialog = admin.page.getByRole('dialog', { name: tr('admin:challenges.createTitle') });
      const field = (key: string) => dialog.getByLabel(tr(`admin:challenges.form.${key}`), { exact: true });
      await field('title').fill(title.tr);
      await field('titleEn').fill(title.en);
      await field('description').fill(description.tr);
      await field('descriptionEn').fill(description.en);
      await field('xpReward').fill('100');
      await field('targetValue').fill('2');
      await field('badgeReward').fill(badge.tr);
      await field('badgeRewardEn').fill(badge.en);
      await dialog.getByRole('button', { name: tr('admin:challenges.createSubmit') }).click();
      await admin.page.getByText(tr('admin:challenges.created'), { exact: true }).first().waitFor();
      await dialog.waitFor({ state: 'detached' });

      // Editing shows both languages back.
      await admin.page.getByRole('button', { name: tr('admin:challenges.editNamed', { title: title.tr }) }).click();
      const edit = admin.page.getByRole('dialog');
      expect(await edit.getByLabel(tr('admin:challenges.form.titleEn'), { exact: true }).inputValue()).toBe(title.en);
      expect(await edit.getByLabel(tr('admin:challenges.form.badgeRewardEn'), { exact: true }).inputValue()).toBe(
        badge.en,
      );
      await edit.getByRole('button', { name: tr('admin:challenges.cancel') }).click();

      // A player in Turkish, then in English: the same card, in the reader's language, without a reload.
      await signedInPlayer(player.context);
      const { page } = player;
      await page.goto('/challenges');
      await heading(page, tr('challenges:title')).waitFor();
      const turkish = card(page, tr, title.tr);
      await turkish.waitFor();
      expect(await visibleText(turkish)).toContain(description.tr);
      expect(await visibleText(turkish)).toContain(tr('challenges:card.badge', { badge: badge.tr }));

      await switchLanguage(page, 'en');
      await heading(page, en('challenges:title')).waitFor();
      const english = card(page, en, title.en);
      await english.waitFor();
      expect(await visibleText(english)).toContain(description.en);
      expect(await visibleText(english)).not.toContain(description.tr);
      // The badge too: an English reader no longer meets a Turkish badge name on an English card.
      expect(await visibleText(english)).toContain(en('challenges:card.badge', { badge: badge.en }));
      expect(await visibleText(english)).not.toContain(badge.tr);
      expect(await card(page, en, title.tr).count()).toBe(0);
    } finally {
      await admin.context.close();
      await player.context.close();
    }
  },
);
