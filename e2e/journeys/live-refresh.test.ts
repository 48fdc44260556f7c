import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en } from '../support/i18n';
import { heading, openLive, switchLanguage } from '../support/ui';

const browser = browserForFile();

/** Marks the document; a reload (or a full navigation) would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument);

it('team-changed: the owner’s open manage page shows a new application as it is sent, and the applicant’s open team page shows him on the roster as it is accepted, neither reloading', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const { account: ownerUser } = await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const team = await createTeam(owner.context, { name: `Live ${ownerUser.nickname.slice(-6)}`, games: ['cs2'] });

    // The owner has the manage page's applications open: none yet.
    await openLive(owner.page, `/team/${team.slug}/manage?tab=applications`);
    await switchLanguage(owner.page, 'en');
    await owner.page.getByText(en('teams:applications.empty'), { exact: true }).waitFor();
    await markDocument(owner.page);

    // The player, in another browser, applies from the team page.
    await openLive(player.page, `/team/${team.slug}`);
    await switchLanguage(player.page, 'en');
    await heading(player.page, team.name).waitFor();
    await markDocument(player.page);
    await player.page.getByRole('button', { name: en('teams:apply.button') }).click();
    const apply = player.page.getByRole('dialog', { name: en('teams:apply.title', { team: team.name }) });
    await apply.getByLabel(en('teams:apply.message')).fill('Entry fragger, live from the other browser.');
    await apply.getByRole('button', { name: en('teams:apply.submit') }).click();
    await player.page.getByText(en('teams:apply.pending'), { exact: true }).waitFor();

    // The owner's page shows it without a reload (team-changed on the socket), and he accepts it there.
    const applications = owner.page.getByRole('list', { name: en('teams:lists.applications') });
    await applications.getByText('Entry fragger, live from the other browser.', { exact: true }).waitFor();
    expect(await sameDocument(owner.page)).toBe(true);
    await applications
      .getByRole('button', { name: en('teams:applications.acceptName', { name: playerUser.nickname }) })
      .click();

    // The player's open team page follows: he is on the roster now.
    await player.page.getByText(en('teams:team.yourRole', { role: en('teams:roles.player') })).waitFor();
    expect(await sameDocument(player.page)).toBe(true);
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});
