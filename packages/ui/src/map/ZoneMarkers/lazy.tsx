// ZoneMarkers for a LazyMapView's children without putting Leaflet in the first load: the layer
// comes from the map's base chunk, which is already in by the time a map draws its children.
import type { ComponentType } from 'react';
import { useMapViewModule } from '../lazy';
import type { MapZone, ZoneMarkersProps } from './ZoneMarkers';

/** ZoneMarkers, drawn once the map's base is in (nothing before: the map never blinks for it). */
export function LazyZoneMarkers<Z extends MapZone>(props: ZoneMarkersProps<Z>) {
  const module = useMapViewModule();
  if (!module) return null;
  // Generic components lose their type parameter through the module's export; the props are checked above.
  const ZoneMarkers = module.ZoneMarkers as ComponentType<ZoneMarkersProps<MapZone>>;
  return <ZoneMarkers {...(props as unknown as ZoneMarkersProps<MapZone>)} />;
}
