import type { KeyValueStorage } from '@prospect/api-client';
import { FIRST_VIEW_TILES_KEY, isTileAddress, MAX_TILES, parseStored, tilesOfPage } from './stored';

/** Pages remembered at most (the most recent kept): the dashboard, a few sectors and zones. */
const MAX_PAGES = 8;

/** Every page's tiles as stored, cleaned: a page written by something else is dropped, not kept. */
function storedPages(storage: KeyValueStorage, base: string): [string, string[]][] {
  const stored = parseStored(storage);
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return [];
  return Object.keys(stored)
    .filter((path) => path.startsWith('/'))
    .map((path): [string, string[]] => [path, tilesOfPage(stored, path, base)])
    .filter(([, tiles]) => tiles.length > 0);
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
  const kept = storedPages(storage, base)
    .filter(([path]) => path !== pathname)
    .slice(-(MAX_PAGES - 1));
  try {
    storage.setItem(FIRST_VIEW_TILES_KEY, JSON.stringify(Object.fromEntries([...kept, [pathname, tiles]])));
  } catch {
    // A full storage only costs the head start.
  }
}

/** Sign-out: which area an agent works is not for the next person to use the phone. */
export function forgetFirstViewTiles(storage: KeyValueStorage): void {
  storage.removeItem(FIRST_VIEW_TILES_KEY);
}
