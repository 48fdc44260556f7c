import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
// The server's own wording of a refused sign-in (the web shows the message it is sent).
import { errorMessage } from '../../server/src/lib/messages';
import { currentUser, signedInPlayer } from '../support/api';
import { openAdminSection, signInToAdminArea } from '../support/admin';
import { browserForFile, newVisitor } from '../support/browser';
import { en } from '../support/i18n';
import {
  authPanel,
  greeting,
  passPostLoginScreen,
  rememberedPath,
  signInForm,
  signInThroughUi,
  switchLanguage,
  visibleText,
  waitForPath,
} from '../support/ui';

/** Two people with a browser each, the admin's dialog, two sign-ins (each with its 4 s screen) on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

const browser = browserForFile();

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

it(
  'in English, the admin finds a signed-in player in Users and suspends him with a reason; the player is sent out, told why when he signs in, and can sign in again once the suspension is lifted; the audit log lists both',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const player = await newVisitor(browser());
    const admin = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const reason = `Repeated harassment in match chats (${run})`;

      // The player is on his dashboard, in English.
      const account = await signedInPlayer(player.context);
      const { page } = player;
      await page.goto('/dashboard');
      await switchLanguage(page, 'en');
      await greeting(page, account.nickname, en).waitFor();

      // The admin signs in at /eadmincv and opens Users.
      await admin.page.goto('/eadmincv');
      await switchLanguage(admin.page, 'en');
      await signInToAdminArea(admin.page, en);
      await openAdminSection(admin.page, en, 'users');

      // A search by his nickname finds him alone.
      await admin.page.getByLabel(en('admin:users.search')).fill(account.nickname);
      const table = admin.page.getByRole('table', { name: en('admin:users.caption') });
      const row = table
        .getByRole('row')
        .filter({ has: admin.page.getByRole('rowheader', { name: `@${account.nickname}` }) });
      await row.waitFor();
      await expect.poll(() => table.getByRole('row').count()).toBe(2);
      expect(await row.getByRole('cell').allTextContents()).toEqual(
        expect.arrayContaining([account.email, en('admin:users.types.player'), en('admin:users.active')]),
      );

      // Suspend, with a reason: the dialog asks for one first.
      const actions = row.getByRole('button', { name: en('admin:area.actionsFor', { name: `@${account.nickname}` }) });
      await actions.click();
      await admin.page
        .getByRole('menu')
        .getByRole('menuitem', { name: en('admin:users.suspend') })
        .click();
      const dialog = admin.page.getByRole('dialog', {
        name: en('admin:users.suspendTitle', { nickname: account.nickname }),
      });
      await dialog.getByText(en('admin:users.suspendBody'), { exact: true }).waitFor();
      await dialog.getByRole('button', { name: en('admin:users.suspendConfirm'), exact: true }).click();
      await dialog.getByText(en('admin:area.reasonRequired', { min: 3 }), { exact: true }).waitFor();
      await dialog.getByLabel(en('admin:area.reason')).fill(reason);
      await dialog.getByRole('button', { name: en('admin:users.suspendConfirm'), exact: true }).click();
      await toast(admin.page, en('admin:users.suspended', { nickname: account.nickname })).waitFor();
      await dialog.waitFor({ state: 'detached' });
      await row.getByText(en('admin:users.suspendedReason', { reason }), { exact: true }).waitFor();

      // His session is over at once: the server no longer knows him, and his next page sends him out.
      expect((await currentUser(player.context)).status).toBe(401);
      await page.goto('/dashboard');
      await waitForPath(page, '/');
      await authPanel(page, en).waitFor();
      expect(await rememberedPath(page)).toBe('/dashboard');

      // Signing in says he is suspended, and why, in English.
      await signInThroughUi(page, account, en);
      const alert = signInForm(page, en).getByRole('alert');
      expect(await visibleText(alert)).toBe(errorMessage('account_suspended', 'en', { reason }));
      expect((await currentUser(player.context)).status).toBe(401);

      // The admin lifts the suspension.
      await actions.click();
      await admin.page
        .getByRole('menu')
        .getByRole('menuitem', { name: en('admin:users.unsuspend') })
        .click();
      await toast(admin.page, en('admin:users.unsuspended', { nickname: account.nickname })).waitFor();
      await row.getByText(en('admin:users.active'), { exact: true }).waitFor();

      // He can sign in again and lands where he was going.
      await signInForm(page, en)
        .getByRole('button', { name: en('auth:signIn.submit') })
        .click();
      await passPostLoginScreen(page, '/dashboard', en);
      await greeting(page, account.nickname, en).waitFor();
      expect((await currentUser(player.context)).user?.email).toBe(account.email);

      // The audit log lists the suspension with its reason, and the lifting after it.
      await openAdminSection(admin.page, en, 'audit');
      const log = admin.page.getByRole('table', { name: en('admin:audit.caption') });
      const entry = (action: string) =>
        log
          .getByRole('row')
          .filter({
            has: admin.page.getByRole('rowheader', { name: en(`admin:audit.actions.${action}`), exact: true }),
          })
          .filter({ hasText: account.nickname });
      const suspended = entry('user.suspended');
      await suspended.waitFor();
      const suspendedText = await visibleText(suspended);
      for (const part of [en('admin:audit.targets.user'), `${en('admin:audit.details.reason')}:`, reason]) {
        expect(suspendedText).toContain(part);
      }
      await entry('user.unsuspended').waitFor();
      // Newest first: the lifting comes before the suspension.
      const actionsInOrder = (await log.getByRole('row').filter({ hasText: account.nickname }).allInnerTexts()).map(
        (text) => (text.includes(en('admin:audit.actions.user.unsuspended')) ? 'unsuspended' : 'suspended'),
      );
      expect(actionsInOrder).toEqual(['unsuspended', 'suspended']);
    } finally {
      await Promise.all([player.context.close(), admin.context.close()]);
    }
  },
);
