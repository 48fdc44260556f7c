import type { ConnectionStatus } from '@esn/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { ConnectionControl } from './ConnectionControl';

const me = makeUser({ id: 'me', onboardingCompleted: true, userType: 'player' });

function deferred() {
  let resolve!: (value: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderControl(status: ConnectionStatus, routes: Record<string, Handler | Response | unknown> = {}) {
  const fetch = stubFetch({ '/api/connections/u2/status': { status }, ...routes });
  const user = userEvent.setup();
  renderWithApp(<ConnectionControl userId="u2" name="Ayşe Yılmaz" />, { user: me });
  return { fetch, user };
}

const button = (name: string) => screen.findByRole('button', { name });

describe('connection buttons', () => {
  it('none → pending_outgoing at once, then back to none when the request is withdrawn', async () => {
    const answer = deferred();
    const { user, fetch } = renderControl('none', {
      'POST /api/connections/u2': () => answer.promise,
      'POST /api/connections/u2/withdraw': { status: 'none' },
    });
    await user.click(await button('Ayşe Yılmaz ile bağlantı kur'));
    // Shown before the server has answered.
    expect(screen.getByText('İstek gönderildi')).toBeInTheDocument();
    // Unavailable until the server answers, yet it holds the focus the replaced button had (a disabled one could not).
    const withdraw = screen.getByRole('button', { name: 'Ayşe Yılmaz kullanıcısına gönderilen isteği geri çek' });
    expect(withdraw).toHaveAttribute('aria-disabled', 'true');
    expect(withdraw).toHaveFocus();
    await user.click(withdraw);
    expect(callsTo(fetch, 'POST', '/api/connections/u2')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/connections/u2/withdraw')).toHaveLength(0);

    answer.resolve(jsonResponse(200, { status: 'pending_outgoing' }));
    expect(await screen.findByText('Bağlantı isteği gönderildi.')).toBeInTheDocument();
    await user.click(await button('Ayşe Yılmaz kullanıcısına gönderilen isteği geri çek'));
    expect(await button('Ayşe Yılmaz ile bağlantı kur')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/connections/u2/withdraw')).toHaveLength(1);
    expect(callsTo(fetch, 'DELETE', '/api/connections/u2')).toHaveLength(0);
    expect(await screen.findByText('Bağlantı isteği geri çekildi.')).toBeInTheDocument();
  });

  it('a request accepted meanwhile is not withdrawn: the refusal is told and the connection shows', async () => {
    let accepted = false;
    const { user } = renderControl('pending_outgoing', {
      '/api/connections/u2/status': () => jsonResponse(200, { status: accepted ? 'connected' : 'pending_outgoing' }),
      'POST /api/connections/u2/withdraw': () => {
        accepted = true; // Ayşe accepted before this page heard of it
        return jsonResponse(404, { message: 'Bekleyen bir bağlantı isteği yok.', code: 'no_pending_request' });
      },
    });
    await user.click(await button('Ayşe Yılmaz kullanıcısına gönderilen isteği geri çek'));
    expect(await screen.findByText('Bekleyen bir bağlantı isteği yok.')).toBeInTheDocument();
    expect(await button('Ayşe Yılmaz ile bağlantıyı kaldır')).toBeInTheDocument();
  });

  it('follows the server when a request is answered with an immediate connection', async () => {
    const { user } = renderControl('none', { 'POST /api/connections/u2': { status: 'connected' } });
    await user.click(await button('Ayşe Yılmaz ile bağlantı kur'));
    expect(await button('Ayşe Yılmaz ile bağlantıyı kaldır')).toBeInTheDocument();
    expect(screen.getByText('Bağlantı')).toBeInTheDocument();
  });

  it('rolls a refused request back and shows the server’s message', async () => {
    const { user } = renderControl('none', {
      'POST /api/connections/u2': jsonResponse(409, {
        message: 'Bu kişiyle zaten bir bağlantın var.',
        code: 'connection_exists',
      }),
    });
    await user.click(await button('Ayşe Yılmaz ile bağlantı kur'));
    expect(await screen.findByText('Bu kişiyle zaten bir bağlantın var.')).toBeInTheDocument();
    expect(await button('Ayşe Yılmaz ile bağlantı kur')).toBeEnabled();
    expect(screen.queryByText('İstek gönderildi')).not.toBeInTheDocument();
  });

  it('pending_incoming → accept → connected', async () => {
    const { user, fetch } = renderControl('pending_incoming', {
      'POST /api/connections/u2/accept': { status: 'connected' },
    });
    await user.click(await button('Ayşe Yılmaz kullanıcısının bağlantı isteğini kabul et'));
    expect(await button('Ayşe Yılmaz ile bağlantıyı kaldır')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/connections/u2/accept')).toHaveLength(1);
    expect(await screen.findByText('Bağlantı isteği kabul edildi.')).toBeInTheDocument();
  });

  it('pending_incoming → decline → none', async () => {
    const { user, fetch } = renderControl('pending_incoming', {
      'POST /api/connections/u2/decline': { status: 'none' },
    });
    await user.click(await button('Ayşe Yılmaz kullanıcısının bağlantı isteğini reddet'));
    expect(await button('Ayşe Yılmaz ile bağlantı kur')).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/connections/u2/decline')).toHaveLength(1);
    expect(callsTo(fetch, 'POST', '/api/connections/u2/accept')).toHaveLength(0);
  });

  it('removes a connection only after confirming', async () => {
    const { user, fetch } = renderControl('connected', { 'DELETE /api/connections/u2': { status: 'none' } });
    await user.click(await button('Ayşe Yılmaz ile bağlantıyı kaldır'));
    let dialog = await screen.findByRole('dialog', { name: 'Ayşe Yılmaz ile bağlantı kaldırılsın mı?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'DELETE', '/api/connections/u2')).toHaveLength(0);

    await user.click(await button('Ayşe Yılmaz ile bağlantıyı kaldır'));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantıyı kaldır' }));
    expect(await button('Ayşe Yılmaz ile bağlantı kur')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/connections/u2')).toHaveLength(1);
    expect(await screen.findByText('Bağlantı kaldırıldı.')).toBeInTheDocument();
  });

  it('keeps a keyboard user on the control when a button replaces the one they pressed', async () => {
    const { user } = renderControl('pending_incoming', {
      'POST /api/connections/u2/accept': { status: 'connected' },
      'DELETE /api/connections/u2': { status: 'none' },
    });
    (await button('Ayşe Yılmaz kullanıcısının bağlantı isteğini kabul et')).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Ayşe Yılmaz ile bağlantıyı kaldır' })).toHaveFocus(),
    );

    // Removing goes through a confirmation; once it closes, focus lands on the new "connect" button, not the page.
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('button', { name: 'Bağlantıyı kaldır' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ayşe Yılmaz ile bağlantı kur' })).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });
});
