import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, newVisitor } from '../support/browser';
import { en } from '../support/i18n';
import { heading, switchLanguage, waitForPath } from '../support/ui';

const browser = browserForFile();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

async function host(context: BrowserContext, name: string): Promise<string> {
  const res = await context.request.post('/api/tournaments', {
    data: {
      name,
      game: 'valorant',
      format: 'single_elimination',
      maxParticipants: 8,
      registrationDeadline: inHours(24),
      startsAt: inHours(48),
    },
  });
  if (res.status() !== 201) throw new Error(`host: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { tournament: { id: string } }).tournament.id;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA violations that are serious or critical (what the accessibility sweep refuses), as text. */
async function blockingViolations(page: Page): Promise<string[]> {
  // Radix animates dialogs and menus in; axe must see their final colours.
  await page.waitForTimeout(300);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (d: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

it('in English, the admin signs in at /eadmincv, finds a tournament, edits it and moves its status, and deletes another after confirming', async () => {
  const admin = inject('admin');
  const organizer = await newVisitor(browser());
  // The app's CSP (script-src 'self') would block axe's inline script tag; the page's own rules are unchanged.
  const context = await browser().newContext({
    baseURL: baseUrl(),
    locale: 'en-US',
    viewport: { width: 1280, height: 860 },
    bypassCSP: true,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  try {
    await signedInPlayer(organizer.context);
    const tag = `Adm${Date.now().toString(36)}`;
    const springId = await host(organizer.context, `${tag} Spring Cup`);
    const winterId = await host(organizer.context, `${tag} Winter Cup`);

    await page.goto('/eadmincv');
    await switchLanguage(page, 'en');
    await page.getByLabel(en('admin:login.email')).fill(admin.email);
    await page.getByLabel(en('admin:login.password')).fill(admin.password);
    await page.getByRole('button', { name: en('admin:login.submit') }).click();
    await waitForPath(page, '/eadmincv/dashboard');
    await heading(page, en('admin:dashboard.title')).waitFor();

    // The Tournaments section, found by a search.
    const sections = page.getByRole('tablist', { name: en('admin:dashboard.sections') });
    await sections.getByRole('tab', { name: en('admin:sections.tournaments') }).click();
    await heading(page, en('admin:tournaments.title')).waitFor();
    expect(new URL(page.url()).search).toBe('?section=tournaments');
    await page.getByLabel(en('admin:tournaments.search')).fill(tag);
    const table = page.getByRole('table', { name: en('admin:tournaments.caption') });
    const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
    await row(`${tag} Spring Cup`).waitFor();
    await row(`${tag} Winter Cup`).waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(3);
    const spring = row(`${tag} Spring Cup`);
    expect(await spring.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining([
        en('tournaments:formats.single_elimination'),
        en('tournaments:statuses.registration_open'),
        en('admin:tournaments.participants', { count: 0, max: 8 }),
      ]),
    );
    expect(await blockingViolations(page)).toEqual([]);

    // Edit: the tournaments form in a dialog, filled with the tournament.
    const actionsOf = (name: string) =>
      page.getByRole('button', { name: en('admin:tournaments.actionsFor', { name }) });
    await actionsOf(`${tag} Spring Cup`).click();
    const menu = page.getByRole('menu');
    expect(await blockingViolations(page)).toEqual([]);
    await menu.getByRole('menuitem', { name: en('admin:tournaments.edit') }).click();
    const editor = page.getByRole('dialog', { name: en('admin:tournaments.editTitle', { name: `${tag} Spring Cup` }) });
    const nameField = editor.getByLabel(en('tournaments:form.name'));
    await expect.poll(() => nameField.inputValue()).toBe(`${tag} Spring Cup`);
    expect(await blockingViolations(page)).toEqual([]);
    await nameField.fill(`${tag} Summer Cup`);
    await editor.getByLabel(en('tournaments:form.prizePool')).fill('5,000 TL');
    await editor.getByRole('button', { name: en('admin:tournaments.save') }).click();
    await toast(page, en('admin:tournaments.saved', { name: `${tag} Summer Cup` })).waitFor();
    await editor.waitFor({ state: 'detached' });
    await row(`${tag} Summer Cup`).waitFor();

    // Status: registration closes at once.
    await actionsOf(`${tag} Summer Cup`).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: en('tournaments:statuses.registration_closed') })
      .click();
    const closed = en('admin:tournaments.statusChanged', {
      name: `${tag} Summer Cup`,
      status: en('tournaments:statuses.registration_closed'),
    });
    await toast(page, closed).waitFor();
    await row(`${tag} Summer Cup`).getByText(en('tournaments:statuses.registration_closed'), { exact: true }).waitFor();

    // What the organizer now reads.
    const seen = await organizer.context.request.get(`/api/tournaments/${springId}`);
    expect(((await seen.json()) as { tournament: unknown }).tournament).toMatchObject({
      name: `${tag} Summer Cup`,
      prizePool: '5,000 TL',
      status: 'registration_closed',
    });

    // Delete: a confirmation that says it cannot be undone; cancelling keeps the tournament.
    await actionsOf(`${tag} Winter Cup`).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: en('admin:tournaments.delete') })
      .click();
    const confirm = page.getByRole('dialog', {
      name: en('admin:tournaments.deleteTitle', { name: `${tag} Winter Cup` }),
    });
    await confirm.getByText(en('admin:tournaments.deleteBody'), { exact: true }).waitFor();
    expect(en('admin:tournaments.deleteBody')).toContain('This cannot be undone.');
    expect(await blockingViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: en('admin:tournaments.cancel') }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await organizer.context.request.get(`/api/tournaments/${winterId}`)).status()).toBe(200);

    await actionsOf(`${tag} Winter Cup`).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: en('admin:tournaments.delete') })
      .click();
    await confirm.getByRole('button', { name: en('admin:tournaments.deleteConfirm') }).click();
    await toast(page, en('admin:tournaments.deleted', { name: `${tag} Winter Cup` })).waitFor();
    await row(`${tag} Winter Cup`).waitFor({ state: 'detached' });
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect((await organizer.context.request.get(`/api/tournaments/${winterId}`)).status()).toBe(404);

    // A reload stays on the section.
    await page.reload();
    await heading(page, en('admin:tournaments.title')).waitFor();
  } finally {
    await context.close();
    await organizer.context.close();
  }
});
