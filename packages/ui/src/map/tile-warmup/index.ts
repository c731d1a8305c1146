export { sectorsCenter } from './sectors-center';
export { type FirstView, useFirstTilesEarly } from './use-first-tiles-early';
