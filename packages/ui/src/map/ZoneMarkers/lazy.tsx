// ZoneMarkers for a LazyMapView's children without putting Leaflet in the first load: the layer
// comes from the map's base chunk, which is already in by the time a map draws its children.
import { type ComponentType, lazy, Suspense } from 'react';
import { preloadMapView } from '../lazy';
import type { MapZone, ZoneMarkersProps } from './ZoneMarkers';

const ZoneMarkersPart = lazy(async () => ({
  // Generic components lose their type parameter through React.lazy; the props are checked below.
  default: (await preloadMapView()).ZoneMarkers as ComponentType<ZoneMarkersProps<MapZone>>,
}));

/** ZoneMarkers, loaded with the map chunk. Its own Suspense, so the map never blinks while it loads. */
export function LazyZoneMarkers<Z extends MapZone>(props: ZoneMarkersProps<Z>) {
  return (
    <Suspense fallback={null}>
      <ZoneMarkersPart {...(props as unknown as ZoneMarkersProps<MapZone>)} />
    </Suspense>
  );
}
