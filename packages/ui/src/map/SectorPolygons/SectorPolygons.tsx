import type { PathOptions } from 'leaflet';
import { memo, useMemo } from 'react';
import { Pane, Polygon, Tooltip } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { POLYGON_FILL_OPACITY } from '../constants';
import { type LatLngPolygon, polygonsBox, sectorPolygons } from '../geometry';
import { useMapView, type ViewBox } from '../MapView/useMapView';
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
  box: ViewBox;
}

/**
 * Sectors as filled polygons, coloured by status (theme.mapStatusColors, 60 % fill) and outlined with
 * a dash pattern per status, with their number in the middle: together with SectorLegend no status is
 * told by colour alone. Geometry with fewer than 3 points is not drawn. Drawn on the map's canvas
 * renderer (MapView sets preferCanvas) and not interactive, so clicks reach the map and hundreds of
 * sectors stay cheap. Numbers are DOM labels, so only the sectors in and around the view get one.
 */
export function SectorPolygons({ sectors, labels = true, labelsFromZoom = 14 }: SectorPolygonsProps) {
  const theme = useTheme();
  const { zoom, box } = useMapView();
  const drawable = useMemo(
    () =>
      sectors.flatMap((sector): DrawableSector[] => {
        const polygons = sectorPolygons(sector.geometry);
        const box = polygonsBox(polygons);
        return box ? [{ sector, polygons, status: mapStatusKey(sector.status), box }] : [];
      }),
    [sectors],
  );
  // One object per status, so a sector's props stay equal from one render to the next.
  const pathOptions = useMemo(() => {
    const forStatus = (status: MapStatusKey): PathOptions => ({
      color: theme.colors.text,
      weight: 2,
      dashArray: MAP_STATUS_DASH[status],
      fillColor: theme.mapStatusColors[status],
      fillOpacity: POLYGON_FILL_OPACITY,
    });
    return {
      ready: forStatus('ready'),
      pending: forStatus('pending'),
      creating: forStatus('creating'),
      error: forStatus('error'),
      other: forStatus('other'),
    } satisfies Record<MapStatusKey, PathOptions>;
  }, [theme]);
  const labelArea = labels && zoom >= labelsFromZoom ? widen(box) : null;

  return (
    <Pane name={LABEL_PANE} style={{ zIndex: LABEL_PANE_Z_INDEX }}>
      {drawable.map((item) => (
        <SectorShape
          key={item.sector.id}
          item={item}
          pathOptions={pathOptions[item.status]}
          labelled={labelArea !== null && overlaps(item.box, labelArea)}
        />
      ))}
    </Pane>
  );
}

/** Memoised: moving the map re-renders only the sectors whose label comes or goes. */
const SectorShape = memo(function SectorShape({
  item: { sector, polygons },
  pathOptions,
  labelled,
}: {
  item: DrawableSector;
  pathOptions: PathOptions;
  labelled: boolean;
}) {
  return (
    <Polygon positions={polygons} interactive={false} pane={SHAPE_PANE} pathOptions={pathOptions}>
      {labelled && sector.number != null ? (
        <Tooltip permanent direction="center" className="prospect-sector-label" pane={LABEL_PANE}>
          {sector.number}
        </Tooltip>
      ) : null}
    </Polygon>
  );
});

/** The view grown by half its size on every side, so a short pan finds its numbers already there. */
function widen([west, south, east, north]: ViewBox): ViewBox {
  const dx = (east - west) / 2;
  const dy = (north - south) / 2;
  return [west - dx, south - dy, east + dx, north + dy];
}

function overlaps(a: ViewBox, b: ViewBox): boolean {
  return a[0] <= b[2] && a[2] >= b[0] && a[1] <= b[3] && a[3] >= b[1];
}
