import { Sketch } from './ZonePreview.styles';

export interface ZonePreviewProps {
  /** The picture's accessible name: the same as the live map's ('Carte de la zone …'). */
  label: string;
}

/**
 * A zone tile's still stand-in for its map, 130 px high: what the zones list shows for tiles far from
 * the view, so an agency of hundreds of zones holds only a few Leaflet maps at a time.
 */
export function ZonePreview({ label }: ZonePreviewProps) {
  return <Sketch role="img" aria-label={label} />;
}
