/* global self, caches, URL, fetch, Response */
// The page's service worker: the page works offline once loaded (a player at the table with
// no signal). The build (web/vite.config.ts) writes in the list of the page's files and a
// version made from them: installing keeps every file, so the first visit is enough, and a
// new build's worker drops the files of the old one. Every file comes from this origin. Online,
// the network always wins (and its answers are kept), so a new build is picked up on the next
// load; when the network fails the kept copy answers instead.
const VERSION = '__VERSION__';
const PRECACHE = '__PRECACHE__';
const PREFIX = 'marksman-page';
const CACHE = `${PREFIX}-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    fetch(request)
      .then((response) => {
        if (response.ok) {
          const copy = response.clone();
          void caches.open(CACHE).then((cache) => cache.put(request, copy));
        }
        return response;
      })
      .catch(async () => {
        const cache = await caches.open(CACHE);
        // A page address with a query or a link's hash is still the page.
        const kept = (await cache.match(request, { ignoreSearch: true })) ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
        return kept ?? Response.error();
      }),
  );
});
