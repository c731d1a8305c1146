import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fitZoom,
  geometryBounds,
  tileAddress,
  tileAt,
  tilesOver,
  zoneTiles,
  zoneTileZooms,
} from './tile-range';

/** The north-west corner of a tile, by the inverse of the slippy-map formula. */
function corner(x: number, y: number, zoom: number) {
  const n = 2 ** zoom;
  return {
    lng: (x / n) * 360 - 180,
    lat: (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI,
  };
}

describe('tileAt: the slippy-map tile of a point', () => {
  it('numbers the world as the tile servers do', () => {
    expect(tileAt(0, 0, 0)).toEqual({ x: 0.5, y: 0.5 });
    const nantes = tileAt(47.2184, -1.5536, 15);
    expect([Math.floor(nantes.x), Math.floor(nantes.y)]).toEqual([16242, 11496]);
  });

  it('puts every point inside the tile it names', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 179.999, noNaN: true }),
        fc.integer({ min: 0, max: 18 }),
        (lat, lng, zoom) => {
          const { x, y } = tileAt(lat, lng, zoom);
          const [tx, ty] = [Math.floor(x), Math.floor(y)];
          const northWest = corner(tx, ty, zoom);
          const southEast = corner(tx + 1, ty + 1, zoom);
          const slack = 1e-9;
          expect(lng).toBeGreaterThanOrEqual(northWest.lng - slack);
          expect(lng).toBeLessThanOrEqual(southEast.lng + slack);
          expect(lat).toBeLessThanOrEqual(northWest.lat + slack);
          expect(lat).toBeGreaterThanOrEqual(southEast.lat - slack);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('tilesOver: the tiles covering a box', () => {
  it('covers the box, corners included, with one tile per cell', () => {
    const box = { south: 47.27, west: -2.44, north: 47.29, east: -2.41 };
    const tiles = tilesOver(box, 16);
    const keys = new Set(tiles.map(({ x, y }) => `${x}/${y}`));
    expect(keys.size).toBe(tiles.length);
    for (const [lat, lng] of [
      [box.north, box.west],
      [box.south, box.east],
    ] as const) {
      const { x, y } = tileAt(lat, lng, 16);
      expect(keys.has(`${Math.floor(x)}/${Math.floor(y)}`)).toBe(true);
    }
    // The box is about 2.3 km by 2.2 km; a zoom-16 tile about 415 m across at this latitude.
    expect(tiles.length).toBeGreaterThanOrEqual(30);
    expect(tiles.length).toBeLessThanOrEqual(56);
  });

  it('never leaves the world at its edges', () => {
    const tiles = tilesOver({ south: -89, west: -180, north: 89, east: 180 }, 1);
    expect(tiles).toHaveLength(4);
  });
});

describe('the zooms of a zone', () => {
  const zone = { south: 47.27, west: -2.44, north: 47.29, east: -2.41 };

  it('fits a zone of a couple of kilometres on the phone map near zoom 13', () => {
    expect(fitZoom(zone)).toBe(13);
  });

  it('runs from the zone map to one past the sector map, for the street names', () => {
    expect(zoneTileZooms(zone)).toEqual([13, 14, 15, 16]);
    // A zone of one small sector is shown at the sector's zoom or closer: 15 and 16 suffice.
    expect(zoneTileZooms({ south: 47.28, west: -2.42, north: 47.281, east: -2.419 })).toEqual([15, 16]);
  });
});

describe('zoneTiles', () => {
  const square = [
    [-2.42, 47.28],
    [-2.41, 47.28],
    [-2.41, 47.285],
    [-2.42, 47.28],
  ];

  it('reads GeoJSON and WKT outlines alike, and skips what it cannot read', () => {
    const wkt = `SRID=4326;POLYGON ((${square.map(([x, y]) => `${x} ${y}`).join(', ')}))`;
    expect(geometryBounds(wkt)).toEqual(geometryBounds({ type: 'Polygon', coordinates: [square] }));
    expect(zoneTiles([wkt, null, 'POLYGON EMPTY'])).toEqual(
      zoneTiles([{ type: 'Polygon', coordinates: [square] }]),
    );
    expect(zoneTiles([null])).toEqual([]);
  });

  it('keeps the margin a phone map shows around a sector, so its map opens offline without grey edges', () => {
    const one = { type: 'Polygon' as const, coordinates: [square] };
    const box = geometryBounds(one);
    if (!box) throw new Error('no box');
    const kept = new Set(zoneTiles([one]).map(({ z, x, y }) => `${z}/${x}/${y}`));
    // The sector page's map: 358 × 400 px centred on the sector, at zoom 15 and one closer.
    const centre = { lat: (box.north + box.south) / 2, lng: (box.west + box.east) / 2 };
    for (const zoom of [15, 16]) {
      const middle = tileAt(centre.lat, centre.lng, zoom);
      for (const [dx, dy] of [
        [-179, -200],
        [179, -200],
        [-179, 200],
        [179, 200],
      ]) {
        const corner = `${zoom}/${Math.floor(middle.x + (dx ?? 0) / 256)}/${Math.floor(middle.y + (dy ?? 0) / 256)}`;
        expect(kept.has(corner), corner).toBe(true);
      }
    }
  });

  it('counts a tile two sectors share once', () => {
    const one = { type: 'Polygon' as const, coordinates: [square] };
    expect(zoneTiles([one, one])).toEqual(zoneTiles([one]));
  });
});

describe('tileAddress', () => {
  it("fills {s} and {r} as Leaflet does, so the worker finds the map's own address", () => {
    const tile = { z: 15, x: 16242, y: 11608 };
    expect(tileAddress('/tiles/{z}/{x}/{y}.png', tile)).toBe('/tiles/15/16242/11608.png');
    expect(tileAddress('https://{s}.example.fr/{z}/{x}/{y}{r}.png', tile, true)).toBe(
      'https://b.example.fr/15/16242/11608@2x.png',
    );
  });
});
