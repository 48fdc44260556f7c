import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, stubFetch } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { UnsubscribePage } from './UnsubscribePage';

const TOKEN = '00000000-0000-4000-8000-000000000001.matches.c2lnbmF0dXJl';
const POST = `POST /api/notifications/unsubscribe?token=${encodeURIComponent(TOKEN)}`;

describe('unsubscribe page', () => {
  it('changes nothing on opening; the button turns the kind off, signed out', async () => {
    const fetch = stubFetch({
      [POST]: jsonResponse(200, { category: 'matches', email: false }),
    });
    const user = userEvent.setup();
    renderWithApp(<UnsubscribePage />, { route: `/unsubscribe?token=${encodeURIComponent(TOKEN)}`, user: null });
    expect(screen.getByText(/"Maçlar" bildirimlerini artık e-postayla almak istemiyor musun/)).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'E-postaları durdur' }));
    expect(await screen.findByText(/"Maçlar" bildirimleri için artık e-posta almayacaksın/)).toBeInTheDocument();
    const [url, init] = fetch.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(String(url)).toBe(`/api/notifications/unsubscribe?token=${encodeURIComponent(TOKEN)}`);
    expect(init?.body).toBeUndefined();
  });

  it('shows the server’s message for a forged link', async () => {
    stubFetch({
      [POST]: jsonResponse(400, {
        message: 'Abonelikten çıkma bağlantısı geçersiz.',
        code: 'invalid_unsubscribe_token',
      }),
    });
    const user = userEvent.setup();
    renderWithApp(<UnsubscribePage />, { route: `/unsubscribe?token=${encodeURIComponent(TOKEN)}`, user: null });
    await user.click(screen.getByRole('button', { name: 'E-postaları durdur' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('geçersiz'));
  });

  it('says a garbled link is invalid without asking the server', () => {
    const fetch = stubFetch({});
    renderWithApp(<UnsubscribePage />, { route: '/unsubscribe?token=garbage', user: null });
    expect(screen.getByText(/Bu abonelikten çıkma bağlantısı geçersiz/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-postaları durdur' })).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
