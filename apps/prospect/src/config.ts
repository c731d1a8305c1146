/** Where the API lives. Empty means the page's own origin (the demo backend, or a reverse proxy). */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** True in the demo build: the mock backend starts inside the page before the first render. */
export const isDemo: boolean = import.meta.env.VITE_DEMO === 'true';

/**
 * Map tiles. The demo backend serves its own '/tiles/…'; a real deployment defaults to OpenStreetMap's
 * public tile server (credited by the map's default attribution), since only the mock serves '/tiles'.
 */
export const tileUrl: string =
  import.meta.env.VITE_TILE_URL ??
  (isDemo ? '/tiles/{z}/{x}/{y}.png' : 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
