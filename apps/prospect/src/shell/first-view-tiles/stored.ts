import type { KeyValueStorage } from '@prospect/api-client';

// A map page's first view is the one it showed last time on this device, for the agent opening the
// same screen every morning: its tiles can be asked for as the app starts, beside the screen's code
// and reads, instead of after the zones' answer, the map's code and Leaflet's fitting. This module is
// what main.tsx reads at start, so it stays small; remember.ts writes, loaded once a map has shown.

export const FIRST_VIEW_TILES_KEY = 'prospect.first-view-tiles';
/** A phone's map shows about six tiles; a tablet's a few more. */
export const MAX_TILES = 16;

/** Only http(s) addresses: the list is read back from storage, which anything on the origin may write. */
export function isTileAddress(value: unknown, base: string): value is string {
  if (typeof value !== 'string' || value.length > 2_000) return false;
  try {
    return /^https?:$/.test(new URL(value, base).protocol);
  } catch {
    return false;
  }
}

/** The tiles remembered for one page, as far as they are tile addresses; none when unreadable. */
export function tilesOfPage(stored: unknown, pathname: string, base: string): string[] {
  const urls = stored && typeof stored === 'object' ? Object(stored)[pathname] : undefined;
  return Array.isArray(urls) ? urls.filter((url) => isTileAddress(url, base)).slice(0, MAX_TILES) : [];
}

export function parseStored(storage: KeyValueStorage): unknown {
  try {
    return JSON.parse(storage.getItem(FIRST_VIEW_TILES_KEY) ?? '{}');
  } catch {
    return {};
  }
}

export function rememberedFirstViewTiles(storage: KeyValueStorage, pathname: string, base: string): string[] {
  return pathname.startsWith('/') ? tilesOfPage(parseStored(storage), pathname, base) : [];
}
