import type { GridLayer } from 'leaflet';

/** The addresses of the tiles a layer shows, loaded, in the order Leaflet placed them (centre first). */
export function loadedTileUrls(layer: Pick<GridLayer, 'getContainer'>): string[] {
  const container = layer.getContainer();
  if (!container) return [];
  return Array.from(container.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded'), (image) =>
    image.getAttribute('src'),
  ).filter((src): src is string => Boolean(src));
}
