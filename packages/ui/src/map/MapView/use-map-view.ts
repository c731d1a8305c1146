import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useMap } from 'react-leaflet';

/** [west, south, east, north] of the visible area. */
export type ViewBox = [number, number, number, number];

function useMapSubscription(events: string) {
  const map = useMap();
  return useCallback(
    (onChange: () => void) => {
      map.on(events, onChange);
      return () => {
        map.off(events, onChange);
      };
    },
    [map, events],
  );
}

/**
 * The map's zoom, kept current. Read through useSyncExternalStore so a change made before this
 * component subscribed (a sibling fitting the view on mount) is not missed.
 */
export function useMapZoom(): number {
  const map = useMap();
  return useSyncExternalStore(useMapSubscription('zoomend'), () => map.getZoom());
}

/** The visible area and zoom, kept current the same way. */
export function useMapView(): { zoom: number; box: ViewBox } {
  const map = useMap();
  // A string snapshot compares by value, so an unchanged view never re-renders.
  const key = useSyncExternalStore(
    useMapSubscription('moveend zoomend'),
    () => `${map.getZoom()},${map.getBounds().toBBoxString()}`,
  );
  return useMemo(() => {
    const [zoom = 0, west = 0, south = 0, east = 0, north = 0] = key.split(',').map(Number);
    return { zoom, box: [west, south, east, north] };
  }, [key]);
}
