/** Parts measured in Node alone: the report gives their figures, not how long they took. */
const NODE_PARTS = ['stackFloor', 'leaflet', 'mockServer'] as const;

/** Parts that drive a browser or a server: the report lists how long each took. */
export const TIMED_PARTS = [
  'lighthouse',
  'map',
  'calendar',
  'zonesScreen',
  'interaction',
  'contacts',
  'doors',
  'repeatVisit',
  'outboxReplay',
  'offlineZone',
] as const;

/** Parts that `--only` can pick; the build and first-load weights are always measured. */
export const PARTS = [...NODE_PARTS, ...TIMED_PARTS] as const;
export type PartName = (typeof PARTS)[number];
