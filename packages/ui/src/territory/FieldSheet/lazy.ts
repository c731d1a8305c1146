import { loadOnce } from '../../primitives/lazy';

/**
 * The sheet's code, fetched once the sector page has settled: it brings the geometry readers (WKT),
 * which the page's first load otherwise leaves to the map's own lazy chunk.
 */
export const fieldSheetModule = loadOnce(() => import('./FieldSheet').then((module) => module.FieldSheet));
