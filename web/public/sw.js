/* global self, URL */
/**
 * The site's service worker: web push only (issue 27). Nothing is cached here, so the app loads as it always did.
 * A push carries { title, body, url, tag } (server/src/modules/push/push-text.ts); a click opens its page, in a tab
 * of the site that is already open when there is one.
 */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'eSportsCV', {
      body: data.body || '',
      tag: data.tag || undefined,
      // A folded item (the same tag) says so again instead of changing silently.
      renotify: Boolean(data.tag),
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      data: { url: data.url || '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/dashboard', self.location.origin);
  // Only a page of this site, whatever the push said.
  const url = target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = tabs.find((tab) => tab.url === url);
      if (same) return same.focus();
      const open = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          return await focused.navigate(url);
        } catch {
          // A tab this worker does not control cannot be navigated: a new one it is.
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
