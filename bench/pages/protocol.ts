// What the benchmark pages and the Node runner agree on: scenario names in the query string, and the
// result a page leaves on `window.__benchResult` once it is done.

export type MapScenario =
  /** createNoteClusterIndex + one getClusters call, no map: the clustering alone. */
  | 'index'
  /** Our TerritoryMap with its notes, as the app renders it (a Web Worker above 5,000 notes). */
  | 'ours-notes'
  /** The same with the index built on the main thread (workerThreshold = Infinity). */
  | 'ours-notes-main'
  /** The same MapView with react-leaflet-cluster (Leaflet.markercluster) and one <Marker> per note. */
  | 'peer-notes'
  /** Our MapView + SectorPolygons (TerritoryMap's layers: canvas renderer, numbers on a canvas layer). */
  | 'ours-polygons'
  | 'ours-polygons-nolabels'
  /** A plain react-leaflet MapContainer with one <Polygon> + permanent <Tooltip> per sector (SVG). */
  | 'peer-polygons'
  | 'peer-polygons-nolabels'
  /** The same two maps at street zoom (16), as an agent on a sector sees them: few sectors in view. */
  | 'ours-polygons-street'
  | 'peer-polygons-street'
  /**
   * 1,000 numbered sectors and 100,000 clustered notes on one map, then a scripted pan and zoom (three
   * drags with Leaflet's inertia, then zoom steps) with requestAnimationFrame deltas recorded.
   */
  | 'ours-pan'
  | 'peer-pan';

/** requestAnimationFrame deltas over a scripted pan and zoom. */
export interface FrameFigures {
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Frames that took longer than a 60 Hz frame and a half (a frame missed). */
  over25Ms: number;
  /** Longest main-thread task during the interaction. */
  longestTaskMs: number;
}

export type CalendarScenario = 'month-grid' | 'calendar-screen' | 'calendar-screen-day';

export interface BenchResult {
  scenario: string;
  /** Notes, polygons or events. */
  size: number;
  /** From the render call to the first frame painted after the work was on screen. */
  ms: number;
  /** render + commit, when the page can tell it apart (calendar: flushSync). */
  commitMs?: number;
  /** Longest main-thread task (Long Tasks API) during the measure. */
  longestTaskMs: number;
  /** Sum of the part of each long task above 50 ms (Lighthouse's TBT rule) during the measure. */
  blockingMs: number;
  /** Markers on screen (notes) or labels (polygons). */
  shown?: number;
  /** Cluster markers among them. */
  clusters?: number;
  /** Pan and zoom scenarios: frame times once everything is on the map. */
  frames?: FrameFigures;
}

export type BenchOutcome = BenchResult | { error: string };

declare global {
  interface Window {
    __benchResult?: BenchOutcome;
  }
}
