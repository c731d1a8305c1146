import { CRS, latLng } from 'leaflet';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/story-helpers';
import { unitProjector } from './unit-projection';

/** Points all over the world (seeded, so every run checks the same ones), the poles' edges too. */
function worldPoints(count: number): [number, number][] {
  const random = seededRandom(18);
  const points = Array.from({ length: count }, (): [number, number] => [
    random() * 178 - 89,
    random() * 360 - 180,
  ]);
  return [...points, [47.28, -2.39], [89.9, 0], [-89.9, 179.9], [0, 0]];
}

describe('unitProjector', () => {
  for (const [name, crs] of [
    ['EPSG:3857 (computed here)', CRS.EPSG3857],
    ['EPSG:4326 (through Leaflet)', CRS.EPSG4326],
  ] as const) {
    it(`places every point where Leaflet does, at every zoom, for ${name}`, () => {
      const project = unitProjector(crs);
      const out = new Float64Array(2);
      for (const [lat, lng] of worldPoints(500)) {
        project(lat, lng, out, 0);
        for (const zoom of [0, 5, 14, 19]) {
          const expected = crs.latLngToPoint(latLng(lat, lng), zoom);
          const scale = crs.scale(zoom);
          // Within a thousandth of a pixel even at street zoom, where a pixel is 0.3 m.
          expect(Math.abs((out[0] ?? 0) * scale - expected.x), `${lat},${lng} x at ${zoom}`).toBeLessThan(
            1e-3,
          );
          expect(Math.abs((out[1] ?? 0) * scale - expected.y), `${lat},${lng} y at ${zoom}`).toBeLessThan(
            1e-3,
          );
        }
      }
    });
  }

  it('writes where it is told, leaving the rest of the array alone', () => {
    const out = new Float64Array([7, 7, 7, 7]);
    unitProjector(CRS.EPSG3857)(47.28, -2.39, out, 2);
    expect(out.slice(0, 2)).toEqual(new Float64Array([7, 7]));
    expect(out[2]).toBeCloseTo(0.5 - 2.39 / 360, 12);
  });
});
