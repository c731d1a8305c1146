// Imported by vite.config.ts, so it imports nothing. Workbox writes the plugin's source into the worker
// (sw.js): it may use only its argument and the worker's globals, no name from this module.

interface CachedResponseWillBeUsedParam {
  request: Request;
  cachedResponse?: Response | undefined;
}

/**
 * A plugin of the map tiles' CacheFirst route: a tile missing from the cache of viewed tiles (a short
 * LRU list that ordinary browsing turns over) is looked for in the caches of the zones prepared for
 * offline use, one per zone, which nothing evicts. Their prefix is api-client's PREPARED_TILES_PREFIX.
 */
export const preparedZoneTiles = {
  cachedResponseWillBeUsed: async ({
    request,
    cachedResponse,
  }: CachedResponseWillBeUsedParam): Promise<Response | undefined> => {
    if (cachedResponse) return cachedResponse;
    const names = (await caches.keys()).filter((name) => name.startsWith('prospect-zone-tiles-'));
    for (const name of names) {
      const kept = await (await caches.open(name)).match(request);
      if (kept) return kept;
    }
    return undefined;
  },
};
