export { forgetRecords as forgetZonePreparations } from './preparation-records';
export { type TileSource, tileSourceOf } from './tile-source';
export { PREPARED_TILES_PREFIX, removeAllPreparedTiles } from './tile-store';
export { usePreparedZoneIds, useZonePreparation } from './use-zone-preparation';
export type { ZonePreparationView } from './zone-preparations';
