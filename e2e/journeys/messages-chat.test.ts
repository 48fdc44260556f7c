import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';
import {
  bubble,
  composerBox,
  markPage,
  messagesLink,
  pageStillMarked,
  threadApi,
  threadLog,
  unreadCountApi,
  waitForConfirmed,
} from '../support/messages';
import { greeting, visibleText, waitForPath } from '../support/ui';

/** Two people with a browser each, live events between them, on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;
/** A socket event travels server → browser; the badge's own refetch comes only every 60 s, so this is the live path. */
const LIVE_TIMEOUT_MS = 20_000;

const browser = browserForFile();

it(
  'in Turkish, A messages B from B’s profile; B’s top bar badge rises live, B reads it from /messages (badge and server count clear, the link is a link) and replies; A sees B typing, the reply arrive live and “Görüldü” under his message',
  { timeout: JOURNEY_TIMEOUT_MS },
  async () => {
    const a = await newVisitor(browser());
    const b = await newVisitor(browser());
    try {
      const run = Date.now().toString(36);
      const aUser = await signedInPlayer(a.context);
      const bUser = await signedInPlayer(b.context);
      const bId = (await currentUser(b.context)).user!.id;
      const aId = (await currentUser(a.context)).user!.id;

      // B waits on the dashboard, nothing unread; the page is marked to prove later that nothing reloaded it.
      await b.page.goto('/dashboard');
      await greeting(b.page, bUser.nickname).waitFor();
      await messagesLink(b.page, 0).waitFor();
      await markPage(b.page);

      // A opens B's profile and starts the conversation with "Mesaj gönder".
      await a.page.goto(`/profile/${bId}`);
      const messageButton = a.page.getByRole('button', {
        name: tr('profile:messageUser', { name: bUser.nickname }),
        exact: true,
      });
      expect(await visibleText(messageButton)).toBe(tr('profile:message'));
      await messageButton.click();
      await a.page.waitForURL((url) => /^\/messages\/[^/]+$/.test(url.pathname));
      const conversationId = decodeURIComponent(new URL(a.page.url()).pathname.split('/')[2]!);
      const aLog = threadLog(a.page, bUser.nickname);
      await a.page.getByText(tr('messages:thread.empty'), { exact: true }).waitFor();

      // A writes a message with a link in it and sends it with Enter.
      const url = `https://example.com/esn/${run}`;
      const first = `Selam, akşam scrim var mı? Kadro burada: ${url}`;
      const aBox = composerBox(a.page);
      await aBox.fill(first);
      await aBox.press('Enter');
      expect(await aBox.inputValue()).toBe('');
      await waitForConfirmed(aLog, first);

      // B's badge rises to 1 without a reload.
      await messagesLink(b.page, 1).waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await pageStillMarked(b.page)).toBe(true);
      expect(await unreadCountApi(b.context)).toEqual({ count: 1 });

      // B opens /messages from the top bar: the conversation with A, the message as its preview, 1 unread.
      await messagesLink(b.page, 1).click();
      await waitForPath(b.page, '/messages');
      const list = b.page.getByRole('navigation', { name: tr('messages:list.label'), exact: true });
      const row = list.getByRole('link').filter({ hasText: aUser.nickname });
      const rowText = await visibleText(row);
      expect(rowText).toContain(first);
      expect(rowText).toContain(tr('messages:list.unread_one', { count: 1 }));
      expect(await row.getAttribute('href')).toBe(`/messages/${encodeURIComponent(conversationId)}`);
      await b.page.getByText(tr('messages:thread.choose'), { exact: true }).waitFor();

      // B opens it and reads the message; its address is a link that opens in a new tab.
      await row.click();
      await waitForPath(b.page, `/messages/${conversationId}`);
      const bLog = threadLog(b.page, aUser.nickname);
      const received = bubble(bLog, first);
      await received.waitFor();
      expect(await visibleText(received)).toContain(`${aUser.nickname}: ${first}`);
      const link = received.getByRole('link', { name: url, exact: true });
      expect(await link.getAttribute('href')).toBe(url);
      expect(await link.getAttribute('target')).toBe('_blank');

      // Read: the badge clears in B's bar, the row has no unread count, and the server counts nothing.
      await messagesLink(b.page, 0).waitFor();
      await expect.poll(() => unreadCountApi(b.context), { timeout: 10_000 }).toEqual({ count: 0 });
      await expect
        .poll(() => visibleText(row), { timeout: 10_000 })
        .not.toContain(tr('messages:list.unread_one', { count: 1 }));
      expect(await pageStillMarked(b.page)).toBe(true);

      // A, still in the thread, sees that B has seen it.
      await bubble(aLog, first)
        .getByText(tr('messages:thread.seen'), { exact: true })
        .waitFor({ timeout: LIVE_TIMEOUT_MS });

      // B starts typing: A sees it live.
      await markPage(a.page);
      const reply = `Var, saat 21:00'de. Görüşürüz ${run}`;
      const bBox = composerBox(b.page);
      await bBox.pressSequentially(reply.slice(0, 12), { delay: 40 });
      const typing = a.page
        .getByRole('status')
        .filter({ hasText: tr('messages:thread.typing', { name: bUser.nickname }) });
      await typing.waitFor({ timeout: LIVE_TIMEOUT_MS });

      // B sends the reply; it appears in A's open thread without a reload, and the typing line goes.
      await bBox.pressSequentially(reply.slice(12), { delay: 10 });
      await bBox.press('Enter');
      await waitForConfirmed(bLog, reply);
      const arrived = bubble(aLog, reply);
      await arrived.waitFor({ timeout: LIVE_TIMEOUT_MS });
      expect(await visibleText(arrived)).toContain(`${bUser.nickname}: ${reply}`);
      await typing.waitFor({ state: 'detached' });
      expect(await pageStillMarked(a.page)).toBe(true);

      // The server has both, in order, from the right people.
      const thread = await threadApi(a.context, conversationId);
      expect(thread.map((m) => [m.sender.id, m.text])).toEqual([
        [aId, first],
        [bId, reply],
      ]);
      // A read the reply as it arrived (his thread was open).
      await expect.poll(() => unreadCountApi(a.context), { timeout: 10_000 }).toEqual({ count: 0 });
    } finally {
      await Promise.all([a.context.close(), b.context.close()]);
    }
  },
);
