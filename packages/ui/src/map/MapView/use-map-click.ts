import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLngLiteral } from '../types';

/** Calls the latest `onClick` with the clicked place, without re-binding Leaflet's listener each render. */
export function useMapClick(onClick: ((latlng: LatLngLiteral) => void) | undefined): void {
  const map = useMap();
  const latest = useRef(onClick);
  latest.current = onClick;
  useEffect(() => {
    const handle = ({ latlng }: { latlng: LatLngLiteral }) =>
      latest.current?.({ lat: latlng.lat, lng: latlng.lng });
    map.on('click', handle);
    return () => {
      map.off('click', handle);
    };
  }, [map]);
}
