/* global self, caches, URL, fetch, Response */
// The page's service worker: the page works offline once loaded (a player at the table with
// no signal). Every file of the page comes from this origin; each answer from the network is
// kept, and when the network fails the kept copy answers instead. Online, the network always
// wins, so a new build is picked up on the next load.
const CACHE = 'marksman-page';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add('./'))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
