import { expect, it } from 'vitest';
import type { NotificationEmailPreferences } from '../../contract/src/notifications/categories';
import { createAccount, signedInPlayer } from '../support/api';
import { baseUrl, browserForFile, lastMailTo, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { heading, switchLanguage, visibleText, waitForPath } from '../support/ui';
import { request } from 'playwright-core';

const browser = browserForFile();

it(
  'in Turkish a player turns on e-mail for social notifications in his settings; in English a follow reaches him by e-mail with an unsubscribe link, which opens a page that changes nothing until he confirms, then e-mail is off',
  { timeout: 120_000 },
  async () => {
    const { context, page } = await newVisitor(browser());
    try {
      const player = await signedInPlayer(context);
      const me = (await (await context.request.get('/api/auth/user')).json()) as { id: string };
      const social = async () =>
        (
          (await (
            await context.request.get('/api/notifications/email-preferences')
          ).json()) as NotificationEmailPreferences
        ).items.find((i) => i.category === 'social')!.email;

      // Turkish: the settings page has the section, social e-mails are off by default, matches on.
      await page.goto('/settings/account');
      const section = page.getByRole('region', { name: tr('account:emailNotifications.title') });
      await section.waitFor();
      const socialSwitch = section.getByRole('switch', {
        name: tr('account:emailNotifications.categories.social.label'),
      });
      expect(await socialSwitch.getAttribute('aria-checked')).toBe('false');
      expect(
        await section
          .getByRole('switch', { name: tr('account:emailNotifications.categories.matches.label') })
          .getAttribute('aria-checked'),
      ).toBe('true');
      await socialSwitch.click();
      await page.getByText(tr('account:emailNotifications.saved'), { exact: true }).first().waitFor();
      await expect.poll(social).toBe(true);
      await page.reload();
      await section
        .getByRole('switch', { name: tr('account:emailNotifications.categories.social.label') })
        .and(page.locator('[aria-checked="true"]'))
        .waitFor();

      // English: the section speaks English; saving a choice here makes his mails English.
      await switchLanguage(page, 'en');
      const sectionEn = page.getByRole('region', { name: en('account:emailNotifications.title') });
      const teams = sectionEn.getByRole('switch', { name: en('account:emailNotifications.categories.teams.label') });
      await teams.click();
      await teams.and(page.locator('[aria-checked="true"]')).waitFor();
      await teams.click();
      await teams.and(page.locator('[aria-checked="false"]')).waitFor();

      // Someone follows him: one mail, in English, with the one-click unsubscribe link.
      const follower = await createAccount({ role: 'player' });
      const api = await request.newContext({ baseURL: baseUrl() });
      try {
        const login = await api.post('/api/auth/login', {
          data: { email: follower.email, password: follower.password },
        });
        expect(login.status()).toBe(200);
        expect((await api.post(`/api/users/${me.id}/follow`)).status()).toBeLessThan(300);
      } finally {
        await api.dispose();
      }
      const mail = await lastMailTo(player.email, 15_000);
      expect(mail.subject).toBe('New follower');
      const link = /https?:\/\/\S+\/api\/notifications\/unsubscribe\?token=[^\s"<>]+/.exec(mail.text)?.[0];
      expect(link, mail.text).toBeDefined();

      // The link opens a page that asks first: opening it turned nothing off.
      await page.goto(link!);
      await waitForPath(page, '/unsubscribe');
      await heading(page, en('account:unsubscribe.title')).waitFor();
      const kind = en('account:emailNotifications.categories.social.label');
      expect(await visibleText(page.getByText(en('account:unsubscribe.question', { kind })))).toBeTruthy();
      expect(await social()).toBe(true);

      await page.getByRole('button', { name: en('account:unsubscribe.confirm') }).click();
      await page.getByText(en('account:unsubscribe.done', { kind })).waitFor();
      expect(await social()).toBe(false);

      // Back in the settings, the social switch is off.
      await page.getByRole('link', { name: en('account:unsubscribe.settings') }).click();
      await waitForPath(page, '/settings/account');
      await page
        .getByRole('region', { name: en('account:emailNotifications.title') })
        .getByRole('switch', { name: kind })
        .and(page.locator('[aria-checked="false"]'))
        .waitFor();
    } finally {
      await context.close();
    }
  },
);
