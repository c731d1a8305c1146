import type { KeyValueStorage } from '@prospect/api-client';

// A map page's first view is the one it showed last time on this device, for the agent opening the
// same screen every morning: its tiles can be asked for as the app starts, beside the screen's code
// and reads, instead of after the zones' answer, the map's code and Leaflet's fitting.

const KEY = 'prospect.first-view-tiles';
/** Pages remembered at most (the most recent kept): the dashboard, a few sectors and zones. */
const MAX_PAGES = 8;
/** A phone's map shows about six tiles; a tablet's a few more. */
const MAX_TILES = 16;

type Remembered = Record<string, string[]>;

/** Only http(s) addresses: the list is read back from storage, which anything on the origin may write. */
function isTileAddress(value: unknown, base: string): value is string {
  if (typeof value !== 'string' || value.length > 2_000) return false;
  try {
    const { protocol } = new URL(value, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function read(storage: KeyValueStorage, base: string): Remembered {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const pages: Remembered = {};
  for (const [path, urls] of Object.entries(parsed)) {
    if (!path.startsWith('/') || !Array.isArray(urls)) continue;
    pages[path] = urls.filter((url) => isTileAddress(url, base)).slice(0, MAX_TILES);
  }
  return pages;
}

/** Remembers the tiles a page's map showed first; the page's entry moves to the most recent. */
export function rememberFirstViewTiles(
  storage: KeyValueStorage,
  pathname: string,
  urls: readonly string[],
  base: string,
): void {
  const tiles = urls.filter((url) => isTileAddress(url, base)).slice(0, MAX_TILES);
  if (tiles.length === 0) return;
  const { [pathname]: _previous, ...others } = read(storage, base);
  const kept = Object.entries(others).slice(-(MAX_PAGES - 1));
  try {
    storage.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [pathname, tiles]])));
  } catch {
    // A full storage only costs the head start.
  }
}

export function rememberedFirstViewTiles(storage: KeyValueStorage, pathname: string, base: string): string[] {
  return read(storage, base)[pathname] ?? [];
}

/** Sign-out: which area an agent works is not for the next person to use the phone. */
export function forgetFirstViewTiles(storage: KeyValueStorage): void {
  storage.removeItem(KEY);
}
