import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { callsTo, jsonResponse, stubFetch } from '../../../test/fetchStub';
import { makeUser, renderWithApp } from '../../../test/render';
import { BrowserNotifications } from './BrowserNotifications';

const me = makeUser({ id: 'me', nickname: 'kaan', onboardingCompleted: true, userType: 'player' });
// An uncompressed P-256 point's shape: 0x04 then 64 bytes.
const KEY_BYTES = Uint8Array.from([4, ...Array<number>(64).fill(1)]);
const PUBLIC_KEY = btoa(String.fromCharCode(...KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

/** A browser with what web push needs, as the test sets it: a permission, a service worker and its push manager. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const makeSubscription = (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    const made = {
      endpoint: 'https://push.example/send/abc',
      options: { applicationServerKey: key.buffer, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: 'https://push.example/send/abc',
        expirationTime: null,
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    };
    return made as unknown as PushSubscription;
  };
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => (subscription = makeSubscription(options))),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const serviceWorker = {
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => (subscription ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('isSecureContext', true);
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return {
    notification,
    serviceWorker,
    pushManager,
    subscribed: () => (subscription = makeSubscription({ applicationServerKey: KEY_BYTES })),
    current: () => subscription,
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const KINDS = ['matches', 'transfers', 'tournaments', 'teams', 'social', 'system'];

function renderSection() {
  // The server's side: the kinds' push choices as last saved.
  const push = new Map(KINDS.map((category) => [category, true]));
  const list = () => ({
    items: KINDS.map((category) => ({ category, email: category === 'matches', push: push.get(category)! })),
  });
  const fetch = stubFetch({
    '/api/notifications/email-preferences': () => jsonResponse(200, list()),
    'PUT /api/notifications/email-preferences': (_url: string, init: RequestInit) => {
      for (const c of (JSON.parse(String(init.body)) as { items: { category: string; push: boolean }[] }).items)
        push.set(c.category, c.push);
      return jsonResponse(200, list());
    },
    '/api/push/public-key': { publicKey: PUBLIC_KEY },
    'POST /api/push/subscriptions': new Response(null, { status: 204 }),
    'DELETE /api/push/subscriptions': new Response(null, { status: 204 }),
  });
  const user = userEvent.setup();
  renderWithApp(<BrowserNotifications />, { user: me });
  return { fetch, user };
}

describe('Browser notifications', () => {
  it('asks for permission only on the click, then subscribes with the server’s key and registers the browser', async () => {
    const browser = fakeBrowser('default');
    const { fetch, user } = renderSection();
    expect(await screen.findByRole('heading', { name: 'Tarayıcı bildirimleri' })).toBeInTheDocument();
    const turnOn = await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' });
    expect(screen.getByText(/Bu tarayıcıda bildirimler kapalı/)).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();

    await user.click(turnOn);
    expect(await screen.findByText('Bildirimler bu tarayıcıda açık.')).toBeInTheDocument();
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js');
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.userVisibleOnly).toBe(true);
    const key = options.applicationServerKey as Uint8Array;
    expect(key).toHaveLength(65);
    expect([key[0], key[1], key[64]]).toEqual([4, 1, 1]);
    expect(callsTo(fetch, 'POST', '/api/push/subscriptions').map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'p', auth: 'a' } },
    ]);
    expect(screen.getByRole('button', { name: 'Bu tarayıcıda kapat' })).toBeInTheDocument();
    expect(await screen.findByText('Tarayıcı bildirimleri açıldı.')).toBeInTheDocument();
  });

  it('shows that it is on (registering the browser again) and turns it off: the server forgets it, then the browser', async () => {
    const browser = fakeBrowser('granted');
    const subscription = browser.subscribed();
    const { fetch, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Bu tarayıcıda kapat' }));
    expect(await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' })).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/push/subscriptions')).toHaveLength(1);
    expect(callsTo(fetch, 'DELETE', '/api/push/subscriptions').map((c) => c.body)).toEqual([
      { endpoint: 'https://push.example/send/abc' },
    ]);
    expect(subscription.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.current()).toBeNull();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('while on, lets each kind be turned off for the browsers, saving only its push choice', async () => {
    const browser = fakeBrowser('granted');
    browser.subscribed();
    const { fetch, user } = renderSection();
    const kinds = await screen.findByRole('group', { name: 'Tarayıcılarına hangi bildirimler gelsin' });
    const social = await within(kinds).findByRole('switch', { name: 'Sosyal' });
    expect(within(kinds).getAllByRole('switch')).toHaveLength(6);
    expect(social).toBeChecked();
    await user.click(social);
    await waitFor(() => expect(within(kinds).getByRole('switch', { name: 'Sosyal' })).not.toBeChecked());
    expect(callsTo(fetch, 'PUT', '/api/notifications/email-preferences').map((c) => c.body)).toEqual([
      { items: [{ category: 'social', push: false }] },
    ]);
    expect(await screen.findByText('Tarayıcı bildirimi tercihin kaydedildi.')).toBeInTheDocument();
    // Off in this browser: no list of kinds.
    await user.click(screen.getByRole('button', { name: 'Bu tarayıcıda kapat' }));
    await waitFor(() => expect(screen.queryByRole('group')).not.toBeInTheDocument());
  });

  it('says how to lift a block, and asks nothing', async () => {
    const browser = fakeBrowser('denied');
    renderSection();
    expect(await screen.findByText('Bu site için bildirimler tarayıcında engellenmiş.')).toBeInTheDocument();
    expect(screen.getByText(/adres çubuğundaki kilit simgesine/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });

  it('a closed prompt leaves it off, with a word', async () => {
    fakeBrowser('default', 'default');
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' }));
    expect(await screen.findByText('İzin verilmedi; istediğin zaman yeniden deneyebilirsin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tarayıcı bildirimlerini aç' })).toBeEnabled();
  });

  it('a refused prompt shows the block', async () => {
    const browser = fakeBrowser('default', 'denied');
    const { fetch, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' }));
    expect(await screen.findByText('Bu site için bildirimler tarayıcında engellenmiş.')).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(callsTo(fetch, 'POST', '/api/push/subscriptions')).toHaveLength(0);
  });

  it('says, as an alert, that the push service failed, and stays off', async () => {
    const browser = fakeBrowser('default');
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException('push service error', 'AbortError'));
    const { fetch, user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tarayıcı bildirimleri açılamadı.');
    expect(alert).toHaveTextContent('Tarayıcının bildirim servisine ulaşılamadı');
    expect(screen.getByRole('button', { name: 'Tarayıcı bildirimlerini aç' })).toBeEnabled();
    expect(screen.getByText(/Bu tarayıcıda bildirimler kapalı/)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/push/subscriptions')).toHaveLength(0);
  });

  it('says why when the browser refuses the subscription, in English too, and clears it on a new try', async () => {
    await i18next.changeLanguage('en');
    const browser = fakeBrowser('default');
    browser.pushManager.subscribe.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Turn on browser notifications' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Browser notifications could not be turned on.');
    expect(alert).toHaveTextContent('The browser did not let this site subscribe');
    await user.click(screen.getByRole('button', { name: 'Turn on browser notifications' }));
    expect(await screen.findByText('Notifications are on in this browser.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what the server refused when it does not take the browser', async () => {
    fakeBrowser('default');
    const { user } = renderSection();
    stubFetch({
      '/api/push/public-key': { publicKey: PUBLIC_KEY },
      'POST /api/push/subscriptions': jsonResponse(400, {
        message: 'Geçersiz alanlar var.',
        code: 'validation_failed',
        issues: [{ path: 'endpoint', message: 'Tarayıcının bildirim adresi https:// ile başlamalı.' }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Tarayıcı bildirimlerini aç' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tarayıcı bildirimleri açılamadı.');
    expect(alert).toHaveTextContent('Tarayıcının bildirim adresi https:// ile başlamalı.');
    expect(screen.getByRole('button', { name: 'Tarayıcı bildirimlerini aç' })).toBeEnabled();
  });

  it('tells a browser without web push, in English too', async () => {
    await i18next.changeLanguage('en');
    renderSection();
    expect(await screen.findByRole('heading', { name: 'Browser notifications' })).toBeInTheDocument();
    expect(await screen.findByText(/This browser cannot show site notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toBeInTheDocument());
  });
});
