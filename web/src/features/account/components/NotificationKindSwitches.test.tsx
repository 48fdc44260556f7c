import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { NotificationKindSwitches } from './NotificationKindSwitches';

const KINDS = ['matches', 'transfers', 'tournaments', 'teams', 'social', 'system'];
type Change = { category: string; email?: boolean; push?: boolean };

describe('notification kind switches', () => {
  it('keeps both changes when an e-mail and a push choice save at once and their answers come back out of order', async () => {
    const saved = new Map(KINDS.map((category) => [category, { category, email: false, push: true }]));
    const list = () => ({ items: KINDS.map((k) => ({ ...saved.get(k)! })) });
    let release: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (release = resolve));
    let puts = 0;
    stubFetch({
      '/api/notifications/email-preferences': () => jsonResponse(200, list()),
      'PUT /api/notifications/email-preferences': async (_url: string, init: RequestInit) => {
        const [change] = (JSON.parse(String(init.body)) as { items: Change[] }).items;
        saved.set(change!.category, { ...saved.get(change!.category)!, ...change });
        // The answer is the list as it is now; the first one is held until the second has come back.
        const answer = jsonResponse(200, list());
        if (++puts === 1) await firstHeld;
        else setTimeout(release, 50);
        return answer;
      },
    });
    const user = userEvent.setup();
    renderWithApp(
      <>
        <section aria-label="e-mail">
          <NotificationKindSwitches channel="email" />
        </section>
        <section aria-label="push">
          <NotificationKindSwitches channel="push" />
        </section>
      </>,
      { user: makeUser({ onboardingCompleted: true }) },
    );
    const email = within(await screen.findByRole('region', { name: 'e-mail' }));
    const push = within(screen.getByRole('region', { name: 'push' }));
    await user.click(await email.findByRole('switch', { name: 'Sosyal' }));
    await user.click(push.getByRole('switch', { name: 'Takımlar' }));

    await waitFor(() => expect(puts).toBe(2));
    await new Promise((r) => setTimeout(r, 300));
    await waitFor(() => expect(email.getByRole('switch', { name: 'Sosyal' })).toBeChecked());
    expect(push.getByRole('switch', { name: 'Takımlar' })).not.toBeChecked();
    expect(email.getByRole('switch', { name: 'Sosyal' })).toBeEnabled();
  });
});
