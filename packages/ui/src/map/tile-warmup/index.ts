export { sectorsCenter } from './sectorsCenter';
export { type FirstView, useFirstTilesEarly } from './useFirstTilesEarly';
