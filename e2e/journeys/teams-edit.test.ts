import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Translate } from '../support/i18n';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Two tiny, different PNGs (the server reads the bytes, not the name, to accept an image). */
const PNG_RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_BLUE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPj/HwADBwIAMCbHYQAAAABJRU5ErkJggg==',
  'base64',
);

async function teamOf(
  page: Page,
  slug: string,
): Promise<{ name: string; description: string; logoUrl: string | null }> {
  return ((await (await page.context().request.get(`/api/teams/slug/${slug}`)).json()) as { team: never }).team;
}

it('the owner edits the team: name and description, then uploads a logo (no address field), replaces it and removes it (TR, then EN)', async () => {
  const owner = await newVisitor(browser());
  try {
    const { account } = await signedInTeamOwner(owner.context);
    const team = await createTeam(owner.context, { name: `Edit ${account.nickname.slice(-6)}`, games: ['valorant'] });
    const page = owner.page;
    const renamed = `${team.name} Esports`;

    await page.goto(`/team/${team.slug}/manage`);
    // The edit form: the one with the save button (it is labelled by the page title, which the rename changes).
    const formOf = (t: Translate) =>
      page.locator('form').filter({ has: page.getByRole('button', { name: t('teams:manage.save') }) });
    const form = formOf(tr);
    const logo = (t: Translate) => formOf(t).getByRole('group', { name: t('teams:form.logo') });
    const preview = (t: Translate) => logo(t).getByRole('img', { name: t('teams:form.logoPreview') });
    const save = (t: Translate) => formOf(t).getByRole('button', { name: t('teams:manage.save') });

    // The logo is a picture to upload: no text box asks for an address.
    await logo(tr).waitFor();
    expect(await logo(tr).getByRole('textbox').count()).toBe(0);
    await logo(tr)
      .getByText(tr('teams:form.imageHint', { max: 5 }), { exact: true })
      .waitFor();

    await form.getByLabel(tr('teams:form.name')).fill(renamed);
    await form.getByLabel(tr('teams:form.description')).fill('Akşam antrenmanı, hafta sonu turnuva.');
    await logo(tr)
      .getByLabel(tr('teams:form.logoUpload'))
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_RED });
    await preview(tr).waitFor();
    const first = await preview(tr).getAttribute('src');
    expect(first).toMatch(/^\/public-objects\//);
    await save(tr).click();
    await toast(page, tr('teams:manage.saved')).waitFor();
    expect(await teamOf(page, team.slug)).toMatchObject({
      name: renamed,
      description: 'Akşam antrenmanı, hafta sonu turnuva.',
      logoUrl: first,
    });

    // Replace: the same field now says "Logoyu değiştir"; the new picture takes the old one's place.
    await logo(tr)
      .getByLabel(tr('teams:form.logoReplace'))
      .setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: PNG_BLUE });
    await expect.poll(() => preview(tr).getAttribute('src')).not.toBe(first);
    const second = await preview(tr).getAttribute('src');
    await save(tr).click();
    await toast(page, tr('teams:manage.saved')).waitFor();
    expect((await teamOf(page, team.slug)).logoUrl).toBe(second);

    // The team page shows it.
    await page.goto(`/team/${team.slug}`);
    await heading(page, renamed).waitFor();
    await page.locator(`img[src="${second}"]`).first().waitFor();

    // In English: remove the logo and save; the team goes back to its initials.
    await page.goto(`/team/${team.slug}/manage`);
    await switchLanguage(page, 'en');
    await preview(en).waitFor();
    await logo(en)
      .getByRole('button', { name: en('teams:form.logoRemove') })
      .click();
    await preview(en).waitFor({ state: 'detached' });
    await logo(en).getByLabel(en('teams:form.logoUpload')).waitFor({ state: 'attached' });
    await save(en).click();
    await toast(page, en('teams:manage.saved')).waitFor();
    expect((await teamOf(page, team.slug)).logoUrl).toBeNull();
  } finally {
    await owner.context.close();
  }
});
