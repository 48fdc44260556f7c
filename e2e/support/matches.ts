import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Bracket, Match, MatchDetail } from '../../contract/src/index';
import { adminApi, currentUser, signedInTeamOwner, type Account } from './api';
import { newVisitor } from './browser';
import type { Translate } from './i18n';

/** A real 16×16 PNG: the server judges an upload's type by its bytes. */
export const SCREENSHOT = fileURLToPath(new URL('../fixtures/pixel.png', import.meta.url));

/** A team owner with a browser of his own (signed in, onboarded, one League of Legends team). */
export interface Owner {
  context: BrowserContext;
  page: Page;
  account: Account;
  userId: string;
  team: { id: string; slug: string; name: string };
}

export async function teamOwner(browser: Browser): Promise<Owner> {
  const { context, page } = await newVisitor(browser);
  const { account, firstTeam } = await signedInTeamOwner(context);
  const { user } = await currentUser(context);
  return { context, page, account, userId: user!.id, team: firstTeam };
}

async function ok<T>(res: Awaited<ReturnType<BrowserContext['request']['get']>>, status: number, what: string) {
  if (res.status() !== status) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * The organizer's single-elimination League of Legends tournament (through the API): the owners' teams register
 * in the order given (so they are seeded in it), the bracket is generated and the tournament started. Answers the
 * tournament's id and its first-round matches (both sides known).
 */
export async function hostTournament(
  organizer: BrowserContext,
  name: string,
  owners: Owner[],
  /** Fields of the create form's body that differ (a sooner start, check-in…). */
  over: Record<string, unknown> = {},
): Promise<{ id: string; firstRound: Match[] }> {
  const day = 86_400_000;
  const created = await ok<{ id: string }>(
    await organizer.request.post('/api/tournaments', {
      data: {
        name,
        game: 'lol',
        format: 'single_elimination',
        maxParticipants: 8,
        registrationDeadline: new Date(Date.now() + day).toISOString(),
        startsAt: new Date(Date.now() + 2 * day).toISOString(),
        // The sides play at once, days before the scheduled start.
        allowEarlyResults: true,
        ...over,
      },
    }),
    201,
    'create tournament',
  );
  for (const owner of owners) {
    await ok(
      await owner.context.request.post(`/api/tournaments/${created.id}/registrations`, {
        data: { teamId: owner.team.id },
      }),
      201,
      'register',
    );
  }
  const bracket = await ok<Bracket>(
    await organizer.request.post(`/api/tournaments/${created.id}/bracket`),
    201,
    'generate bracket',
  );
  // Started before the journey's pages open: the "tournament started" notice a first result would otherwise send
  // every participant is a toast of its own, and only one toast shows at a time.
  await ok(
    await organizer.request.post(`/api/tournaments/${created.id}/status`, { data: { status: 'in_progress' } }),
    200,
    'start tournament',
  );
  const firstRound = bracket.stages[0]!.groups[0]!.rounds[0]!.matches.filter(
    (m) => m.a?.participant && m.b?.participant,
  );
  return { id: created.id, firstRound };
}

/** The owners playing side A and side B of a match. */
export function sidesOf(match: Match, owners: Owner[]): { a: Owner; b: Owner } {
  const of = (side: 'a' | 'b') => {
    const owner = owners.find((o) => o.team.id === match[side]?.participant?.teamId);
    if (!owner) throw new Error(`nobody of the journey plays side ${side} of ${match.id}`);
    return owner;
  };
  return { a: of('a'), b: of('b') };
}

/** What the server says about a match now (its status, score and winner). */
export async function matchOf(context: BrowserContext, matchId: string): Promise<MatchDetail> {
  return ok<MatchDetail>(await context.request.get(`/api/matches/${matchId}`), 200, 'match');
}

/** Sets the site's approval window (`matchResultApprovalMinutes`) with the admin's token. */
export async function setApprovalMinutes(minutes: number): Promise<void> {
  const api = await adminApi();
  try {
    const res = await api.patch('/api/admin/settings', { data: { matchResultApprovalMinutes: minutes } });
    const settings = await ok<{ matchResultApprovalMinutes: number }>(res, 200, 'settings');
    expect(settings.matchResultApprovalMinutes).toBe(minutes);
  } finally {
    await api.dispose();
  }
}

/** The bell, whatever the number of unread notifications it shows. */
export function bell(page: Page, t: Translate): Locator {
  const plain = t('nav:notifications');
  const unread = t('nav:notificationsUnread', { count: 0 }).replace('0', '\\d+');
  return page.getByRole('button', { name: new RegExp(`^(${plain}|${unread})$`) });
}

/** The bell's rows of one notification type (each a group named by the type's title), newest first. */
export function notificationsOfType(page: Page, t: Translate, type: string): Locator {
  return page.getByRole('menu').getByRole('group', { name: t(`notifications:types.${type}.title`), exact: true });
}

/** Opens the bell and clicks the newest notification of a type. */
export async function openNotification(page: Page, t: Translate, type: string): Promise<void> {
  await bell(page, t).click();
  await notificationsOfType(page, t, type).first().getByRole('menuitem').first().click();
}

/** A match page's titled section ("Onay bekleyen sonuç", "Kanıtlar", "Maç geçmişi"…). */
export function section(page: Page, title: string): Locator {
  return page.getByRole('region', { name: title, exact: true });
}

/** The match page's history, entry by entry (each entry's text with whitespace collapsed), oldest first. */
export async function historyTexts(page: Page, t: Translate): Promise<string[]> {
  const list = section(page, t('matches:history.title')).getByRole('list', { name: t('matches:history.title') });
  await list.waitFor();
  return (await list.getByRole('listitem').allInnerTexts()).map((s) => s.replace(/\s+/g, ' ').trim());
}

/** Opens a match from the tournament's bracket: its card, then "open the match page" in the match dialog. */
export async function openMatchFromBracket(
  page: Page,
  t: Translate,
  tournamentId: string,
  match: Match,
): Promise<void> {
  await page.goto(`/tournaments/${tournamentId}`);
  const tree = page.getByRole('region', { name: t('tournaments:bracket.groups.single') });
  const summary = `${match.a!.participant!.name} – ${match.b!.participant!.name}`;
  await tree
    .getByRole('button', {
      name: t('tournaments:match.label', { number: match.position.number, summary }),
      exact: true,
    })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: t('tournaments:match.openPage') }).click();
  await page.waitForURL((url) => url.pathname === `/matches/${match.id}`);
}

/** The card of a bracket round's match on the tournament page (`round`: the round list's name, e.g. "Final"). */
export function roundCards(page: Page, t: Translate, round: string): Locator {
  return page
    .getByRole('region', { name: t('tournaments:bracket.groups.single') })
    .getByRole('list', { name: round, exact: true })
    .locator('[data-match]');
}
