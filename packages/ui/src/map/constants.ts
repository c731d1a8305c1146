import type { LatLngTuple } from './types';

/** Spec §9, map constants. Coordinates here are [latitude, longitude], Leaflet's order. */
export const MAP_ZOOM = {
  /** Zoom of a map that knows where to look (a given centre or the user's position). */
  default: 13,
  /** Without a user position the map shows a wider area: the zoom drops by this much… */
  withoutPositionReduction: 2,
  /** …but never below this. */
  withoutPositionMinimum: 5,
  sector: 15,
  zoneTile: 15,
} as const;

/** How a map frames several zones: room for their pins and labels, never closer than a zone's tile. */
export const ZONES_FIT = { padding: [56, 56] as [number, number], maxZoom: MAP_ZOOM.zoneTile } as const;

/** Where the map looks when it knows nothing: the geographic centre of metropolitan France. */
export const FRANCE_CENTER: LatLngTuple = [46.603354, 1.888334];
/** A zone without a location (spec: fallback point in Brittany, near 47.35, -2.41). */
export const ZONE_FALLBACK_CENTER: LatLngTuple = [47.35, -2.41];
/** A zone tile without coordinates. */
export const ZONE_TILE_CENTER: LatLngTuple = [47.2184, -2.351];

export const DEFAULT_TILE_URL = '/tiles/{z}/{x}/{y}.png';

/** Spec §9: high accuracy, 10 s time-out, positions up to 5 minutes old are good enough. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

/** Spec §9 marker clustering: radius 60 px, clusters of 2 or more, no clustering past zoom 16. */
export const CLUSTER_OPTIONS = { radius: 60, minPoints: 2, maxZoom: 16 } as const;

/** Above this many notes the cluster index is built in a Web Worker so the page stays responsive. */
export const CLUSTER_WORKER_THRESHOLD = 5_000;

/** Spec §9: sector polygons are filled at 60 %. */
export const POLYGON_FILL_OPACITY = 0.6;
