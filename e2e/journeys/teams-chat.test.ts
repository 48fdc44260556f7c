import { expect, it } from 'vitest';
import { createTeam, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { composerBox, threadApi, threadLog, waitForConfirmed } from '../support/messages';
import { heading, switchLanguage } from '../support/ui';

/** Three people with a browser each and live events between them, on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;
/** A socket event travels server → browser: the live path, not a refetch. */
const LIVE_TIMEOUT_MS = 20_000;

const browser = browserForFile();

it(
  'the team group chat: the owner (TR) and a member (EN) open it from the team page and talk live; an outsider has no chat button and the server keeps him out',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const owner = await newVisitor(browser());
    const member = await newVisitor(browser());
    const outsider = await newVisitor(browser());
    try {
      const { account: ownerUser } = await signedInTeamOwner(owner.context);
      const memberUser = await signedInPlayer(member.context);
      await signedInPlayer(outsider.context);
      const team = await createTeam(owner.context, { name: `Chat ${ownerUser.nickname.slice(-6)}`, games: ['cs2'] });
      await joinTeam(owner.context, member.context, team.id);

      // The owner opens "Takım sohbeti" on the team page: the thread is the team's, named after it.
      await owner.page.goto(`/team/${team.slug}`);
      await heading(owner.page, team.name).waitFor();
      await owner.page.getByRole('button', { name: tr('teams:team.chatOf', { team: team.name }), exact: true }).click();
      await owner.page.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname));
      const conversationId = decodeURIComponent(new URL(owner.page.url()).pathname.split('/')[2]!);
      const ownerLog = threadLog(owner.page, team.name);
      await ownerLog.waitFor();

      // The member, in English, opens the same chat from the team page.
      await member.page.goto(`/team/${team.slug}`);
      await switchLanguage(member.page, 'en');
      await member.page
        .getByRole('button', { name: en('teams:team.chatOf', { team: team.name }), exact: true })
        .click();
      await member.page.waitForURL(`**/messages/${encodeURIComponent(conversationId)}`);
      const memberLog = threadLog(member.page, team.name, en);
      await memberLog.waitFor();

      // The owner writes; the member sees it arrive without reloading, and answers.
      const hello = 'Akşam 21:00 scrim, herkes hazır olsun.';
      const ownerBox = composerBox(owner.page);
      await ownerBox.fill(hello);
      await ownerBox.press('Enter');
      await waitForConfirmed(ownerLog, hello);
      await memberLog.getByRole('listitem').filter({ hasText: hello }).waitFor({ timeout: LIVE_TIMEOUT_MS });

      const reply = 'Ready at nine, bringing the new smokes.';
      const memberBox = composerBox(member.page, en);
      await memberBox.fill(reply);
      await memberBox.press('Enter');
      await waitForConfirmed(memberLog, reply, en);
      await ownerLog.getByRole('listitem').filter({ hasText: reply }).waitFor({ timeout: LIVE_TIMEOUT_MS });

      const thread = await threadApi(member.context, conversationId);
      expect(thread.map((m) => [m.sender.nickname, m.text])).toEqual([
        [ownerUser.nickname, hello],
        [memberUser.nickname, reply],
      ]);

      // Someone outside the team sees no chat button, and cannot read the thread.
      await outsider.page.goto(`/team/${team.slug}`);
      await heading(outsider.page, team.name).waitFor();
      await outsider.page.getByRole('button', { name: tr('teams:team.followTeam', { team: team.name }) }).waitFor();
      expect(
        await outsider.page.getByRole('button', { name: tr('teams:team.chatOf', { team: team.name }) }).count(),
      ).toBe(0);
      const peek = await outsider.context.request.get(`/api/messages/conversations/${conversationId}/messages`);
      expect([403, 404]).toContain(peek.status());
    } finally {
      await Promise.all([owner.context.close(), member.context.close(), outsider.context.close()]);
    }
  },
);
