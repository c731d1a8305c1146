import { distanceToEdges, type LatLngPolygon, polygonsBox, polygonsContain } from '../../map/geometry';
import type { LatLngTuple } from '../../map/types';
import { pointToLatLng } from '../../map/viewport';
import type { ZoneNote } from '../types';

/** The drawing's own units: the SVG scales to the paper's width, so only the ratio matters. */
export const SHEET_MAP_WIDTH = 1000;
export const SHEET_MAP_HEIGHT = 500;
const MARGIN = 40;

/**
 * A note on the boundary street is the sector's too: its pin, dropped by a thumb on a phone, may land
 * a few metres outside the outline.
 */
export const NOTE_NEAR_EDGE_METRES = 30;

export interface SheetMarker {
  /** 1, 2 …: the note's number in the sheet's list. */
  number: number;
  x: number;
  y: number;
}

export interface SheetMapDrawing {
  /** One SVG path per polygon, holes included (drawn with the even-odd rule). */
  paths: string[];
  markers: SheetMarker[];
}

/** The zone's notes that belong to the sector: inside it, or just off its edge. */
export function notesOfSector(polygons: readonly LatLngPolygon[], notes: readonly ZoneNote[]): ZoneNote[] {
  return notes.filter((note) => {
    const place = pointToLatLng(note.location);
    return (
      place !== null &&
      (polygonsContain(polygons, place) || distanceToEdges(polygons, place) <= NOTE_NEAR_EDGE_METRES)
    );
  });
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The sector's outline and its notes fitted, north up, into the drawing. Longitudes are narrowed by
 * the cosine of the latitude so a square block stays square (equirectangular, true within a sector).
 * `notes` are numbered in their order. Null when nothing can be drawn.
 */
export function drawSheetMap(
  polygons: readonly LatLngPolygon[],
  notes: readonly ZoneNote[],
): SheetMapDrawing | null {
  const box = polygonsBox(polygons);
  if (!box) return null;
  const places = notes.map((note) => pointToLatLng(note.location));
  // The notes just off the edge widen the box, so their pins stay on the paper.
  let [west, south, east, north] = box;
  for (const place of places) {
    if (!place) continue;
    south = Math.min(south, place[0]);
    north = Math.max(north, place[0]);
    west = Math.min(west, place[1]);
    east = Math.max(east, place[1]);
  }
  const xScale = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * xScale, Number.EPSILON);
  const spanY = Math.max(north - south, Number.EPSILON);
  const scale = Math.min((SHEET_MAP_WIDTH - 2 * MARGIN) / spanX, (SHEET_MAP_HEIGHT - 2 * MARGIN) / spanY);
  // Centred both ways: the unused room is shared between the two sides.
  const offsetX = (SHEET_MAP_WIDTH - spanX * scale) / 2;
  const offsetY = (SHEET_MAP_HEIGHT - spanY * scale) / 2;
  const project = ([lat, lng]: LatLngTuple): [number, number] => [
    round(offsetX + (lng - west) * xScale * scale),
    round(offsetY + (north - lat) * scale),
  ];
  const paths = polygons.map((rings) =>
    rings.map((ring) => `M${ring.map((point) => project(point).join(' ')).join('L')}Z`).join(''),
  );
  const markers: SheetMarker[] = [];
  places.forEach((place, index) => {
    if (!place) return;
    const [x, y] = project(place);
    markers.push({ number: index + 1, x, y });
  });
  return { paths, markers };
}
