// What the zones benchmark page and bench/zones-screen.ts agree on (see protocol.ts for the other pages).

export type ZonesScenario =
  /** ZonesScreen as shipped: live maps only near the view (useLiveMaps), still previews elsewhere. */
  | 'near-view'
  /** The screen before issue 18: the same ZoneTile, every one a live Leaflet map. */
  | 'every-tile';

export interface ZonesRender {
  scenario: ZonesScenario;
  zones: number;
  /** ZonesScreen's limit: at most this many live maps, within this IntersectionObserver margin. */
  bound: { maxLiveMaps: number; margin: string };
  /** From the render call to the first frame painted with every tile of the list in the DOM. */
  firstRenderMs: number;
  /** The browser's first contentful paint, from navigation start (the page renders nothing before). */
  fcpMs: number | null;
  /** From the render call until every live map has its tiles and the main thread is idle. */
  idleMs: number;
  /** Longest main-thread task (Long Tasks API) from the render call until idle. */
  longestTaskMs: number;
  /** Sum of the part of each long task above 50 ms, render call to idle. */
  blockingMs: number;
  /** Leaflet maps in the page once idle. */
  liveMaps: number;
}

export interface ZonesScroll {
  /** Screens scrolled, one per step, top to bottom of the list. */
  steps: number;
  /** The most Leaflet maps held at once, sampled after each step. */
  maxLiveMaps: number;
  /** Leaflet maps at the bottom of the list once idle. */
  liveMapsAtEnd: number;
  longestTaskMs: number;
  blockingMs: number;
}

export type ZonesOutcome = ZonesRender | { error: string };

declare global {
  interface Window {
    __zonesRender?: ZonesOutcome;
    /** Scrolls the list to its end, one screen per step, then waits for idle. */
    __zonesScrollThrough?: () => Promise<ZonesScroll>;
  }
}
