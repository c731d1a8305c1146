/** Where the API lives. Empty means the page's own origin (the demo backend, or a reverse proxy). */
export const apiBaseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

/** True in the demo build: the mock backend starts inside the page before the first render. */
export const isDemo: boolean = import.meta.env.VITE_DEMO === 'true';

/** Map tiles: same-origin '/tiles/…' by default (served by the demo backend or the agency's proxy). */
export const tileUrl: string = import.meta.env.VITE_TILE_URL ?? '/tiles/{z}/{x}/{y}.png';
