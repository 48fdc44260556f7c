import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { STORAGE_KEYS, TIMINGS } from '../../contract/src/constants';
import type { Role } from './api';
import { tr, type Lang, type Translate } from './i18n';

export { STORAGE_KEYS };

/**
 * The app's own timer holds the "just signed in" screen for TIMINGS.postLoginLoadingMs (4 s); the wait after
 * it must cover that plus a slow machine.
 */
const AFTER_LOGIN_TIMEOUT_MS = Math.max(10_000, TIMINGS.postLoginLoadingMs + 8_000);

/** Waits until the app shows `path` (client-side navigations included); the query string is ignored. */
export async function waitForPath(page: Page, path: string, timeout?: number): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout });
}

/** A socket's first connection waits for the page, its lazy chunks and the handshake: slow on a busy machine. */
const SOCKET_READY_TIMEOUT_MS = 30_000;

/**
 * Opens `path` and waits until the page's socket is authenticated (the server's `authenticated` frame), so that
 * the server's live events from then on reach this page.
 */
export async function openLive(page: Page, path: string): Promise<void> {
  const socket = page.waitForEvent('websocket', { timeout: SOCKET_READY_TIMEOUT_MS });
  await page.goto(path);
  const ws = await socket;
  await ws.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"authenticated"'),
    timeout: SOCKET_READY_TIMEOUT_MS,
  });
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/**
 * A plain vitest assertion on something the UI updates asynchronously: the read is retried until it passes,
 * and the journey fails with the last value read after 10 s. `await eventually(() => fieldError(name)).toBeNull()`
 */
export function eventually<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 10_000, interval: 100 });
}

/** Waits for a locator to be visible and returns its text with whitespace collapsed. */
export async function visibleText(locator: Locator): Promise<string> {
  await locator.waitFor();
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** The text of every element the locator matches (after the first is visible), in document order. */
export async function allTexts(locator: Locator): Promise<string[]> {
  await locator.first().waitFor();
  return (await locator.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The message a form shows under a field (the input's aria-describedby while it is aria-invalid). */
export async function fieldError(field: Locator): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await field.getAttribute('aria-describedby');
  return id ? visibleText(field.page().locator(`[id="${id}"]`)) : null;
}

export function heading(page: Page | Locator, name: string): Locator {
  return page.getByRole('heading', { name, exact: true });
}

/** The landing page's sign-in / sign-up panel (only logged-out visitors get it). */
export function authPanel(page: Page, t: Translate = tr): Locator {
  return page.getByRole('tablist', { name: t('auth:panelLabel') });
}

export async function openLanding(page: Page, t: Translate = tr): Promise<void> {
  await page.goto('/');
  await authPanel(page, t).waitFor();
}

/** Fills and sends the sign-up form of the landing page (the visitor must be on it). */
export async function signUpThroughUi(
  page: Page,
  user: { email: string; nickname: string; password: string },
  t: Translate = tr,
): Promise<void> {
  await page.getByRole('tab', { name: t('auth:signUp.tab') }).click();
  const form = page.getByRole('form', { name: t('auth:signUp.title') });
  await form.getByLabel(t('auth:fields.email')).fill(user.email);
  await form.getByLabel(t('auth:fields.nickname')).fill(user.nickname);
  await form.getByLabel(t('auth:fields.password')).fill(user.password);
  await form.getByRole('button', { name: t('auth:signUp.submit') }).click();
}

export function signInForm(page: Page, t: Translate = tr): Locator {
  return page.getByRole('form', { name: t('auth:signIn.title') });
}

/** Fills and sends the sign-in form of the landing page (the visitor must be on it). */
export async function signInThroughUi(
  page: Page,
  user: { email: string; password: string },
  t: Translate = tr,
): Promise<void> {
  await page.getByRole('tab', { name: t('auth:signIn.tab') }).click();
  const form = signInForm(page, t);
  await form.getByLabel(t('auth:fields.email')).fill(user.email);
  await form.getByLabel(t('auth:fields.password')).fill(user.password);
  await form.getByRole('button', { name: t('auth:signIn.submit') }).click();
}

/** After signing in or up: the 4 s loading screen shows, then the router moves on to `path`. */
export async function passPostLoginScreen(page: Page, path: string, t: Translate = tr): Promise<void> {
  const progress = page.getByRole('progressbar', { name: t('common:pageLoading.label') });
  await progress.waitFor();
  await page.getByText(t('common:pageLoading.tip'), { exact: true }).waitFor();
  await waitForPath(page, path, AFTER_LOGIN_TIMEOUT_MS);
  await progress.waitFor({ state: 'detached' });
}

/** On /onboarding: picks a role card and confirms the "this is permanent" dialog. */
export async function completeOnboardingAs(page: Page, role: Role, t: Translate = tr): Promise<void> {
  const roleName = t(`onboarding:roles.${role}.title`);
  await page.getByRole('button', { name: t('onboarding:pick', { role: roleName }) }).click();
  const dialog = page.getByRole('dialog', { name: t('onboarding:confirm.title', { role: roleName }) });
  await dialog.getByText(t('onboarding:confirm.permanent'), { exact: true }).waitFor();
  await dialog.getByRole('button', { name: t('onboarding:confirm.accept', { role: roleName }) }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Uses the EN/TR switcher that is on screen and waits until the page has changed language. */
export async function switchLanguage(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Reads the browser's web storage (keys from the contract's STORAGE_KEYS). */
export function storageItem(page: Page, area: 'local' | 'session', key: string): Promise<string | null> {
  return page.evaluate(([where, name]) => (where === 'local' ? localStorage : sessionStorage).getItem(name), [
    area,
    key,
  ] as const);
}

/** The path a logged-out visitor tried to open, kept in session storage until they have signed in. */
export function rememberedPath(page: Page): Promise<string | null> {
  return storageItem(page, 'session', STORAGE_KEYS.attemptedPath);
}

/** The language chosen with the switcher, as i18next stores it. */
export function storedLanguage(page: Page): Promise<string | null> {
  return storageItem(page, 'local', STORAGE_KEYS.language);
}

/** The language the page declares (`<html lang>`, kept in step with the UI language). */
export function documentLanguage(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

/** The dashboard's greeting, which names the signed-in user (displayName: the handle while no name is set). */
export function greeting(page: Page, name: string, t: Translate = tr): Locator {
  return heading(page, t('pages:dashboard.greeting', { name }));
}
