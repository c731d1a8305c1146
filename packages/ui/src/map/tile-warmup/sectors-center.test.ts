import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { polygonsCenter, sectorPolygons } from '../geometry';
import type { SectorGeometry } from '../types';
import { sectorsCenter } from './sectors-center';

type Position = [number, number];
const position = fc.tuple(
  fc.double({ min: -180, max: 180, noNaN: true }),
  fc.double({ min: -85, max: 85, noNaN: true }),
) as fc.Arbitrary<Position>;
// Rings of distinct points, closed as GeoJSON and WKT write them.
const ring = fc
  .uniqueArray(position, { minLength: 3, maxLength: 8, selector: ([x, y]) => `${x} ${y}` })
  .map((points) => [...points, points[0] as Position]);
const polygon = fc.array(ring, { minLength: 1, maxLength: 3 });

const wktRing = (points: Position[]) => `(${points.map(([x, y]) => `${x} ${y}`).join(', ')})`;
const wktPolygon = (rings: Position[][]) => `(${rings.map(wktRing).join(', ')})`;

describe("sectorsCenter: a territory map's centre without the WKT parser", () => {
  it('is the centre the map computes once the geometry is parsed, for WKT and GeoJSON alike', () => {
    fc.assert(
      fc.property(fc.array(polygon, { minLength: 1, maxLength: 3 }), fc.boolean(), (polygons, srid) => {
        const geometries: SectorGeometry[] = [
          `${srid ? 'SRID=4326;' : ''}MULTIPOLYGON (${polygons.map(wktPolygon).join(', ')})`,
          `POLYGON ${wktPolygon(polygons[0] as Position[][])}`,
          { type: 'MultiPolygon', coordinates: polygons },
          { type: 'Polygon', coordinates: polygons[0] as Position[][] },
        ];
        for (const geometry of geometries) {
          expect(sectorsCenter([geometry])).toEqual(polygonsCenter(sectorPolygons(geometry)));
        }
        expect(sectorsCenter(geometries)).toEqual(polygonsCenter(geometries.flatMap(sectorPolygons)));
      }),
      { numRuns: 300 },
    );
  });

  it('is null when no sector has a readable outline', () => {
    expect(sectorsCenter([])).toBeNull();
    expect(sectorsCenter(['POLYGON EMPTY', 'pas une géométrie'])).toBeNull();
    expect(sectorsCenter([{ type: 'Polygon', coordinates: [] }])).toBeNull();
  });
});
