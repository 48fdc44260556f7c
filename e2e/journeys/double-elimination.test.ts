import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Bracket } from '../../contract/src/index';
import { signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr, type Lang, type Translate } from '../support/i18n';
import { allTexts, heading, switchLanguage } from '../support/ui';

const browser = browserForFile();
const day = 86_400_000;

/** With SHOTS=1 the journey saves what it checked to /tmp/shots/ (for a person to look at). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.SHOTS !== '1') return;
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: `/tmp/shots/${name}`, fullPage: true });
}

/** The round names of one part of the double elimination (its region), left to right. */
async function roundNames(page: Page, region: string): Promise<(string | null)[]> {
  const part = page.getByRole('region', { name: region, exact: true });
  await part.waitFor();
  return part.getByRole('list').evaluateAll((lists) => lists.map((l) => l.getAttribute('aria-label')));
}

/**
 * Before any match is decided, every slot of the losers bracket and the grand final is drawn, each side "to be
 * decided", under the rounds' names: also below the fold, before anyone scrolls there (a whole-page picture).
 */
async function expectUndecidedSlots(page: Page, t: Translate, lang: Lang): Promise<void> {
  const losers = t('tournaments:bracket.groups.losers');
  const grand = t('tournaments:bracket.groups.grand_final');
  expect(await roundNames(page, losers)).toEqual([
    t('tournaments:bracket.losersRound', { round: 1 }),
    t('tournaments:bracket.losersRound', { round: 2 }),
    t('tournaments:bracket.losersRound', { round: 3 }),
    t('tournaments:bracket.losersFinal'),
  ]);
  expect(await roundNames(page, grand)).toEqual([t('tournaments:bracket.grandFinal')]);
  // Read where the page opens, unscrolled: text the browser skipped drawing (off screen) reads as empty.
  await shot(page, `de-bracket-${lang}.png`);
  for (const region of [losers, grand]) {
    const cards = page.getByRole('region', { name: region, exact: true }).locator('[data-match]');
    const texts = await allTexts(cards);
    expect(texts.length).toBe(region === losers ? 6 : 1);
    const tbd = t('tournaments:match.tbd');
    for (const text of texts) expect(text).toBe(`${tbd} ${tbd}`);
    for (const card of await cards.all()) expect(await card.isVisible()).toBe(true);
  }
}

it('a double elimination of eight players shows its losers bracket and grand final to be decided, and its match pages name rounds as the bracket does, in Turkish and English', async () => {
  const host = await newVisitor(browser(), { viewport: { width: 1280, height: 900 } });
  const players = await Promise.all(Array.from({ length: 8 }, () => newVisitor(browser())));
  try {
    await signedInTeamOwner(host.context);
    await Promise.all(players.map((p) => signedInPlayer(p.context)));
    const name = `Çift Eleme ${Date.now().toString(36)}`;
    const created = await host.context.request.post('/api/tournaments', {
      data: {
        name,
        game: 'valorant',
        format: 'double_elimination',
        participantKind: 'solo',
        maxParticipants: 8,
        registrationDeadline: new Date(Date.now() + day).toISOString(),
        startsAt: new Date(Date.now() + 2 * day).toISOString(),
      },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    for (const p of players) {
      expect((await p.context.request.post(`/api/tournaments/${id}/registrations`, { data: {} })).status()).toBe(201);
    }
    const drawn = await host.context.request.post(`/api/tournaments/${id}/bracket`);
    expect(drawn.status()).toBe(201);
    const groups = ((await drawn.json()) as Bracket).stages[0]!.groups;

    const { page } = host;
    await page.goto(`/tournaments/${id}?tab=bracket`);
    await heading(page, name).waitFor();
    await expectUndecidedSlots(page, tr, 'tr');
    await switchLanguage(page, 'en');
    await expectUndecidedSlots(page, en, 'en');

    // The match page names the round as the bracket does ("Quarter-finals · match 2", not "Round 1 · match 2").
    const quarter = groups[0]!.rounds[0]!.matches[1]!;
    await page.goto(`/matches/${quarter.id}`);
    const place = (t: Translate, round: string) => t('tournaments:match.titleOf', { round, number: 2 });
    await page.getByText(place(en, en('tournaments:bracket.quarterFinal')), { exact: true }).waitFor();
    const losers = groups[1]!.rounds[0]!.matches[1]!;
    await page.goto(`/matches/${losers.id}`);
    await page.getByText(place(en, en('tournaments:bracket.losersRound', { round: 1 })), { exact: true }).waitFor();
    await switchLanguage(page, 'tr');
    await page.getByText(place(tr, tr('tournaments:bracket.losersRound', { round: 1 })), { exact: true }).waitFor();
  } finally {
    await Promise.all([host.context.close(), ...players.map((p) => p.context.close())]);
  }
});
