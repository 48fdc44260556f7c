import { TIMINGS, type Notification } from '@esn/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useLocation } from 'react-router';
import { callsTo, jsonResponse, stubFetch, type Handler } from '../../../test/fetchStub';
import { makeNotification } from '../../../test/factories';
import { makeUser, renderWithApp } from '../../../test/render';
import { NOTIFICATION_PAGE_SIZE } from '../api';
import { registerNotificationHandler } from '../handlers';
import { NotificationBell } from './NotificationBell';

const FIRST_PAGE = `/api/notifications?limit=${NOTIFICATION_PAGE_SIZE}`;
const noContent = () => new Response(null, { status: 204 });

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function renderBell(count: number, routes: Record<string, Handler | Response | unknown>) {
  const fetch = stubFetch(routes);
  const user = userEvent.setup();
  const view = renderWithApp(
    <>
      <NotificationBell count={count} />
      <LocationProbe />
    </>,
    { route: '/dashboard', user: makeUser({ onboardingCompleted: true }) },
  );
  return { fetch, user, ...view };
}

async function openMenu(user: ReturnType<typeof userEvent.setup>, count: number) {
  const name = count > 0 ? `Bildirimler, ${count} okunmamış` : 'Bildirimler';
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('menu', { name: 'Bildirimler' });
}

const follow = makeNotification({ id: 'n1', read: false, actionUrl: '/profile/u2' });
const seen = makeNotification({
  id: 'n2',
  read: true,
  type: 'tournament_update',
  params: { tournament: 'Yaz Kupası' },
  actionUrl: '/tournaments/t1',
  sender: null,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
});

const row = (menu: HTMLElement, title: string) => within(menu).getByRole('group', { name: title });

describe('notification dropdown', () => {
  it('shows a loading state while the list is on its way', async () => {
    const { user } = renderBell(0, { [FIRST_PAGE]: () => new Promise<Response>(() => undefined) });
    const menu = await openMenu(user, 0);
    expect(within(menu).getByRole('status')).toHaveTextContent('Bildirimler yükleniyor...');
  });

  it('shows the empty state and no "mark all read" at 0 unread', async () => {
    const { user } = renderBell(0, { [FIRST_PAGE]: [] });
    const menu = await openMenu(user, 0);
    expect(await within(menu).findByText('Henüz bildirimin yok')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Tümünü okundu işaretle/ })).not.toBeInTheDocument();
  });

  it('shows a grouped item as one row that says how many it stands for (issue 24)', async () => {
    const grouped = makeNotification({
      id: 'g1',
      type: 'tournament_registration',
      params: { tournament: 'Walk Cup', team: 'Wolves', nickname: 'kaan' },
      actionUrl: '/tournaments/t1',
      count: 5,
    });
    const { user } = renderBell(1, { [FIRST_PAGE]: [grouped] });
    const menu = await openMenu(user, 1);
    const item = await within(menu).findByRole('group', { name: '5 yeni kayıt: Walk Cup' });
    expect(item).toHaveTextContent('Son kaydolan: Wolves');
    expect(within(item).getByText('Okunmadı')).toBeInTheDocument();
    expect(within(menu).getAllByRole('group')).toHaveLength(1);
  });

  it('lists notifications with text, time, unread marker and per-item controls', async () => {
    const { user } = renderBell(1, { [FIRST_PAGE]: [follow, seen] });
    const menu = await openMenu(user, 1);

    const unread = await within(menu).findByRole('group', { name: 'Yeni takipçi' });
    expect(unread).toHaveTextContent('Ayşe seni takip etmeye başladı');
    expect(unread).toHaveTextContent('şimdi');
    expect(within(unread).getByText('Okunmadı')).toBeInTheDocument();
    expect(within(unread).getByRole('menuitem', { name: 'Okundu olarak işaretle' })).toBeEnabled();
    expect(within(unread).getByRole('menuitem', { name: 'Bildirimi sil' })).toBeEnabled();

    const read = row(menu, 'Turnuva güncellemesi');
    expect(read).toHaveTextContent('Yaz Kupası turnuvasında yeni bir gelişme var');
    expect(read).toHaveTextContent('3 saat önce');
    expect(within(read).queryByText('Okunmadı')).not.toBeInTheDocument();
    expect(within(read).getByRole('menuitem', { name: 'Okundu olarak işaretle' })).toBeDisabled();

    expect(within(menu).getByRole('menuitem', { name: /Tümünü okundu işaretle/ })).toBeInTheDocument();
  });

  it('renders the texts in English for an English reader', async () => {
    await i18next.changeLanguage('en');
    const { user } = renderBell(1, { [FIRST_PAGE]: [follow, seen] });
    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unread' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const unread = await within(menu).findByRole('group', { name: 'New follower' });
    expect(unread).toHaveTextContent('Ayşe started following you');
    expect(row(menu, 'Tournament update')).toHaveTextContent('3 hours ago');
    expect(within(menu).getByRole('menuitem', { name: /Mark all as read/ })).toBeInTheDocument();
  });

  it('marks an unread notification read first, then goes to its actionUrl', async () => {
    const order: string[] = [];
    const { user, fetch } = renderBell(1, {
      [FIRST_PAGE]: [follow, seen],
      'PATCH /api/notifications/n1/read': () => {
        order.push(`read while at ${screen.getByTestId('location').textContent}`);
        return noContent();
      },
    });
    const menu = await openMenu(user, 1);
    await user.click(
      within(await within(menu).findByRole('group', { name: 'Yeni takipçi' })).getAllByRole('menuitem')[0]!,
    );

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile/u2'));
    expect(order).toEqual(['read while at /dashboard']);
    expect(callsTo(fetch, 'PATCH', '/api/notifications/n1/read')).toHaveLength(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('does not mark a read notification again before navigating', async () => {
    const { user, fetch } = renderBell(1, { [FIRST_PAGE]: [follow, seen] });
    const menu = await openMenu(user, 1);
    await user.click(
      within(await within(menu).findByRole('group', { name: 'Turnuva güncellemesi' })).getAllByRole('menuitem')[0]!,
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tournaments/t1'));
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);
  });

  it('runs a registered handler for the type instead of navigating', async () => {
    const offer = makeNotification({
      id: 'n9',
      type: 'transfer_offer',
      relatedId: 'o1',
      actionUrl: '/transfers',
      read: true,
    });
    const handler = vi.fn((_n: Notification) => undefined);
    const unregister = registerNotificationHandler('transfer_offer', handler);
    try {
      const { user } = renderBell(0, { [FIRST_PAGE]: [offer] });
      const menu = await openMenu(user, 0);
      await user.click(
        within(await within(menu).findByRole('group', { name: 'Yeni transfer teklifi' })).getAllByRole('menuitem')[0]!,
      );
      await waitFor(() => expect(handler).toHaveBeenCalledTimes(1));
      expect(handler.mock.calls[0]?.[0]).toMatchObject({ id: 'n9', relatedId: 'o1' });
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    } finally {
      unregister();
    }
  });

  it('navigates after all when the handler declines', async () => {
    const offer = makeNotification({
      id: 'n9',
      type: 'transfer_offer',
      relatedId: null,
      actionUrl: '/transfers',
      read: true,
    });
    const unregister = registerNotificationHandler('transfer_offer', () => false);
    try {
      const { user } = renderBell(0, { [FIRST_PAGE]: [offer] });
      const menu = await openMenu(user, 0);
      await user.click(
        within(await within(menu).findByRole('group', { name: 'Yeni transfer teklifi' })).getAllByRole('menuitem')[0]!,
      );
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transfers'));
    } finally {
      unregister();
    }
  });

  it('mark read: spins for a second, then stays disabled; the menu stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, fetch } = renderBell(1, {
      [FIRST_PAGE]: [follow, seen],
      'PATCH /api/notifications/n1/read': noContent(),
    });
    const menu = await openMenu(user, 1);
    const button = within(await within(menu).findByRole('group', { name: 'Yeni takipçi' })).getByRole('menuitem', {
      name: 'Okundu olarak işaretle',
    });
    await user.click(button);
    await waitFor(() => expect(callsTo(fetch, 'PATCH', '/api/notifications/n1/read')).toHaveLength(1));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await waitFor(() => expect(within(row(menu, 'Yeni takipçi')).queryByText('Okunmadı')).not.toBeInTheDocument());
    await act(async () => {
      vi.advanceTimersByTime(TIMINGS.markReadSpinnerMs);
    });
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeDisabled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('mark read failure shows the spec §8 toast', async () => {
    const { user } = renderBell(1, {
      [FIRST_PAGE]: [follow],
      'PATCH /api/notifications/n1/read': jsonResponse(500, { message: 'boom' }),
    });
    const menu = await openMenu(user, 1);
    await user.click(
      within(await within(menu).findByRole('group', { name: 'Yeni takipçi' })).getByRole('menuitem', {
        name: 'Okundu olarak işaretle',
      }),
    );
    expect(await screen.findByText('Bildirim işaretlenirken bir hata oluştu')).toBeInTheDocument();
    expect(screen.getByText('Hata')).toBeInTheDocument();
  });

  it('mark all read marks every item and hides nothing else', async () => {
    const { user, fetch } = renderBell(1, {
      [FIRST_PAGE]: [follow, seen],
      'PATCH /api/notifications/mark-all-read': noContent(),
    });
    const menu = await openMenu(user, 1);
    await within(menu).findByRole('group', { name: 'Yeni takipçi' });
    await user.click(within(menu).getByRole('menuitem', { name: /Tümünü okundu işaretle/ }));
    await waitFor(() => expect(within(menu).queryByText('Okunmadı')).not.toBeInTheDocument());
    expect(callsTo(fetch, 'PATCH', '/api/notifications/mark-all-read')).toHaveLength(1);
    expect(within(row(menu, 'Yeni takipçi')).getByRole('menuitem', { name: 'Okundu olarak işaretle' })).toBeDisabled();
  });

  it('opened from the keyboard, focuses the newest notification, not "mark all read"', async () => {
    const { user, fetch } = renderBell(1, { [FIRST_PAGE]: [follow, seen] });
    await waitFor(() => expect(callsTo(fetch, 'GET', FIRST_PAGE).length).toBeGreaterThan(0));
    screen.getByRole('button', { name: 'Bildirimler, 1 okunmamış' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Bildirimler' });
    const newest = within(row(menu, 'Yeni takipçi')).getAllByRole('menuitem')[0]!;
    await waitFor(() => expect(newest).toHaveFocus());
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: /Tümünü okundu işaretle/ })).toHaveFocus();
  });

  it('mark all read failure shows the spec §8 toast', async () => {
    const { user } = renderBell(1, {
      [FIRST_PAGE]: [follow],
      'PATCH /api/notifications/mark-all-read': jsonResponse(500, { message: 'boom' }),
    });
    const menu = await openMenu(user, 1);
    await within(menu).findByRole('group', { name: 'Yeni takipçi' });
    await user.click(within(menu).getByRole('menuitem', { name: /Tümünü okundu işaretle/ }));
    expect(await screen.findByText('Bildirimler işaretlenirken bir hata oluştu')).toBeInTheDocument();
  });

  it('delete removes the item and confirms; a failure keeps it and says so', async () => {
    const { user } = renderBell(1, {
      [FIRST_PAGE]: [follow, seen],
      'DELETE /api/notifications/n1': noContent(),
      'DELETE /api/notifications/n2': jsonResponse(500, { message: 'boom' }),
    });
    const menu = await openMenu(user, 1);
    await user.click(
      within(await within(menu).findByRole('group', { name: 'Yeni takipçi' })).getByRole('menuitem', {
        name: 'Bildirimi sil',
      }),
    );
    expect(await screen.findByText('Bildirim silindi')).toBeInTheDocument();
    expect(screen.getByText('Başarılı')).toBeInTheDocument();
    expect(within(menu).queryByRole('group', { name: 'Yeni takipçi' })).not.toBeInTheDocument();

    await user.click(within(row(menu, 'Turnuva güncellemesi')).getByRole('menuitem', { name: 'Bildirimi sil' }));
    expect(await screen.findByText('Bildirim silinirken bir hata oluştu')).toBeInTheDocument();
    expect(row(menu, 'Turnuva güncellemesi')).toBeInTheDocument();
  });

  it('loads older notifications with `before` set to the last one shown', async () => {
    const page = Array.from({ length: NOTIFICATION_PAGE_SIZE }, (_, i) =>
      makeNotification({ id: `p${i}`, read: true, params: { nickname: `user${i}` } }),
    );
    const older = makeNotification({
      id: 'old',
      read: true,
      type: 'tournament_update',
      params: { tournament: 'Kış Kupası' },
    });
    const { user } = renderBell(0, {
      [FIRST_PAGE]: page,
      [`${FIRST_PAGE}&before=p${NOTIFICATION_PAGE_SIZE - 1}`]: [older],
    });
    const menu = await openMenu(user, 0);
    await user.click(await within(menu).findByRole('menuitem', { name: 'Daha eski bildirimleri yükle' }));
    expect(await within(menu).findByRole('group', { name: 'Turnuva güncellemesi' })).toHaveTextContent('Kış Kupası');
    // A short page is the last one.
    expect(within(menu).queryByRole('menuitem', { name: 'Daha eski bildirimleri yükle' })).not.toBeInTheDocument();
  });
});
