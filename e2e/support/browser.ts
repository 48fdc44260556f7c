import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/** Debian's Chromium (never a downloaded build), headless, with the flags this sandbox needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (cookies, storage) on the app, like a new visitor; the browser itself says it prefers English. */
export async function newVisitor(
  browser: Browser,
  { viewport = { width: 1280, height: 860 } }: { viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US', viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

let n = 0;
export function uniqueUser(prefix = 'u') {
  const id = `${Date.now().toString(36)}${(n++).toString(36)}`;
  return { email: `${prefix}${id}@example.test`, nickname: `${prefix}_${id}`, password: 'journey-pass-1' };
}

/** The newest mail sent to an address (the server writes mails to DATA_DIR/outbox without SMTP_URL). */
export async function lastMailTo(to: string, timeoutMs = 5_000): Promise<{ subject: string; text: string }> {
  const dir = join(inject('dataDir'), 'outbox');
  const until = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      // Mails are written aside as .tmp and renamed, so a .json file is always whole.
      files = readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse();
    } catch {
      /* no mail yet */
    }
    for (const f of files) {
      const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; subject: string; text: string };
      if (mail.to === to) return mail;
    }
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Register through the API (journeys that are not about sign-up start from here) and put the cookie in the context. */
export async function signedUpContext(context: BrowserContext, user = uniqueUser()) {
  const res = await context.request.post('/api/auth/register', { data: user });
  if (res.status() !== 201) throw new Error(`register ${res.status()}: ${await res.text()}`);
  return user;
}

/**
 * One browser for the journeys of a test file: launched before them, closed after. Call at the top of the file;
 * the returned function gives the browser inside a test.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser;
  };
}
