import { describe, expect, it } from 'vitest';
import { distanceToEdges, type LatLngPolygon, sectorPolygons } from '../geometry';
import type { LatLngTuple } from '../types';
import { type PlacedSector, whereAmI, whereAmIAnnouncementKey, whereAmIText } from './where-am-i';

/** Metres in a degree of latitude (mean Earth radius). */
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/** A GeoJSON ring around a box, from its west, south, east and north edges. */
const box = (west: number, south: number, east: number, north: number): [number, number][] => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

// A sector of La Baule about 760 m wide and 1.1 km high: south edge at 47.28, west edge at -2.40.
const sector = sectorPolygons({ type: 'Polygon', coordinates: [box(-2.4, 47.28, -2.39, 47.29)] });

const south = (metres: number): LatLngTuple => [47.28 - metres / METRES_PER_DEGREE, -2.395];
const at = (position: LatLngTuple, accuracy = 10) => ({ position, accuracy });
const line = (position: LatLngTuple, sectors: PlacedSector[], accuracy = 10) => {
  const where = whereAmI(at(position, accuracy), sectors);
  return where ? whereAmIText(where) : null;
};

/** Great-circle distance, to check the flat measure against. */
function haversine([lat1, lng1]: LatLngTuple, [lat2, lng2]: LatLngTuple): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

describe('distanceToEdges', () => {
  it('measures to the nearest edge as the great circle does, within a metre in a thousand', () => {
    const place = south(350);
    expect(distanceToEdges(sector, place)).toBeCloseTo(350, 0);
    // Off a corner: the nearest point is the corner itself.
    const offCorner: LatLngTuple = [47.275, -2.41];
    const toCorner = haversine(offCorner, [47.28, -2.4]);
    expect(Math.abs(distanceToEdges(sector, offCorner) - toCorner)).toBeLessThan(toCorner / 1000);
  });

  it('measures from inside too, to the nearest edge', () => {
    expect(distanceToEdges(sector, [47.28 + 40 / METRES_PER_DEGREE, -2.395])).toBeCloseTo(40, 0);
  });
});

describe('whereAmI', () => {
  const one: PlacedSector[] = [{ polygons: sector }];

  it('says the agent is in the sector', () => {
    expect(line([47.285, -2.395], one)).toBe('Vous êtes dans le secteur');
  });

  it('counts a position on the edge as inside', () => {
    expect(line([47.28, -2.395], one)).toBe('Vous êtes dans le secteur');
  });

  it('says how far the sector is, to 10 m under a kilometre', () => {
    expect(line(south(346), one)).toBe('À 350\u00a0m du secteur');
    expect(line(south(52), one)).toBe('À 50\u00a0m du secteur');
  });

  it('says it in kilometres to a tenth from the first kilometre', () => {
    expect(line(south(1_240), one)).toBe('À 1,2\u00a0km du secteur');
  });

  it('admits a vague position rather than guess, inside or out', () => {
    expect(line([47.285, -2.395], one, 118)).toBe('Position imprécise (±\u00a0120\u00a0m)');
    expect(line(south(2_000), one, 101)).toBe('Position imprécise (±\u00a0100\u00a0m)');
    expect(line(south(2_000), one, 100)).toBe('À 2\u00a0km du secteur');
  });

  it('admits it when the sector lies within the accuracy, where the agent may well be inside', () => {
    expect(line(south(30), one, 40)).toBe('Position imprécise (±\u00a040\u00a0m)');
    expect(line(south(50), one, 40)).toBe('À 50\u00a0m du secteur');
  });

  it('takes a sector in several parts as one: inside any part, or the distance to the nearest', () => {
    const eastPart = sectorPolygons({
      type: 'MultiPolygon',
      coordinates: [[box(-2.4, 47.28, -2.39, 47.29)], [box(-2.38, 47.28, -2.37, 47.29)]],
    });
    expect(eastPart).toHaveLength(2);
    const parts: PlacedSector[] = [{ polygons: eastPart }];
    expect(line([47.285, -2.375], parts)).toBe('Vous êtes dans le secteur');
    expect(line([47.28 - 200 / METRES_PER_DEGREE, -2.375], parts)).toBe('À 200\u00a0m du secteur');
  });

  it('is outside in a hole, measured to the hole’s edge', () => {
    const [outline = []] = sector[0] ?? [];
    const withHole: LatLngPolygon[] = [
      [
        outline,
        [
          [47.284, -2.396],
          [47.284, -2.394],
          [47.286, -2.394],
          [47.286, -2.396],
        ],
      ],
    ];
    const where = whereAmI(at([47.285, -2.395]), [{ polygons: withHole }]);
    expect(where?.kind).toBe('outside');
    expect(where?.kind === 'outside' && where.metres).toBeCloseTo(75.7, 0);
  });

  it('names the nearest of several sectors by number', () => {
    const next = sectorPolygons({ type: 'Polygon', coordinates: [box(-2.4, 47.27, -2.39, 47.275)] });
    const zone: PlacedSector[] = [
      { number: 3, polygons: sector },
      { number: 4, polygons: next },
    ];
    expect(line([47.285, -2.395], zone)).toBe('Vous êtes dans le secteur N°3');
    // 4.5 km of latitude apart: 0.0035° north of sector 4, 0.0015° south of sector 3.
    expect(line([47.2785, -2.395], zone)).toBe('À 170\u00a0m du secteur N°3');
    expect(line([47.2765, -2.395], zone)).toBe('À 170\u00a0m du secteur N°4');
  });

  it('has nothing to say without a drawable sector', () => {
    expect(whereAmI(at([47.285, -2.395]), [{ polygons: [] }])).toBeNull();
    expect(whereAmI(at([47.285, -2.395]), [])).toBeNull();
  });
});

describe('whereAmIAnnouncementKey', () => {
  const one: PlacedSector[] = [{ polygons: sector }];
  const key = (position: LatLngTuple, accuracy = 10) =>
    whereAmIAnnouncementKey(whereAmI(at(position, accuracy), one));

  it('stays the same while the agent walks towards the sector', () => {
    expect(key(south(400))).toBe(key(south(200)));
  });

  it('changes on entering the sector, or when the position turns vague', () => {
    expect(key([47.285, -2.395])).not.toBe(key(south(200)));
    expect(key(south(200), 150)).not.toBe(key(south(200)));
  });
});
