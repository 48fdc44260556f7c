import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en } from '../support/i18n';
import {
  bubble,
  chatLauncher,
  composerBox,
  focusIsOn,
  messagesLink,
  sendMessageApi,
  startConversationApi,
  threadApi,
  threadLog,
  unreadCountApi,
  waitForConfirmed,
} from '../support/messages';
import { greeting, switchLanguage, visibleText, waitForPath } from '../support/ui';

/** A browser and a second person through the API, live events between them, on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;
const LIVE_TIMEOUT_MS = 20_000;

const browser = browserForFile();

/** The chat button (the only button that opens a dialog of conversations). */
const LAUNCHER = 'button[aria-haspopup=dialog]';

it(
  'in English, a player opens the chat widget on the dashboard, finds a friend’s new conversation in its list, answers in the docked window (the friend’s API sees it), minimises and restores it, and the widget hides on /messages and closes with Escape',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const me = await newVisitor(browser());
    const friend = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const account = await signedInPlayer(me.context);
      const friendAccount = await signedInPlayer(friend.context);
      const myId = (await currentUser(me.context)).user!.id;
      const friendId = (await currentUser(friend.context)).user!.id;
      const { page } = me;

      // On the dashboard, in English: the chat button, nothing unread.
      await page.goto('/dashboard');
      await switchLanguage(page, 'en');
      await greeting(page, account.nickname, en).waitFor();
      await chatLauncher(page, 0, en).waitFor();

      // The friend starts a conversation and writes first (through the API): the chat button counts it, live.
      const conversationId = await startConversationApi(friend.context, myId);
      const hello = `Hey, are you free for a duo queue tonight? (${run})`;
      await sendMessageApi(friend.context, conversationId, hello);
      const launcher = chatLauncher(page, 1, en);
      await launcher.waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');

      // The chat button opens the recent conversations; Escape closes them and gives the focus back to the button.
      const panel = page.getByRole('dialog', { name: en('messages:widget.title'), exact: true });
      await launcher.click();
      await panel.waitFor();
      expect(await launcher.getAttribute('aria-expanded')).toBe('true');
      const row = panel
        .getByRole('list', { name: en('messages:list.label'), exact: true })
        .getByRole('button')
        .filter({ hasText: friendAccount.nickname });
      const rowText = await visibleText(row);
      expect(rowText).toContain(hello);
      expect(rowText).toContain(en('messages:list.unread_one', { count: 1 }));
      await expect.poll(() => focusIsOn(page, '[role=dialog] input')).toBe(true);
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'detached' });
      expect(await launcher.getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => focusIsOn(page, LAUNCHER)).toBe(true);

      // Its close button closes them too.
      await launcher.click();
      await panel.getByRole('button', { name: en('messages:widget.close'), exact: true }).click();
      await panel.waitFor({ state: 'detached' });

      // Opening the conversation docks a chat window with the thread; reading it clears the count.
      await launcher.click();
      await row.click();
      await panel.waitFor({ state: 'detached' });
      const chatWindow = page.getByRole('region', {
        name: en('messages:widget.window', { name: friendAccount.nickname }),
        exact: true,
      });
      const log = threadLog(chatWindow, friendAccount.nickname, en);
      expect(await visibleText(bubble(log, hello))).toContain(`${friendAccount.nickname}: ${hello}`);
      await chatLauncher(page, 0, en).waitFor();
      await messagesLink(page, 0, en).waitFor();
      await expect.poll(() => unreadCountApi(me.context), { timeout: 10_000 }).toEqual({ count: 0 });

      // The window's composer has the focus: the answer goes with Enter, and the friend has it on the server.
      const box = composerBox(chatWindow, en);
      await expect.poll(() => focusIsOn(page, 'section textarea')).toBe(true);
      const answer = `Sure, invite me after 9 (${run})`;
      await page.keyboard.type(answer);
      await page.keyboard.press('Enter');
      expect(await box.inputValue()).toBe('');
      await waitForConfirmed(log, answer, en);
      await expect
        .poll(async () => (await threadApi(friend.context, conversationId)).map((m) => [m.sender.id, m.text]), {
          timeout: 10_000,
        })
        .toEqual([
          [friendId, hello],
          [myId, answer],
        ]);

      // Minimised, the window keeps only its title bar; a new message is counted on it instead of being read.
      await chatWindow
        .getByRole('button', { name: en('messages:widget.minimise', { name: friendAccount.nickname }), exact: true })
        .click();
      const restore = chatWindow.getByRole('button', {
        name: en('messages:widget.restore', { name: friendAccount.nickname }),
        exact: true,
      });
      await restore.waitFor();
      expect(await restore.getAttribute('aria-expanded')).toBe('false');
      await log.waitFor({ state: 'hidden' });
      expect(await box.isVisible()).toBe(false);
      const later = `Great, see you there (${run})`;
      await sendMessageApi(friend.context, conversationId, later);
      await chatWindow
        .getByText(en('messages:widget.unread_one', { count: 1 }), { exact: true })
        .waitFor({ state: 'attached', timeout: LIVE_TIMEOUT_MS });
      await chatLauncher(page, 1, en).waitFor();
      expect(await unreadCountApi(me.context)).toEqual({ count: 1 });

      // Restored, the thread is back with the new message, which is now read.
      await restore.click();
      await log.waitFor();
      await bubble(log, later).waitFor();
      await chatLauncher(page, 0, en).waitFor();
      await expect.poll(() => unreadCountApi(me.context), { timeout: 10_000 }).toEqual({ count: 0 });

      // On /messages (reached from the top bar) the widget is hidden: no chat button, no window.
      await messagesLink(page, 0, en).click();
      await waitForPath(page, '/messages');
      await page.getByText(en('messages:thread.choose'), { exact: true }).waitFor();
      await chatWindow.waitFor({ state: 'detached' });
      expect(await chatLauncher(page, 0, en).count()).toBe(0);

      // Back on the dashboard, the window is where it was; Escape in it closes it and gives the focus to the button.
      await page.goBack();
      await waitForPath(page, '/dashboard');
      await chatLauncher(page, 0, en).waitFor();
      await bubble(log, later).waitFor();
      await box.click();
      await page.keyboard.press('Escape');
      await chatWindow.waitFor({ state: 'detached' });
      await expect.poll(() => focusIsOn(page, LAUNCHER)).toBe(true);
    } finally {
      await Promise.all([me.context.close(), friend.context.close()]);
    }
  },
);
