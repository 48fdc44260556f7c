import { expect, it } from 'vitest';
import { signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { switchLanguage } from '../support/ui';

const browser = browserForFile();

/** The `content` of a `<meta>` in an HTML text (what a link preview crawler reads, without running any script). */
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

it('a public CV: the owner makes it public, a signed-out visitor reads it in TR and EN, and its link preview image loads', async () => {
  const owner = await newVisitor(browser());
  const visitor = await newVisitor(browser());
  try {
    const account = await signedInPlayer(owner.context);
    const api = owner.context.request;
    expect(
      (
        await api.patch('/api/profiles/me', {
          data: {
            firstName: 'Zeynep',
            lastName: 'Çelik',
            biography: 'Support oyuncusu, takım arıyor.',
            games: [{ game: 'valorant', roles: ['Sentinel'] }],
          },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await api.post('/api/career', {
          data: { teamName: 'İzmir Yıldızları', role: 'player', game: 'valorant', from: '2023-02' },
        })
      ).status(),
    ).toBe(201);

    // Before: members only (the default). A visitor is told so and offered to sign in; the page's HTML shows
    // nothing of the person.
    const cvPath = `/cv/${account.nickname}`;
    await visitor.page.goto(cvPath);
    await visitor.page.getByRole('heading', { level: 1, name: tr('cv:public.closedTitle') }).waitFor();
    await visitor.page.getByRole('link', { name: tr('cv:public.signIn') }).waitFor();
    const closedHtml = await (await visitor.context.request.get(cvPath)).text();
    expect(closedHtml).not.toContain('Zeynep');
    expect(metaOf(closedHtml, 'twitter:card')).toBeUndefined();

    // The owner chooses "everyone" on the settings page.
    await owner.page.goto('/settings/account');
    const privacy = owner.page.getByRole('region', { name: tr('account:privacy.title') });
    await privacy.getByRole('radio', { name: tr('account:privacy.options.members.label') }).waitFor();
    expect(await privacy.getByRole('radio', { name: tr('account:privacy.options.members.label') }).isChecked()).toBe(
      true,
    );
    // Clicked until it holds: CI once clicked while the section was still settling and the choice did not take.
    const publicChoice = privacy.getByRole('radio', { name: tr('account:privacy.options.public.label') });
    await expect
      .poll(async () => (await publicChoice.click(), await publicChoice.isChecked()), { timeout: 10_000 })
      .toBe(true);
    await owner.page.getByText(tr('account:privacy.saved')).first().waitFor();

    // The visitor, signed out, reads it by nickname: in Turkish first (a first visit's language)…
    await visitor.page.goto(cvPath);
    const sheet = visitor.page.getByRole('article', { name: 'Zeynep Çelik' });
    await sheet.getByRole('heading', { level: 1, name: 'Zeynep Çelik' }).waitFor();
    await sheet.getByText('Support oyuncusu, takım arıyor.').waitFor();
    await sheet
      .getByRole('region', { name: tr('cv:sections.career') })
      .getByText('İzmir Yıldızları')
      .waitFor();
    await visitor.page.getByText(tr('cv:public.visitorNote')).waitFor();
    expect(new URL(visitor.page.url()).pathname).toBe(cvPath);
    expect(await visitor.page.getByRole('button', { name: tr('cv:print') }).isVisible()).toBe(true);

    // …then in English.
    await switchLanguage(visitor.page, 'en');
    await sheet
      .getByRole('region', { name: en('cv:sections.career') })
      .getByText('İzmir Yıldızları')
      .waitFor();
    await visitor.page.getByText(en('cv:public.visitorNote')).waitFor();
    expect(await visitor.page.getByRole('button', { name: en('cv:print') }).isVisible()).toBe(true);

    // The first HTML carries the link preview, as a crawler gets it (no cookie, no script), in the language asked.
    const html = await (
      await visitor.context.request.get(cvPath, { headers: { cookie: '', 'accept-language': 'en' } })
    ).text();
    expect(metaOf(html, 'og:title')).toBe('Zeynep Çelik · Esports CV');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'og:url')).toMatch(new RegExp(`/cv/${account.nickname}$`));
    const image = metaOf(html, 'og:image');
    expect(image).toMatch(/\/api\/cv\/.+\/card\.png\?v=/);

    // The image is fetched as a crawler would, and a browser draws it at 1200×630.
    const res = await visitor.context.request.get(image!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    const size = await visitor.page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, image!);
    expect(size).toEqual({ width: 1200, height: 630 });

    // Printed, the visitor's page is the CV alone.
    await visitor.page.emulateMedia({ media: 'print' });
    for (const banner of await visitor.page.locator('header, footer, nav').all()) {
      expect(await banner.isVisible()).toBe(false);
    }
    expect(await sheet.getByRole('heading', { level: 1, name: 'Zeynep Çelik' }).isVisible()).toBe(true);
    const pdf = await visitor.page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  } finally {
    await owner.context.close();
    await visitor.context.close();
  }
});
