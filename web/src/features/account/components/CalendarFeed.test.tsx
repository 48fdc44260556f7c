import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { CalendarFeed } from './CalendarFeed';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
const OLD = 'http://localhost:5000/api/calendar/old-token.ics';
const NEW = 'http://localhost:5000/api/calendar/new-token.ics';
const feed = (url: string) => ({ feed: { url, createdAt: '2026-11-27T10:00:00.000Z' } });

function setup(current: unknown) {
  const fetch = stubFetch({
    '/api/calendar': current,
    'POST /api/calendar/regenerate': () => jsonResponse(200, feed(NEW)),
    'DELETE /api/calendar': new Response(null, { status: 204 }),
  });
  const user = userEvent.setup();
  renderWithApp(<CalendarFeed />, { user: me });
  return { fetch, user };
}

describe('calendar feed settings', () => {
  it('shows the address with a copy button and the steps for Google, Outlook and Apple', async () => {
    const { user } = setup(feed(OLD));
    const section = await screen.findByRole('region', { name: 'Takvim' });
    const input = await within(section).findByRole('textbox', { name: 'Takvim bağlantın (iCalendar)' });
    expect(input).toHaveValue(OLD);
    expect(input).toHaveAttribute('readonly');
    expect(within(section).getByText('Google Takvim:')).toBeInTheDocument();
    expect(within(section).getByText('Outlook:')).toBeInTheDocument();
    expect(within(section).getByText('Apple Takvim:')).toBeInTheDocument();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(section).getByRole('button', { name: 'Bağlantıyı kopyala' }));
    expect(writeText).toHaveBeenCalledWith(OLD);
    expect(await screen.findByText('Bağlantı kopyalandı.')).toBeInTheDocument();
  });

  it('turns the feed off after asking, and offers to make a new one', async () => {
    const { fetch, user } = setup(feed(OLD));
    await user.click(await screen.findByRole('button', { name: 'Takvim bağlantısını kapat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Takvim bağlantısı kapatılsın mı?' });
    expect(callsTo(fetch, 'DELETE', '/api/calendar')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bağlantıyı kapat' }));
    expect(await screen.findByText('Takvim bağlantın kapatıldı.')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/api/calendar')).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Takvim bağlantısı oluştur' })).toHaveFocus());
  });

  it('asks before replacing the address, says the old one stops working, and shows the new one', async () => {
    const { fetch, user } = setup(feed(OLD));
    await user.click(await screen.findByRole('button', { name: 'Yeni bağlantı oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yeni takvim bağlantısı oluşturulsun mu?' });
    expect(dialog).toHaveTextContent('Eski bağlantı hemen çalışmaz olur');
    expect(callsTo(fetch, 'POST', '/api/calendar/regenerate')).toHaveLength(0);

    // Cancelling changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'POST', '/api/calendar/regenerate')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Yeni bağlantı oluştur' }));
    const again = await screen.findByRole('dialog');
    await user.click(within(again).getByRole('button', { name: 'Yeni bağlantı oluştur' }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(NEW));
    expect(callsTo(fetch, 'POST', '/api/calendar/regenerate')).toHaveLength(1);
    expect(await screen.findByText('Yeni takvim bağlantın hazır; eski bağlantı artık çalışmıyor.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to create a link when there is none, without a confirmation', async () => {
    const { fetch, user } = setup({ feed: null });
    expect(await screen.findByText('Henüz bir takvim bağlantın yok.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Takvim bağlantısı oluştur' }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue(NEW));
    expect(callsTo(fetch, 'POST', '/api/calendar/regenerate')).toHaveLength(1);
  });

  it('says so when the link cannot be loaded, and retries', async () => {
    setup(jsonResponse(500, { message: 'x', code: 'internal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Takvim bağlantın yüklenemedi.');
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeInTheDocument();
  });
});
