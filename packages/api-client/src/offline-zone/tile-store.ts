/**
 * Each prepared zone keeps its tiles in a Cache Storage cache of its own, which the service worker
 * reads when its cache of viewed tiles (a short LRU list) lacks one: ordinary browsing never evicts
 * them. The service worker names this prefix too (apps/prospect/src/shell/app-worker-tiles.ts).
 */
export const PREPARED_TILES_PREFIX = 'prospect-zone-tiles-';

export const preparedTilesCache = (zoneId: number) => `${PREPARED_TILES_PREFIX}${zoneId}`;

/** The tile proxy's answer to a phone past its allowance; it passes again a moment later. */
const TOO_MANY_REQUESTS = 429;
const MAX_WAITS = 5;
const WAIT_MS = 2_000;

export class TileRefusedError extends Error {
  constructor(readonly status: number) {
    super(`tile ${status}`);
    this.name = 'TileRefusedError';
  }
}

/** A write the device refused for want of room. */
export const isStorageFull = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Fetches a tile (waiting out a 429) and puts it in the zone's cache; resolves to its size. */
export function cacheStorageTileKeeper(
  zoneId: number,
  { fetchTile = globalThis.fetch.bind(globalThis), base = globalThis.location?.href } = {},
) {
  return async (address: string, signal: AbortSignal): Promise<number> => {
    const url = new URL(address, base).href;
    const cache = await caches.open(preparedTilesCache(zoneId));
    let response = await fetchTile(url, { signal, credentials: 'same-origin' });
    for (let waits = 0; response.status === TOO_MANY_REQUESTS && waits < MAX_WAITS; waits++) {
      const after = Number(response.headers.get('Retry-After'));
      await pause(after > 0 ? after * 1000 : WAIT_MS, signal);
      response = await fetchTile(url, { signal, credentials: 'same-origin' });
    }
    // No tile there (the sea, the edge of the server's coverage): nothing to keep, nothing to retry.
    if (response.status === 404) return 0;
    if (!response.ok) throw new TileRefusedError(response.status);
    const body = await response.blob();
    await cache.put(url, new Response(body, { status: 200, headers: response.headers }));
    return body.size;
  };
}

/** Removes a zone's tiles. */
export async function removePreparedTiles(zoneId: number): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(preparedTilesCache(zoneId));
}

/** Removes every prepared zone's tiles (a sign-out). */
export async function removeAllPreparedTiles(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(PREPARED_TILES_PREFIX)).map((name) => caches.delete(name)),
  );
}
