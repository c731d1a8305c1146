// The demo build registers no worker of its own: its backend is msw's worker at scope '/'. This file
// only answers the update check of a production app's worker left on this origin (same host and port,
// e.g. `vite preview` of both builds): that worker would keep serving the production shell from its
// precache, so it would never let the demo's code run. This version replaces it, drops its caches
// (Workbox's precache and the map tiles, named in vite.config.ts), unregisters itself and reloads the
// open pages, which then load the demo from the network.
const APP_WORKER_CACHES = /^(workbox-|prospect-map-tiles$)/;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(
        names.filter((name) => APP_WORKER_CACHES.test(name)).map((name) => self.caches.delete(name)),
      );
      await self.registration.unregister();
      const windows = await self.clients.matchAll({ type: 'window' });
      await Promise.all(windows.map((client) => client.navigate(client.url)));
    })(),
  );
});
