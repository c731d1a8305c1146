export { forgetRecords as forgetZonePreparations } from './preparation-records';
export { type TileSource, tileSourceOf } from './tile-source';
export { removeAllPreparedTiles } from './tile-store';
export { useZonePreparation } from './use-zone-preparation';
export type { ZonePreparationView } from './zone-preparations';
