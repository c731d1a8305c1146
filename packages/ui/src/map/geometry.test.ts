import { describe, expect, it } from 'vitest';
import {
  hasDistinctPoints,
  type LatLngPolygon,
  parseWkt,
  polygonsBox,
  polygonsCenter,
  polygonsContain,
  sectorPolygons,
} from './geometry';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [-2.4, 47.3],
      [-2.39, 47.3],
      [-2.39, 47.31],
      [-2.4, 47.31],
      [-2.4, 47.3],
    ],
  ],
};

describe('sectorPolygons', () => {
  it('turns a GeoJSON polygon into Leaflet [lat, lng] rings', () => {
    const [polygon] = sectorPolygons(square);
    expect(polygon?.[0]?.[0]).toEqual([47.3, -2.4]);
    expect(polygon?.[0]).toHaveLength(5);
  });

  it('reads WKT text the same way', () => {
    const wkt = 'POLYGON((-2.4 47.3, -2.39 47.3, -2.39 47.31, -2.4 47.31, -2.4 47.3))';
    expect(sectorPolygons(wkt)).toEqual(sectorPolygons(square));
  });

  it('reads the EWKT Django writes, with its SRID prefix', () => {
    const ewkt = 'SRID=4326;POLYGON ((-2.4 47.3, -2.39 47.3, -2.39 47.31, -2.4 47.3))';
    expect(sectorPolygons(ewkt)).toHaveLength(1);
  });

  it('draws every part of a multipolygon', () => {
    const wkt = 'MULTIPOLYGON(((0 0, 1 0, 1 1, 0 0)), ((5 5, 6 5, 6 6, 5 5)))';
    expect(sectorPolygons(wkt)).toHaveLength(2);
  });

  it('draws nothing with fewer than 3 distinct points', () => {
    const closedLine = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [0, 0],
          [1, 1],
          [0, 0],
        ],
      ],
    };
    expect(sectorPolygons(closedLine)).toEqual([]);
    expect(
      sectorPolygons({
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [1, 0],
          ],
        ],
      }),
    ).toHaveLength(1);
  });

  it('draws nothing for missing, empty, broken or non-polygon geometry', () => {
    expect(sectorPolygons(null)).toEqual([]);
    expect(sectorPolygons('')).toEqual([]);
    expect(sectorPolygons('POLYGON((oops')).toEqual([]);
    expect(sectorPolygons('POINT(1 2)')).toEqual([]);
    expect(sectorPolygons({ type: 'Polygon', coordinates: [] })).toEqual([]);
    expect(
      sectorPolygons({
        type: 'Polygon',
        coordinates: [
          [
            [0, 'x'],
            [1, 1],
            [2, 2],
          ],
        ] as never,
      }),
    ).toEqual([]);
  });

  it('keeps the sector when only a hole is broken', () => {
    const [polygon] = sectorPolygons({
      type: 'Polygon',
      coordinates: [square.coordinates[0] ?? [], [[0, 0]]],
    });
    expect(polygon).toHaveLength(1);
  });
});

describe('parseWkt', () => {
  it('reads polygons only', () => {
    expect(parseWkt('POLYGON((0 0, 1 0, 1 1, 0 0))')?.type).toBe('Polygon');
    expect(parseWkt('LINESTRING(0 0, 1 1)')).toBeNull();
  });
});

describe('hasDistinctPoints', () => {
  const closedTriangle: [number, number][] = [
    [0, 0],
    [0, 1],
    [1, 1],
    [0, 0],
  ];

  it('does not count the point that closes a ring', () => {
    expect(hasDistinctPoints(closedTriangle, 3)).toBe(true);
    expect(hasDistinctPoints(closedTriangle, 4)).toBe(false);
  });

  it('does not count a point repeated anywhere in the ring', () => {
    expect(
      hasDistinctPoints(
        [
          [0, 0],
          [0, 1],
          [0, 0],
          [0, 1],
          [0, 0],
        ],
        3,
      ),
    ).toBe(false);
    expect(hasDistinctPoints([], 1)).toBe(false);
    expect(hasDistinctPoints([[0, 0]], 1)).toBe(true);
  });
});

describe('polygonsCenter', () => {
  it('is the middle of the box around every outline', () => {
    expect(polygonsCenter(sectorPolygons(square))).toEqual([47.305, -2.395]);
  });

  it('is null without polygons', () => {
    expect(polygonsCenter([])).toBeNull();
  });
});

describe('polygonsBox', () => {
  it('spans every outline of every polygon, as [west, south, east, north]', () => {
    const far: LatLngPolygon = [
      [
        [47.4, -2.5],
        [47.41, -2.5],
        [47.41, -2.49],
      ],
    ];
    expect(polygonsBox([...sectorPolygons(square), far])).toEqual([-2.5, 47.3, -2.39, 47.41]);
  });

  it('is null without polygons', () => {
    expect(polygonsBox([])).toBeNull();
  });
});

describe('polygonsContain', () => {
  const withHole: LatLngPolygon = [
    [
      [47.3, -2.4],
      [47.3, -2.39],
      [47.31, -2.39],
      [47.31, -2.4],
    ],
    [
      [47.304, -2.396],
      [47.304, -2.394],
      [47.306, -2.394],
      [47.306, -2.396],
    ],
  ];

  it('finds a tap inside an outline, open rings included', () => {
    expect(polygonsContain(sectorPolygons(square), [47.301, -2.399])).toBe(true);
    expect(polygonsContain([withHole], [47.301, -2.399])).toBe(true);
  });

  it('leaves out taps outside the outline or inside a hole', () => {
    expect(polygonsContain(sectorPolygons(square), [47.32, -2.395])).toBe(false);
    expect(polygonsContain([withHole], [47.305, -2.395])).toBe(false);
    expect(polygonsContain([], [47.305, -2.395])).toBe(false);
  });
});
