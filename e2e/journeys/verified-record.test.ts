import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { switchLanguage, visibleText } from '../support/ui';

const browser = browserForFile();
const text = (page: Page, value: string) => page.getByText(value, { exact: true }).first();

it('a transfer offer accepted shows on the player’s CV as an entry verified by the platform (EN, then TR)', async () => {
  const owner = await newVisitor(browser());
  const player = await newVisitor(browser());
  try {
    const { firstTeam } = await signedInTeamOwner(owner.context);
    await signedInPlayer(player.context);
    const playerId = (await currentUser(player.context)).user!.id;
    const sent = await owner.context.request.post('/api/transfers/offers', {
      data: { teamId: firstTeam.id, userId: playerId, game: 'lol', position: 'Mid' },
    });
    expect(sent.status()).toBe(201);

    // The player accepts it from his received offers.
    await player.page.goto('/transfers?tab=offers');
    await switchLanguage(player.page, 'en');
    const row = player.page
      .getByRole('list', { name: en('transfers:offers.received') })
      .getByRole('listitem', { name: en('transfers:offers.receivedFromTeam', { team: firstTeam.name }) });
    await row.getByRole('button', { name: en('transfers:offers.respond') }).click();
    const dialog = player.page.getByRole('dialog', { name: en('transfers:respond.title') });
    await dialog.getByRole('button', { name: en('transfers:respond.accept'), exact: true }).click();
    const confirm = player.page.getByRole('dialog', { name: en('transfers:respond.confirm.title') });
    await confirm.getByRole('button', { name: en('transfers:respond.confirm.confirm') }).click();
    await text(player.page, en('transfers:respond.acceptedToast')).waitFor();

    // His CV: the stint on the team, joined by transfer, marked verified by the platform, with no edit control.
    await player.page.goto(`/cv/${playerId}`);
    const roster = player.page.getByRole('list', { name: en('career:verified.roster') });
    const entry = roster.getByRole('listitem', { name: firstTeam.name });
    const entryText = await visibleText(entry);
    expect(entryText).toContain(en('career:verified.badge'));
    expect(entryText).toContain(en('career:verified.viaTransfer'));
    expect(entryText).toContain(en('career:present'));
    expect(await entry.getByRole('button', { name: en('career:edit') }).count()).toBe(0);

    // The owner reads the same entry on the player's CV, in Turkish, without a hide control.
    await owner.page.goto(`/cv/${playerId}`);
    await switchLanguage(owner.page, 'tr');
    const seen = owner.page
      .getByRole('list', { name: tr('career:verified.roster') })
      .getByRole('listitem', { name: firstTeam.name });
    expect(await visibleText(seen)).toContain(tr('career:verified.badge'));
    expect(await seen.getByRole('button').count()).toBe(0);

    // The player hides it from his career page; he sees it greyed as hidden, the owner no longer sees it.
    await player.page.goto('/career');
    const mine = player.page
      .getByRole('list', { name: en('career:verified.roster') })
      .getByRole('listitem', { name: firstTeam.name });
    await mine.getByRole('button', { name: en('career:verified.hideEntry', { entry: firstTeam.name }) }).click();
    await mine.getByText(en('career:verified.hiddenTag'), { exact: true }).waitFor();
    await owner.page.reload();
    // Said to a visitor, not in the words meant for the CV's owner.
    await owner.page.getByText(tr('career:verified.emptyVisitor'), { exact: true }).waitFor();
  } finally {
    await Promise.all([owner.context.close(), player.context.close()]);
  }
});
