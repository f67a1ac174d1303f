// Clearwater's service worker (spec §7 /sw.js, scope /; issue 19). Plain JavaScript, served as is.
// - Pushes: shown as notifications (title, body, icon, badge, tag, actions); a click focuses an open
//   Clearwater window on the push's screen, or opens one.
// - Offline: hashed build assets are cached as they are fetched (they never change), and the app
//   shell (index.html, which holds no user data) is kept for navigations made without a network.
//   API replies carry user data and are never cached.
const SHELL_CACHE = 'cw-shell-v1';
const ASSET_CACHE = 'cw-assets-v1';
const SHELL = '/index.html';

/** The shell and the hashed scripts and styles it names, so the first offline visit already works. */
async function precacheShell() {
  const response = await fetch(new Request(SHELL, { cache: 'reload' }));
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL_CACHE)).put(SHELL, response);
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(assets.map((asset) => cache.add(asset).catch(() => undefined)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, ASSET_CACHE]);
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => !keep.has(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.open(ASSET_CACHE).then(async (cache) => {
        const cached = await cache.match(request);
        if (cached) return cached;
        const response = await fetch(request);
        if (response.ok) await cache.put(request, response.clone());
        return response;
      }),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(async () => (await caches.match(SHELL)) ?? Response.error()));
  }
});

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Clearwater';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: message.icon || '/static/icon-192.png',
      badge: message.badge || '/static/badge-72.png',
      tag: message.tag,
      data: message.data || {},
      actions: Array.isArray(message.actions) ? message.actions.slice(0, 2) : [],
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(typeof event.notification.data?.url === 'string' ? event.notification.data.url : '/', self.location.origin);
  // Only this app's own screens.
  const href = target.origin === self.location.origin ? target.href : self.location.origin + '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(href).then((client) => (client ?? open).focus());
      return self.clients.openWindow(href);
    }),
  );
});
