import { describe, expect, it } from 'vitest';
import type { LatLngPolygon } from '../../map/geometry';
import type { ZoneNote } from '../types';
import { drawSheetMap, notesOfSector, SHEET_MAP_HEIGHT, SHEET_MAP_WIDTH } from './sheet-map';

// A square block of about 750 × 1110 m at La Baule (0.01° of longitude is 750 m there).
const BLOCK: LatLngPolygon[] = [
  [
    [
      [47.28, -2.39],
      [47.28, -2.38],
      [47.29, -2.38],
      [47.29, -2.39],
    ],
  ],
];

const noteAt = (id: number, lat: number, lng: number): ZoneNote => ({
  id,
  content: `Note ${id}`,
  user: '',
  created_at: '',
  zone: 1,
  location: { type: 'Point', coordinates: [lng, lat] },
});

describe('the sheet map', () => {
  it('keeps the notes inside the sector or just off its edge, not the rest of the zone', () => {
    const inside = noteAt(1, 47.285, -2.385);
    const onTheKerb = noteAt(2, 47.285, -2.3797); // about 22 m east of the edge
    const acrossTown = noteAt(3, 47.3, -2.385);
    expect(notesOfSector(BLOCK, [inside, onTheKerb, acrossTown])).toEqual([inside, onTheKerb]);
  });

  it('fits the sector north up, its width narrowed by the latitude', () => {
    const drawing = drawSheetMap(BLOCK, []);
    if (!drawing) throw new Error('nothing drawn');
    const numbers = (drawing.paths[0] ?? '').match(/[\d.]+/g)?.map(Number) ?? [];
    const xs = numbers.filter((_, index) => index % 2 === 0);
    const ys = numbers.filter((_, index) => index % 2 === 1);
    const width = Math.max(...xs) - Math.min(...xs);
    const height = Math.max(...ys) - Math.min(...ys);
    // 0.01° of longitude at 47.285° is cos(47.285°) ≈ 0.678 of 0.01° of latitude.
    expect(width / height).toBeCloseTo(0.678, 2);
    expect(Math.min(...ys)).toBeGreaterThan(0);
    expect(Math.max(...ys)).toBeLessThan(SHEET_MAP_HEIGHT);
    expect(Math.max(...xs)).toBeLessThan(SHEET_MAP_WIDTH);
    // The first corner is the south-west one: at the bottom left.
    expect(numbers.slice(0, 2)).toEqual([Math.min(...xs), Math.max(...ys)]);
  });

  it('numbers the pins in the order of the notes and keeps a pin off the edge on the drawing', () => {
    const drawing = drawSheetMap(BLOCK, [noteAt(1, 47.285, -2.385), noteAt(2, 47.295, -2.385)]);
    const [middle, north] = drawing?.markers ?? [];
    expect(middle?.number).toBe(1);
    expect(north?.number).toBe(2);
    expect(north?.y).toBeGreaterThan(0);
    expect(north?.y).toBeLessThan(middle?.y ?? 0);
  });

  it('draws nothing for a sector without an outline', () => {
    expect(drawSheetMap([], [noteAt(1, 47.285, -2.385)])).toBeNull();
  });
});
