import { useMemo } from 'react';
import { Pane, Polygon, Tooltip } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { POLYGON_FILL_OPACITY } from '../constants';
import { type LatLngPolygon, sectorPolygons } from '../geometry';
import { useMapZoom } from '../MapView/useMapView';
import { MAP_STATUS_DASH, type MapStatusKey, mapStatusKey } from '../status';
import type { MapSector } from '../types';

export interface SectorPolygonsProps {
  sectors: readonly MapSector[];
  /** The sector number at each polygon's centre (on by default)… */
  labels?: boolean;
  /** …from this zoom on: further out, sectors are too small to hold a number (14 by default). */
  labelsFromZoom?: number;
}

/**
 * Sector numbers get a pane of their own between Leaflet's shapes (400) and its markers (600): above
 * the fills, under the note markers. The shapes stay on the shared canvas of the overlay pane.
 */
const LABEL_PANE = 'prospect-sector-labels';
const LABEL_PANE_Z_INDEX = 450;
const SHAPE_PANE = 'overlayPane';

interface DrawableSector {
  sector: MapSector;
  polygons: LatLngPolygon[];
  status: MapStatusKey;
}

/**
 * Sectors as filled polygons, coloured by status (theme.mapStatusColors, 60 % fill) and outlined with
 * a dash pattern per status, with their number in the middle: together with SectorLegend no status is
 * told by colour alone. Geometry with fewer than 3 points is not drawn. Drawn on the map's canvas
 * renderer (MapView sets preferCanvas) and not interactive, so clicks reach the map and hundreds of
 * sectors stay cheap.
 */
export function SectorPolygons({ sectors, labels = true, labelsFromZoom = 14 }: SectorPolygonsProps) {
  const theme = useTheme();
  const zoom = useMapZoom();
  const showLabels = labels && zoom >= labelsFromZoom;
  const drawable = useMemo(
    () =>
      sectors
        .map(
          (sector): DrawableSector => ({
            sector,
            polygons: sectorPolygons(sector.geometry),
            status: mapStatusKey(sector.status),
          }),
        )
        .filter(({ polygons }) => polygons.length > 0),
    [sectors],
  );

  return (
    <Pane name={LABEL_PANE} style={{ zIndex: LABEL_PANE_Z_INDEX }}>
      {drawable.map(({ sector, polygons, status }) => (
        <Polygon
          key={sector.id}
          positions={polygons}
          interactive={false}
          pane={SHAPE_PANE}
          pathOptions={{
            color: theme.colors.text,
            weight: 2,
            dashArray: MAP_STATUS_DASH[status],
            fillColor: theme.mapStatusColors[status],
            fillOpacity: POLYGON_FILL_OPACITY,
          }}
        >
          {showLabels && sector.number != null ? (
            <Tooltip permanent direction="center" className="prospect-sector-label" pane={LABEL_PANE}>
              {sector.number}
            </Tooltip>
          ) : null}
        </Polygon>
      ))}
    </Pane>
  );
}
