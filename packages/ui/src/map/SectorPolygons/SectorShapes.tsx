import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { type SectorShape, SectorShapeLayer } from './SectorShapeLayer';

/**
 * Sector shapes get a pane of their own just under Leaflet's vector pane (400): above the tiles, under
 * any other shape, the numbers (450) and the markers (600).
 */
const SHAPE_PANE = 'prospect-sector-shapes';
const SHAPE_PANE_Z_INDEX = '390';

/** The sectors' polygons, drawn by one SectorShapeLayer for the life of the map. */
export function SectorShapes({ shapes }: { shapes: readonly SectorShape[] }) {
  const map = useMap();
  const layer = useRef<SectorShapeLayer | null>(null);
  const latest = useRef(shapes);
  latest.current = shapes;

  useEffect(() => {
    const pane = map.getPane(SHAPE_PANE) ?? map.createPane(SHAPE_PANE);
    pane.style.zIndex = SHAPE_PANE_Z_INDEX;
    pane.style.pointerEvents = 'none';
    const created = new SectorShapeLayer(SHAPE_PANE);
    created.setShapes(latest.current);
    created.addTo(map);
    layer.current = created;
    return () => {
      created.remove();
      layer.current = null;
    };
  }, [map]);

  useEffect(() => {
    layer.current?.setShapes(shapes);
  }, [shapes]);

  return null;
}
