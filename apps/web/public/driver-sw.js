// The chauffeur app's service worker (decision 0029), scope /driver. It keeps the app's page, the
// code the page ran and the last answers of the app's reads, so the jobs stay readable without
// network. Status changes are not its business: the page queues them in IndexedDB and sends
// them itself, so a POST always goes to the network as the page made it.
const SHELL = 'ridedesk-driver-shell-v1';
const ANSWERS = 'ridedesk-driver-answers';
const PAGE = '/driver';
/** The reads whose last answer is kept: the jobs, one job, the chauffeur, the site and its languages. */
const READABLE = [
  /^\/api\/driver\/jobs(\/\d+)?$/,
  /^\/api\/driver\/me$/,
  /^\/api\/site\/getSiteIdOfClient$/,
  /^\/api\/language\/getMasterData$/,
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.add(PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('ridedesk-driver-shell-') && name !== SHELL)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

// The page names the files it loaded before this worker controlled it (its first visit).
self.addEventListener('message', (event) => {
  const urls = event.data?.type === 'keep-files' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const files = urls.filter((url) => new URL(url, self.location.origin).pathname.startsWith('/assets/'));
  if (files.length > 0) event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(files)));
});

const networkFirst = async (request, cacheName, key) => {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const cache = await caches.open(cacheName);
      await cache.put(key, response.clone());
    }
    return response;
  } catch (error) {
    const kept = await caches.match(key, { cacheName });
    if (kept) return kept;
    throw error;
  }
};

const cacheFirst = async (request) => {
  const kept = await caches.match(request, { cacheName: SHELL });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(SHELL);
    await cache.put(request, response.clone());
  }
  return response;
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Every page of the app is the same page: the router draws /driver/jobs/12 from it.
  if (request.mode === 'navigate') {
    if (/^\/driver(\/|$)/.test(url.pathname)) event.respondWith(networkFirst(request, SHELL, PAGE));
    return;
  }
  // Hashed build files never change under their name.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (READABLE.some((pattern) => pattern.test(url.pathname)))
    event.respondWith(networkFirst(request, ANSWERS, url.pathname + url.search));
});
