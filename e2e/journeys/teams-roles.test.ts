import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createTeam, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor, signedUpContext, uniqueUser } from '../support/browser';
import { en, tr } from '../support/i18n';
import { heading, switchLanguage } from '../support/ui';

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** A signed-in coach account (the type is permanent: it decides the team roles the account may hold). */
async function signedInCoach(context: BrowserContext) {
  const user = await signedUpContext(context, uniqueUser('c'));
  const res = await context.request.post('/api/onboarding/role', { data: { userType: 'coach' } });
  expect(res.status()).toBe(200);
  return user;
}

it('the team role follows the account: a player is never offered as coach, a coach account is invited and applies only as coach (TR and EN)', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  const coach = await newVisitor(browser());
  try {
    const { account: ownerUser } = await signedInTeamOwner(owner.context);
    const playerUser = await signedInPlayer(player.context);
    const coachUser = await signedInCoach(coach.context);
    const team = await createTeam(owner.context, {
      name: `Roles ${ownerUser.nickname.slice(-6)}`,
      games: ['valorant'],
    });
    const other = await createTeam(owner.context, { name: `Others ${ownerUser.nickname.slice(-6)}`, games: ['cs2'] });
    await joinTeam(owner.context, player.context, team.id);

    // The roster's role menu for the player offers playing or managing, never coaching.
    await owner.page.goto(`/team/${team.slug}/manage?tab=roster`);
    const roster = owner.page.getByRole('list', { name: tr('teams:lists.roster'), exact: true });
    const playerMenu = roster
      .getByRole('listitem', { name: playerUser.nickname })
      .getByRole('combobox', { name: tr('teams:roster.role', { name: playerUser.nickname }) });
    await playerMenu.waitFor();
    // Options of a closed select are not visible; their text is what the menu offers.
    expect(await playerMenu.locator('option').allTextContents()).toEqual([
      tr('teams:roles.player'),
      tr('teams:roles.manager'),
    ]);

    // The invitation dialog: choosing "Koç" lists coach accounts only; the player is not found, the coach is.
    await owner.page.getByRole('tab', { name: tr('teams:manage.tabs.invitations') }).click();
    await owner.page.getByRole('button', { name: tr('teams:invitations.invite') }).click();
    const invite = owner.page.getByRole('dialog', { name: tr('teams:invite.title') });
    await invite.getByLabel(tr('teams:invite.role')).selectOption('coach');
    await invite.getByText(tr('teams:invite.roleHint'), { exact: true }).waitFor();
    const search = invite.getByLabel(tr('teams:invite.search'));
    await search.fill(playerUser.nickname);
    await invite.getByText(tr('teams:invite.noResults'), { exact: true }).waitFor();
    await search.fill(coachUser.nickname);
    await invite.getByText(`@${coachUser.nickname}`, { exact: true }).click();
    await invite.getByText(tr('teams:invite.selected', { name: coachUser.nickname }), { exact: true }).waitFor();
    await invite.getByRole('button', { name: tr('teams:invite.submit') }).click();
    await toast(owner.page, tr('teams:invite.sent', { name: coachUser.nickname })).waitFor();

    // The coach, in English, accepts on the team page and is the team's coach.
    await coach.page.goto(`/team/${team.slug}`);
    await switchLanguage(coach.page, 'en');
    await heading(coach.page, team.name).waitFor();
    await coach.page.getByRole('button', { name: en('teams:invited.accept') }).click();
    await coach.page.getByText(en('teams:team.yourRole', { role: en('teams:roles.coach') })).waitFor();

    // On the owner's roster the coach has no role menu: there is nothing else a coach account may be.
    await owner.page.getByRole('tab', { name: tr('teams:manage.tabs.roster') }).click();
    const coachRow = roster.getByRole('listitem', { name: coachUser.nickname });
    await coachRow.getByRole('button', { name: tr('teams:roster.remove') }).waitFor();
    expect(await coachRow.getByRole('combobox').count()).toBe(0);

    // Applying elsewhere, in English, the coach applies as coach: the role is stated, not offered.
    await coach.page.goto(`/team/${other.slug}`);
    await coach.page.getByRole('button', { name: en('teams:apply.button') }).click();
    const apply = coach.page.getByRole('dialog', { name: en('teams:apply.title', { team: other.name }) });
    await apply.getByText(en('teams:apply.roleFixed', { role: en('teams:roles.coach') }), { exact: true }).waitFor();
    expect(await apply.getByRole('combobox').count()).toBe(0);
    await apply.getByLabel(en('teams:apply.message')).fill('Tactical coach, three seasons in Challengers.');
    await apply.getByRole('button', { name: en('teams:apply.submit') }).click();
    await toast(coach.page, en('teams:apply.sent')).waitFor();

    // The player's form says "Oyuncu", and the server refuses a coach application sent around the form, in both languages.
    await player.page.goto(`/team/${other.slug}`);
    await player.page.getByRole('button', { name: tr('teams:apply.button') }).click();
    await player.page
      .getByRole('dialog')
      .getByText(tr('teams:apply.roleFixed', { role: tr('teams:roles.player') }), { exact: true })
      .waitFor();
    for (const [lang, words] of [
      ['tr', /koç hesapları yalnızca koç/],
      ['en', /coach accounts can only coach/],
    ] as const) {
      const res = await player.context.request.post(`/api/teams/${other.id}/applications`, {
        headers: { 'accept-language': lang },
        data: { role: 'coach', message: 'Koçluk yapabilirim' },
      });
      expect(res.status()).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'team_role_not_allowed', message: expect.stringMatching(words) });
    }
  } finally {
    await Promise.all([owner.context.close(), player.context.close(), coach.context.close()]);
  }
});
