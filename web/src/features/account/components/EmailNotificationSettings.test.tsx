import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { initTestI18n } from '../../../test/i18n';
import { makeUser, renderWithApp } from '../../../test/render';
import { EmailNotificationSettings } from './EmailNotificationSettings';

const DEFAULTS = {
  items: [
    { category: 'matches', email: true, push: true },
    { category: 'transfers', email: true, push: true },
    { category: 'tournaments', email: false, push: true },
    { category: 'teams', email: false, push: true },
    { category: 'social', email: false, push: true },
    { category: 'system', email: false, push: true },
  ],
};

type Change = { category: string; email?: boolean; push?: boolean };

/** The server's side: the list as last saved, and `put` deciding each change (`answerWith` saves it). */
function renderSettings(put: (body: { items: Change[] }) => Response) {
  let saved = DEFAULTS;
  const fetch = stubFetch({
    '/api/notifications/email-preferences': () => jsonResponse(200, saved),
    'PUT /api/notifications/email-preferences': (_url: string, init: RequestInit) => {
      const answer = put(JSON.parse(String(init.body)) as { items: Change[] });
      if (answer.ok) saved = applied(saved, JSON.parse(String(init.body)) as { items: Change[] });
      return answer;
    },
  });
  const user = userEvent.setup();
  renderWithApp(<EmailNotificationSettings />, { user: makeUser({ onboardingCompleted: true }) });
  return { fetch, user };
}

const applied = (list: typeof DEFAULTS, body: { items: Change[] }) => ({
  items: list.items.map((i) => ({ ...i, ...body.items.find((c) => c.category === i.category) })),
});
const answerWith = (body: { items: Change[] }) => jsonResponse(200, applied(DEFAULTS, body));

describe('e-mail notification settings', () => {
  it('shows a switch per kind with the defaults and saves a change at once', async () => {
    const { fetch, user } = renderSettings(answerWith);
    expect(screen.getByRole('heading', { name: 'E-posta bildirimleri' })).toBeInTheDocument();
    const matches = await screen.findByRole('switch', { name: 'Maçlar' });
    expect(matches).toBeChecked();
    expect(matches).toHaveAccessibleDescription('Maç hatırlatmaları, sonuçlar, itirazlar ve maç saatleri');
    expect(screen.getByRole('switch', { name: 'Transfer teklifleri ve pazar' })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    const social = screen.getByRole('switch', { name: 'Sosyal' });
    expect(social).not.toBeChecked();

    await user.click(social);
    expect(social).toBeChecked();
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([, init]) => init?.method === 'PUT' && init.body === '{"items":[{"category":"social","email":true}]}',
        ),
      ).toBe(true),
    );
    expect(await screen.findByText('E-posta bildirim tercihin kaydedildi.')).toBeInTheDocument();
  });

  it('puts the switch back when the server refuses', async () => {
    const { user } = renderSettings(() =>
      jsonResponse(400, { message: 'Gönderilen bilgiler geçersiz.', code: 'validation' }),
    );
    const matches = await screen.findByRole('switch', { name: 'Maçlar' });
    await user.click(matches);
    expect(await screen.findByText('Gönderilen bilgiler geçersiz.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Maçlar' })).toBeChecked());
  });

  it('says so when the choices cannot be loaded, and tries again', async () => {
    let fail = true;
    stubFetch({
      '/api/notifications/email-preferences': () =>
        fail ? jsonResponse(500, { message: 'x', code: 'internal' }) : jsonResponse(200, DEFAULTS),
    });
    const user = userEvent.setup();
    renderWithApp(<EmailNotificationSettings />, { user: makeUser({ onboardingCompleted: true }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('E-posta bildirim ayarların yüklenemedi.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('switch', { name: 'Maçlar' })).toBeChecked();
  });

  it('speaks English too', async () => {
    await initTestI18n('en');
    renderSettings(answerWith);
    expect(await screen.findByRole('switch', { name: 'Matches' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'E-mail notifications' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Social' })).not.toBeChecked();
  });
});
