/* global self, caches, URL, fetch, Response */
// The page's service worker: the page works offline once loaded (a player at the table with
// no signal). The build (web/vite.config.ts) writes in the list of the page's files and a
// version made from them: installing keeps every file, so the first visit is enough, and a
// new build's worker drops the files of the old one. Every file comes from this origin. A kept
// copy answers at once, and the network refreshes it in the background, so a slow or absent
// network never stalls the page; a new build is installed as its worker is found, and its
// files answer from the next load. What is not kept yet comes from the network.
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
    caches.open(CACHE).then(async (cache) => {
      // A page address with a query or a link's hash is still the page.
      const kept = (await cache.match(request, { ignoreSearch: true })) ?? (request.mode === 'navigate' ? await cache.match('./') : undefined);
      const fresh = fetch(request).then(
        (response) => {
          if (response.ok) void cache.put(request, response.clone());
          return response;
        },
        () => undefined,
      );
      if (kept) {
        event.waitUntil(fresh);
        return kept;
      }
      return (await fresh) ?? Response.error();
    }),
  );
});
