import { deflateSync, crc32 } from 'node:zlib';
import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { eventually, switchLanguage, waitForPath } from '../support/ui';

const browser = browserForFile();

/** A valid 8×8 PNG, made here so no binary fixture is committed. */
function tinyPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(8, 0);
  ihdr.writeUInt32BE(8, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((8 * 3 + 1) * 8, 0x7c);
  for (let y = 0; y < 8; y++) raw[y * 25] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

it('a player fills the profile and watches completeness rise with its messages, then opens the CV — in TR and EN', async () => {
  const { context, page } = await newVisitor(browser());
  try {
    await signedInPlayer(context);
    const id = (await currentUser(context)).user!.id;
    await page.goto(`/profile/${id}/edit`);
    const meter = page.getByRole('progressbar').first();
    await meter.waitFor();
    expect(await meter.getAttribute('aria-valuenow')).toBe('0');
    await page.getByText(tr('profile:completeness.stages.get_started'), { exact: true }).first().waitFor();

    // Name, birth date, location and a biography: 10 + 5 + 5 + 15 = 35%.
    await page.getByLabel(tr('profile:edit.fields.firstName'), { exact: true }).fill('Elif');
    await page.getByLabel(tr('profile:edit.fields.lastName'), { exact: true }).fill('Yılmaz');
    await page.getByLabel(tr('profile:edit.fields.birthDate'), { exact: true }).fill('2003-05-17');
    await page.getByLabel(tr('profile:edit.fields.location'), { exact: true }).fill('İzmir');
    await page
      .getByLabel(tr('profile:edit.fields.biography'), { exact: true })
      .fill('Valorant oyuncusuyum, takım arıyorum.');
    await eventually(() => meter.getAttribute('aria-valuenow')).toBe('35');
    await page.getByText(tr('profile:completeness.stages.good_start'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: tr('profile:edit.save'), exact: true }).click();
    await page.getByText(tr('profile:edit.saved'), { exact: true }).first().waitFor();

    // A profile photo (uploaded, checked by its bytes on the server): 50%, "great progress".
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng() });
    await eventually(() => meter.getAttribute('aria-valuenow')).toBe('50');
    await page.getByText(tr('profile:completeness.stages.great_progress'), { exact: true }).first().waitFor();
    await page.getByRole('button', { name: tr('profile:edit.save'), exact: true }).click();
    await page.getByText(tr('profile:edit.saved'), { exact: true }).first().waitFor();

    // The server agrees, and the About tab shows what was saved. The first save's "saved" toast may still be on
    // screen, so the second save is known to be stored only once the server says so.
    const readProfile = async () => await (await context.request.get(`/api/profiles/${id}`)).json();
    await eventually(async () => (await readProfile()).profile.completeness).toBe(50);
    const saved = await readProfile();
    expect(saved.profile).toMatchObject({
      completeness: 50,
      completenessStage: 'great_progress',
      location: 'İzmir',
      age: expect.any(Number),
    });
    expect(saved.user.avatarUrl ?? saved.user.profileImageUrl).toMatch(/^\/public-objects\//);

    // The printable CV, in English.
    await page.goto(`/cv/${id}`);
    await switchLanguage(page, 'en');
    await waitForPath(page, `/cv/${id}`);
    await page.getByText('Elif Yılmaz').first().waitFor();
    await page.getByRole('button', { name: en('cv:print') }).waitFor();
  } finally {
    await context.close();
  }
});
