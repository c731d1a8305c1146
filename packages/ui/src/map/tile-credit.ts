// Leaflet's credit line for a map: with the map's code, not with the provider the first load carries.
import { escapeHtml } from './escape-html';
import type { MapTiles } from './tiles';

/**
 * The credit a map shows, as the HTML Leaflet expects: a map's own plain text first, then its own
 * (trusted) HTML, then the app's plain text, then `fallback` (the catalogue's, trusted).
 */
export function tileCreditHtml(
  own: { attributionText?: string | undefined; attribution?: string | undefined },
  tiles: MapTiles,
  fallback: string,
): string {
  if (own.attributionText !== undefined) return escapeHtml(own.attributionText);
  if (own.attribution !== undefined) return own.attribution;
  if (tiles.attributionText !== undefined) return escapeHtml(tiles.attributionText);
  return fallback;
}
