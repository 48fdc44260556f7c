import type { APIResponse, BrowserContext, Locator, Page } from 'playwright-core';
import { tr, type Translate } from './i18n';

/** What the journeys read of a message from the API (GET /api/messages/conversations/:id/messages). */
export interface ApiMessage {
  id: string;
  conversationId: string;
  sender: { id: string; nickname: string };
  text: string;
  createdAt: string;
}

async function expectStatus(res: APIResponse, statuses: number[], what: string): Promise<void> {
  if (!statuses.includes(res.status())) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
}

/** `POST /api/messages/conversations {userId}` as the context's user: the direct conversation's id (new or existing). */
export async function startConversationApi(context: BrowserContext, userId: string): Promise<string> {
  const res = await context.request.post('/api/messages/conversations', { data: { userId } });
  await expectStatus(res, [200, 201], 'start conversation');
  return ((await res.json()) as { id: string }).id;
}

/** `POST /api/messages/conversations/:id/messages {text}` as the context's user. */
export async function sendMessageApi(
  context: BrowserContext,
  conversationId: string,
  text: string,
): Promise<ApiMessage> {
  const res = await context.request.post(`/api/messages/conversations/${conversationId}/messages`, { data: { text } });
  await expectStatus(res, [201], 'send message');
  return (await res.json()) as ApiMessage;
}

/** The newest page of a thread as the context's user sees it (oldest first, as the API answers). */
export async function threadApi(context: BrowserContext, conversationId: string): Promise<ApiMessage[]> {
  const res = await context.request.get(`/api/messages/conversations/${conversationId}/messages`);
  await expectStatus(res, [200], 'thread');
  return ((await res.json()) as { items: ApiMessage[] }).items;
}

/** `GET /api/messages/unread-count` as the context's user. */
export async function unreadCountApi(context: BrowserContext): Promise<unknown> {
  const res = await context.request.get('/api/messages/unread-count');
  await expectStatus(res, [200], 'unread count');
  return res.json();
}

/** The top bar's link to /messages: its accessible name carries the unread count when there is one. */
export function messagesLink(page: Page, unread: number, t: Translate = tr): Locator {
  const name = unread > 0 ? t('nav:messagesUnread', { count: unread }) : t('nav:messages');
  return page.getByRole('link', { name, exact: true });
}

/** The floating chat button of signed-in pages (not /messages), named with the unread count when there is one. */
export function chatLauncher(page: Page, unread: number, t: Translate = tr): Locator {
  const name = unread > 0 ? t('nav:chatUnread', { count: unread }) : t('nav:chat');
  return page.getByRole('button', { name, exact: true });
}

/** A conversation's messages (a log region named after the other person), on the page or in a chat window. */
export function threadLog(scope: Page | Locator, name: string, t: Translate = tr): Locator {
  return scope.getByRole('log', { name: t('messages:thread.log', { name }), exact: true });
}

/** The composer's text box. */
export function composerBox(scope: Page | Locator, t: Translate = tr): Locator {
  return scope.getByRole('textbox', { name: t('messages:composer.label'), exact: true });
}

/** One message bubble of a thread, found by its text (confirmed or still being sent). */
export function bubble(log: Locator, text: string): Locator {
  return log.getByRole('listitem').filter({ hasText: text });
}

/** Waits until a bubble with this text is in the thread and no longer "sending" (the server has it). */
export async function waitForConfirmed(log: Locator, text: string, t: Translate = tr): Promise<Locator> {
  const item = bubble(log, text);
  await item.waitFor();
  await item.getByText(t('messages:thread.sending'), { exact: true }).waitFor({ state: 'detached' });
  return item;
}

/** Whether the page has been reloaded since `markPage` (a full reload forgets the mark). */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __journeyMark?: boolean }).__journeyMark = true;
  });
}

export function pageStillMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __journeyMark?: boolean }).__journeyMark === true);
}

/** Whether the element that has the focus matches a CSS selector (`'[role=dialog] input'`). */
export function focusIsOn(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
}
