import type { Layer } from 'leaflet';
import { useEffect, useState } from 'react';
import { useMap } from 'react-leaflet';

/**
 * A Leaflet layer of our own on the map: made by `create` (memoised by the caller: a new function makes
 * a new layer), added once made, removed with the component. The layer comes back from the render after
 * it is added, for the caller's effects to hand it what to show.
 */
export function useMapLayer<L extends Layer>(create: () => L): L | null {
  const map = useMap();
  const [layer, setLayer] = useState<L | null>(null);
  useEffect(() => {
    const created = create();
    created.addTo(map);
    setLayer(created);
    return () => {
      created.remove();
      setLayer(null);
    };
  }, [map, create]);
  return layer;
}
