// Deterministic map data: notes left by years of door-to-door work around La Baule, and a grid of sectors.
import type { LatLngTuple, MapNote, MapSector } from '@prospect/ui/map';
import type { Map as LeafletMap } from 'leaflet';
import { seededRandom } from './harness';

export const CENTER: LatLngTuple = [47.2853, -2.3922];
/** The app's zoom for a place it knows (spec §9); notes spread past the view, so the bbox matters. */
export const NOTES_ZOOM = 13;
/** Sector numbers show from zoom 14 (SectorPolygons' default): both maps show the 1,000 labels. */
export const POLYGONS_ZOOM = 14;

/** Street zoom: a phone shows about 600 m × 1.3 km, a few dozen of the 1,000 sectors. */
export const STREET_ZOOM = 16;

/** Pan and zoom: 1,000 numbered sectors and 100,000 notes, from the zoom where every number shows. */
export const PAN_SECTORS = 1_000;
export const PAN_NOTES = 100_000;

/** A transparent tile: no network, same work for both maps. */
export const BLANK_TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const AUTHORS = ['Camille Martin', 'Hugo Bernard', 'Léa Petit', 'Nathan Robert'];

/** Seven notes in ten gather around 40 streets, the rest are scattered over about 8 × 11 km. */
export function generateNotes(count: number, seed = 9): MapNote[] {
  const random = seededRandom(seed);
  const [lat0, lng0] = CENTER;
  const hotspots = Array.from({ length: 40 }, () => [
    lat0 + (random() - 0.5) * 0.08,
    lng0 + (random() - 0.5) * 0.08,
  ]);
  return Array.from({ length: count }, (_, index): MapNote => {
    let lat: number;
    let lng: number;
    if (random() < 0.7) {
      const [hotLat = lat0, hotLng = lng0] = hotspots[Math.floor(random() * hotspots.length)] ?? [];
      const distance = 0.004 * random() ** 2;
      const angle = random() * Math.PI * 2;
      lat = hotLat + distance * Math.sin(angle);
      lng = hotLng + distance * Math.cos(angle) * 1.4;
    } else {
      lat = lat0 + (random() - 0.5) * 0.1;
      lng = lng0 + (random() - 0.5) * 0.1;
    }
    return {
      id: index + 1,
      content: `Note ${index + 1}`,
      user: AUTHORS[index % AUTHORS.length] ?? 'Agent',
      created_at: new Date(Date.UTC(2024, 0, 1) + index * 60_000).toISOString(),
      zone: 1,
      location: { type: 'Point', coordinates: [lng, lat] },
    };
  });
}

const STATUSES = ['done', 'pending', 'in_progress', 'error', 'ready', 'other'] as const;

/** `count` hexagon-like sectors in a grid of 25 columns centred on CENTER, as GeoJSON from our server. */
export function generateSectors(count: number, seed = 11): MapSector[] {
  const random = seededRandom(seed);
  const columns = 25;
  const rows = Math.ceil(count / columns);
  const width = 0.0012;
  const height = 0.0009;
  const [lat0, lng0] = CENTER;
  const west = lng0 - (columns * width) / 2;
  const south = lat0 - (rows * height) / 2;
  return Array.from({ length: count }, (_, index): MapSector => {
    const column = index % columns;
    const row = Math.floor(index / columns);
    const cx = west + (column + 0.5) * width;
    const cy = south + (row + 0.5) * height;
    const ring = Array.from({ length: 6 }, (_, corner) => {
      const angle = (corner / 6) * Math.PI * 2;
      const wobble = 0.9 + random() * 0.1;
      return [cx + Math.cos(angle) * (width / 2) * wobble, cy + Math.sin(angle) * (height / 2) * wobble];
    });
    ring.push([...(ring[0] ?? [cx, cy])]);
    return {
      id: index + 1,
      number: index + 1,
      status: STATUSES[Math.floor(random() * STATUSES.length)] ?? 'pending',
      geometry: { type: 'Polygon', coordinates: [ring] },
    };
  });
}

/** What both sides of the pan and zoom comparison take. */
export interface PanMapProps {
  sectors: readonly MapSector[];
  notes: readonly MapNote[];
  onMap: (map: LeafletMap) => void;
}

/** What both sides of the sectors comparison (ours and the peer) take. */
export interface SectorsMapProps {
  sectors: readonly MapSector[];
  labels: boolean;
  zoom?: number;
  onMap: (map: LeafletMap) => void;
}
