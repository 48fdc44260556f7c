import { expect, it } from 'vitest';
import { currentUser, signedInPlayer } from '../support/api';
import { browserForFile, newVisitor } from '../support/browser';
import { en, tr } from '../support/i18n';
import { switchLanguage } from '../support/ui';

const browser = browserForFile();

it('B asks A to connect from A’s profile, A accepts from the network page, then removes the connection after confirming', async () => {
  const a = await newVisitor(browser());
  const b = await newVisitor(browser());
  try {
    const aUser = await signedInPlayer(a.context);
    const bUser = await signedInPlayer(b.context);
    const aId = (await currentUser(a.context)).user!.id;
    const bId = (await currentUser(b.context)).user!.id;

    // B, in Turkish, on A's profile.
    await b.page.goto(`/profile/${aId}`);
    await b.page.getByRole('button', { name: tr('network:aria.request', { name: aUser.nickname }) }).click();
    await b.page.getByText(tr('network:toasts.request'), { exact: true }).first().waitFor();

    // A, in English, answers from the incoming requests.
    await a.page.goto('/network?tab=connections&filter=incoming');
    await switchLanguage(a.page, 'en');
    await a.page.getByRole('button', { name: en('network:aria.accept', { name: bUser.nickname }) }).click();
    // The 'accepted' toast may be replaced at once by the live 'First friend' achievement's (one toast at a time):
    // either one says the answer went through; the server says the rest.
    await a.page
      .getByText(en('network:toasts.accept'), { exact: true })
      .or(
        a.page.getByText(en('notifications:types.achievement_unlocked.message', { key: 'first_friend' }), {
          exact: true,
        }),
      )
      .first()
      .waitFor();
    await expect
      .poll(async () => (await b.context.request.get(`/api/connections/${aId}/status`)).json())
      .toEqual({ status: 'connected' });

    // A removes B from the connections, after a confirmation.
    await a.page.goto('/network?tab=connections&filter=connected');
    await a.page.getByRole('button', { name: en('network:aria.remove', { name: bUser.nickname }) }).click();
    const dialog = a.page.getByRole('alertdialog').or(a.page.getByRole('dialog'));
    await dialog.getByRole('button', { name: en('network:confirmRemove.confirm') }).click();
    await a.page.getByText(en('network:toasts.remove'), { exact: true }).first().waitFor();
    expect(await (await a.context.request.get(`/api/connections/${bId}/status`)).json()).toEqual({ status: 'none' });
  } finally {
    await Promise.all([a.context.close(), b.context.close()]);
  }
});
