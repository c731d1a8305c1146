import { useEffect } from 'react';
import { useMapLayer } from '../use-map-layer';
import { type SectorShape, SectorShapeLayer } from './SectorShapeLayer';

const createLayer = () => new SectorShapeLayer();

/** The sectors' polygons, drawn by one SectorShapeLayer for the life of the map. */
export function SectorShapes({ shapes }: { shapes: readonly SectorShape[] }) {
  const layer = useMapLayer(createLayer);
  useEffect(() => {
    layer?.setShapes(shapes);
  }, [layer, shapes]);
  return null;
}
