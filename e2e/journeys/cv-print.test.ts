import { expect, it } from 'vitest';
import { currentUser, joinTeam, signedInPlayer, signedInTeamOwner } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { tr } from '../support/i18n';

const browser = browserForFile();

it('a CV prints without the app around it: navigation and buttons hidden, the whole CV (with teams) on white', async () => {
  const owner = await newVisitor(browser());
  const { context, page } = await newVisitor(browser());
  try {
    // A player with a filled profile, a career entry and a team.
    await signedInPlayer(context);
    const id = (await currentUser(context)).user!.id;
    const api = context.request;
    expect(
      (
        await api.patch('/api/profiles/me', {
          data: {
            firstName: 'Mert',
            lastName: 'Kaya',
            location: 'Bursa',
            biography: 'Entry fragger, 4 yıllık deneyim.',
            games: [{ game: 'valorant', roles: ['Duelist'] }],
            skillLevel: 'expert',
            socialLinks: { twitch: '@mertkaya', x: '@mert_gg' },
          },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await api.post('/api/career', {
          data: { teamName: 'Bursa Kartalları', role: 'player', game: 'valorant', from: '2022-01', to: '2023-06' },
        })
      ).status(),
    ).toBe(201);
    const { firstTeam } = await signedInTeamOwner(owner.context);
    await joinTeam(owner.context, context, firstTeam.id);

    await page.goto(`/cv/${id}`);
    const sheet = page.getByRole('article', { name: 'Mert Kaya' });
    await sheet.getByText('Entry fragger, 4 yıllık deneyim.').waitFor();
    const teams = sheet.getByRole('region', { name: tr('cv:sections.teams') });
    await teams.getByRole('link', { name: firstTeam.name }).waitFor();
    const career = sheet.getByRole('region', { name: tr('cv:sections.career') });
    await career.getByText('Bursa Kartalları').waitFor();
    const print = page.getByRole('button', { name: tr('cv:print') });
    const navigation = page.getByRole('navigation').first();
    expect(await print.isVisible()).toBe(true);
    expect(await navigation.isVisible()).toBe(true);

    // The print view.
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => print.isVisible()).toBe(false);
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: tr('cv:backToProfile') }).isVisible()).toBe(false);
    for (const banner of await page.locator('header, footer, nav').all()) expect(await banner.isVisible()).toBe(false);
    for (const part of [
      sheet.getByRole('heading', { level: 1, name: 'Mert Kaya' }),
      sheet.getByText('Entry fragger, 4 yıllık deneyim.'),
      career.getByText('Bursa Kartalları'),
      teams.getByText(firstTeam.name),
    ]) {
      expect(await part.isVisible()).toBe(true);
    }
    // Black on white, and a handle shows its address because paper cannot be clicked.
    const colors = await sheet.evaluate((el) => ({
      background: getComputedStyle(el).backgroundColor,
      text: getComputedStyle(el.querySelector('h1')!).color,
    }));
    expect(colors).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' });
    const twitch = sheet.getByRole('link', { name: '@mertkaya' });
    expect(await twitch.evaluate((el) => getComputedStyle(el, '::after').content)).toContain('twitch.tv/mertkaya');

    // Chromium's own print path turns it into a PDF.
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // Back on screen, everything returns.
    await page.emulateMedia({ media: 'screen' });
    await print.waitFor();
    expect(await navigation.isVisible()).toBe(true);
  } finally {
    await context.close();
    await owner.context.close();
  }
});
