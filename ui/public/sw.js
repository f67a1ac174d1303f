/* global self, caches, fetch, Request, Response, URL -- a service worker's globals */
// Clearwater's service worker (spec §7 /sw.js, scope /; issue 19). Plain JavaScript, served as is.
// - Pushes: shown as notifications (title, body, icon, badge, tag, actions); a click focuses an open
//   Clearwater window on the push's screen, or opens one.
// - Offline: hashed build assets are cached as they are fetched (they never change), and the app
//   shell (index.html, which holds no user data) is kept for navigations made without a network.
//   API replies carry user data and are never cached.
const SHELL_CACHE = 'cw-shell-v2';
const ASSET_CACHE = 'cw-assets-v1';
const SHELL = '/index.html';

/** Files of ui/public the shell needs, beside the build's hashed ones. */
const SHELL_FILES = ['/theme-init.js', '/favicon.svg', '/manifest.webmanifest', '/static/icon-192.png', '/static/badge-72.png'];

/** The shell, the files it needs and every hashed file of the build, so every screen opens offline. */
async function precacheShell() {
  const response = await fetch(new Request(SHELL, { cache: 'reload' }));
  if (!response.ok) return;
  const shell = await caches.open(SHELL_CACHE);
  await shell.put(SHELL, response);
  await Promise.all(SHELL_FILES.map((file) => shell.add(new Request(file, { cache: 'reload' })).catch(() => undefined)));
  const manifest = await fetch('/asset-manifest.json', { cache: 'no-store' }).then((r) => (r.ok ? r.json() : { assets: [] }), () => ({ assets: [] }));
  const assets = (Array.isArray(manifest.assets) ? manifest.assets : []).filter((file) => typeof file === 'string' && file.startsWith('/assets/'));
  const cache = await caches.open(ASSET_CACHE);
  const cached = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
  await Promise.all(assets.filter((file) => !cached.has(file)).map((file) => cache.add(file).catch(() => undefined)));
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
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname)) ?? Response.error()));
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
