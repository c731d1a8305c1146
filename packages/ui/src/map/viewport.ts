import { FRANCE_CENTER, MAP_ZOOM } from './constants';
import type { GeoPoint, LatLngTuple } from './types';

export interface MapViewInput {
  /** A centre chosen by the screen (a zone, a sector): it wins over everything else. */
  center?: LatLngTuple | null | undefined;
  zoom?: number | undefined;
  /** The user's position, once they agreed to share it. */
  userPosition?: LatLngTuple | null | undefined;
  /** Where to look when there is neither; France by default. */
  fallbackCenter?: LatLngTuple | undefined;
}

export interface ResolvedMapView {
  center: LatLngTuple;
  zoom: number;
  /** Where the centre came from, so the map can tell whether to ask for the user's position. */
  source: 'given' | 'user' | 'fallback';
}

/**
 * Spec §9: zoom 13 by default; without a user position the view widens by 2 zoom levels (never
 * below 5) around the default centre.
 */
export function resolveMapView({
  center,
  zoom,
  userPosition,
  fallbackCenter,
}: MapViewInput): ResolvedMapView {
  const baseZoom = zoom ?? MAP_ZOOM.default;
  if (center) return { center, zoom: baseZoom, source: 'given' };
  if (userPosition) return { center: userPosition, zoom: baseZoom, source: 'user' };
  return {
    center: fallbackCenter ?? FRANCE_CENTER,
    zoom: Math.max(MAP_ZOOM.withoutPositionMinimum, baseZoom - MAP_ZOOM.withoutPositionReduction),
    source: 'fallback',
  };
}

/** A GeoJSON point ([lng, lat]) as Leaflet's [lat, lng], or null when it is missing or not a number pair. */
export function pointToLatLng(point: GeoPoint | null | undefined): LatLngTuple | null {
  const [lng, lat] = point?.coordinates ?? [];
  if (typeof lng !== 'number' || typeof lat !== 'number') return null;
  if (!Number.isFinite(lng) || !Number.isFinite(lat)) return null;
  return [lat, lng];
}

/** The GeoJSON point the API expects for a place clicked on the map. */
export function latLngToPoint({
  lat,
  lng,
}: {
  lat: number;
  lng: number;
}): GeoPoint & { coordinates: [number, number] } {
  return { type: 'Point', coordinates: [lng, lat] };
}
