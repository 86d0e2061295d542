/* global self, caches, __SW_BUILD__ */
/**
 * The player site's service worker (built into dist/sw.js by build/service-worker-plugin.ts, which
 * writes this build's file list over __SW_BUILD__).
 *
 * What it answers, and nothing else (everything else goes to the network as if it were not here):
 * - the page itself (`/`): from the network, and from the cache only when the network fails, so an
 *   online player always gets the newest deploy and an offline one still gets the shell;
 * - this build's files (hashed scripts and styles, icons, manifest): from the cache, stored at install;
 * - the site's pictures under img/: from the cache when there, refreshed from the network each time.
 * The API (/api/), uploads and every money call are never looked at, let alone cached: a balance,
 * an order or a payment page must come from the server or fail visibly.
 */
const BUILD = __SW_BUILD__;
const SHELL_CACHE = `shell-${BUILD.version}`;
const PICTURE_CACHE = 'pictures-v1';
const SCOPE = new URL(self.registration.scope);
const at = (path) => new URL(path, SCOPE).href;
const SHELL_PAGE = at('index.html');
const PAGE_URLS = new Set([SCOPE.href, SHELL_PAGE]);
const PRECACHED = new Set(BUILD.precache.map(at));
const NEVER_CACHED = /^\/(api|uploads|admin|sandbox|demo-provider|support|agent)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // Hashed files may come from the HTTP cache (they never change); the page is asked for again.
      await cache.addAll(
        [...PRECACHED].map((url) => new Request(url, { cache: url === SHELL_PAGE ? 'no-cache' : 'default' })),
      );
      // A new deploy takes over at once: pages load from the network first, so nobody sees an old page.
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('shell-') && name !== SHELL_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The page from the network; offline, the shell stored at install (the app then shows it is offline). */
async function page(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function precached(request) {
  return (await caches.match(request, { cacheName: SHELL_CACHE })) ?? fetch(request);
}

/** A picture from the cache at once, refreshed behind it; from the network the first time. */
async function picture(event) {
  const cache = await caches.open(PICTURE_CACHE);
  const cached = await cache.match(event.request);
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok && response.type === 'basic') await cache.put(event.request, response.clone());
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(fresh.catch(() => undefined));
  return cached;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== SCOPE.origin || NEVER_CACHED.test(url.pathname)) return;
  const withoutQuery = url.origin + url.pathname;
  if (request.mode === 'navigate' && PAGE_URLS.has(withoutQuery)) event.respondWith(page(request));
  else if (PRECACHED.has(url.href)) event.respondWith(precached(request));
  else if (url.pathname.startsWith(`${SCOPE.pathname}img/`)) event.respondWith(picture(event));
});
