import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';

const browser = browserForFile();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

it(
  'a player adds, edits and deletes a career entry, then rates a skill on his profile, sees it and removes it',
  { timeout: 90_000 },
  async () => {
    const { context, page } = await newVisitor(browser());
    try {
      await signedInPlayer(context);
      const me = (await currentUser(context)).user!;
      const run = Date.now().toString(36);
      const team = `Kartallar ${run}`;
      const renamed = `Kartallar Akademi ${run}`;

      // Career: the empty page invites the first entry.
      await page.goto('/career');
      await page.getByText(tr('career:empty.title'), { exact: true }).waitFor();
      await page.getByRole('button', { name: tr('career:empty.cta') }).click();
      const add = page.getByRole('dialog', { name: tr('career:form.addTitle') });
      await add.getByLabel(tr('career:fields.team'), { exact: true }).fill(team);
      await add
        .getByLabel(tr('career:fields.role'), { exact: true })
        .selectOption({ label: tr('career:roles.player') });
      await add.getByLabel(tr('career:fields.from'), { exact: true }).fill('2024-01');
      await add.getByLabel(tr('career:fields.current')).check();
      await add.getByRole('button', { name: tr('career:form.add') }).click();
      await toast(page, tr('career:toasts.added'));
      const list = page.getByRole('list', { name: tr('career:listLabel') });
      await list.getByText(team, { exact: true }).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(1);

      // Edit: a new name.
      await page.getByRole('button', { name: tr('career:editEntry', { team }) }).click();
      const edit = page.getByRole('dialog', { name: tr('career:form.editTitle') });
      expect(await edit.getByLabel(tr('career:fields.team'), { exact: true }).inputValue()).toBe(team);
      await edit.getByLabel(tr('career:fields.team'), { exact: true }).fill(renamed);
      await edit.getByRole('button', { name: tr('career:form.save') }).click();
      await toast(page, tr('career:toasts.updated'));
      await list.getByText(renamed, { exact: true }).waitFor();

      // Delete, after the confirmation.
      await page.getByRole('button', { name: tr('career:deleteEntry', { team: renamed }) }).click();
      const confirm = page
        .getByRole('alertdialog')
        .or(page.getByRole('dialog', { name: tr('career:confirmDelete.title') }));
      await confirm.getByRole('button', { name: tr('career:confirmDelete.confirm') }).click();
      await toast(page, tr('career:toasts.deleted'));
      await page.getByText(tr('career:empty.title'), { exact: true }).waitFor();

      // Skills: rated on the profile form, shown on the profile, removed again.
      await page.goto(`/profile/${me.id}/edit`);
      await page.getByRole('button', { name: tr('profile:edit.skills.add') }).click();
      await page.getByLabel(tr('profile:edit.skills.name', { n: 1 }), { exact: true }).fill('Nişan');
      await page
        .getByLabel(tr('profile:edit.skills.ratingOf', { n: 1 }), { exact: true })
        .selectOption({ label: tr('profile:edit.skills.ratingOption', { rating: 8, max: 10 }) });
      await page.getByRole('button', { name: tr('profile:edit.save'), exact: true }).click();
      await toast(page, tr('profile:edit.saved'));

      const openAbout = async () => {
        await page.goto(`/profile/${me.id}`);
        await page.getByRole('tab', { name: tr('profile:tabs.about') }).click();
      };
      await openAbout();
      const skills = page.getByRole('region', { name: tr('profile:about.gaming') });
      await skills.getByText('Nişan', { exact: true }).waitFor();
      await skills.getByText(tr('profile:skills.rating', { rating: 8, max: 10 }), { exact: true }).waitFor();

      await page.goto(`/profile/${me.id}/edit`);
      await page.getByRole('button', { name: tr('profile:edit.skills.remove', { n: 1 }) }).click();
      await page.getByRole('button', { name: tr('profile:edit.save'), exact: true }).click();
      await toast(page, tr('profile:edit.saved'));
      await openAbout();
      await skills.getByText(tr('profile:skills.none'), { exact: true }).waitFor();
      expect(await page.getByText('Nişan', { exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  },
);
