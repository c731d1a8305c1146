export { sectorsCenter } from './sectorsCenter';
export { type TileView, tilesInView } from './tilesInView';
export { type FirstView, useFirstTilesEarly } from './useFirstTilesEarly';
export { warmTiles } from './warmTiles';
