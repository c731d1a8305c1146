import type { Map as LeafletMap } from 'leaflet';
import { useLayoutEffect } from 'react';
import { useMap } from 'react-leaflet';

/** Hands the Leaflet map to the page, so it can tell when every layer is on it. */
export function MapProbe({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useLayoutEffect(() => onMap(map), [map, onMap]);
  return null;
}
