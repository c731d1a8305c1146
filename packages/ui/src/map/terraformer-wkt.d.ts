// @terraformer/wkt ships no types; these are the two functions its README documents.
declare module '@terraformer/wkt' {
  /** Parses WKT; throws on text it cannot read. */
  export function wktToGeoJSON(wkt: string): { type: string; coordinates?: unknown };
  export function geojsonToWKT(geojson: { type: string; coordinates: unknown }): string;
}
