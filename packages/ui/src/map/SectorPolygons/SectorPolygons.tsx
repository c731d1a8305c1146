import type { PathOptions } from 'leaflet';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import { POLYGON_FILL_OPACITY } from '../constants';
import { type LatLngPolygon, polygonsBox, sectorPolygons } from '../geometry';
import { MAP_STATUS_DASH, type MapStatusKey, mapStatusKey } from '../status';
import type { LatLngTuple, MapSector } from '../types';
import { useNextTaskValue } from '../use-next-task-value';
import type { SectorLabel } from './SectorLabelLayer';
import { SectorLabels } from './SectorLabels';
import type { SectorShape } from './SectorShapeLayer';
import { SectorShapes } from './SectorShapes';

export interface SectorPolygonsProps {
  sectors: readonly MapSector[];
  /** The sector number at each polygon's centre (on by default)… */
  labels?: boolean;
  /** …from this zoom on: further out, sectors are too small to hold a number (14 by default). */
  labelsFromZoom?: number;
}

const NO_SECTORS: readonly MapSector[] = [];

interface DrawableSector {
  sector: MapSector;
  polygons: LatLngPolygon[];
  box: readonly [number, number, number, number];
  status: MapStatusKey;
}

/**
 * Sectors as filled polygons, coloured by status (theme.mapStatusColors, 60 % fill) and outlined with
 * a dash pattern per status, with their number in the middle: together with SectorLegend no status is
 * told by colour alone. Geometry with fewer than 3 points is not drawn. The shapes are drawn on a canvas
 * of their own (SectorShapes), which takes no pointer event, so taps reach the map (TerritoryMap finds
 * the sector under them); the numbers on another (SectorLabels).
 */
export function SectorPolygons({ sectors, labels = true, labelsFromZoom = 14 }: SectorPolygonsProps) {
  const theme = useTheme();
  // Reading a thousand outlines takes tens of milliseconds: done in a task of its own, after the one
  // that mounts the map, so neither makes one long task of both.
  const shown = useNextTaskValue(sectors, NO_SECTORS);
  const drawable = useMemo(
    () =>
      shown.flatMap((sector): DrawableSector[] => {
        const polygons = sectorPolygons(sector.geometry);
        const box = polygonsBox(polygons);
        return box ? [{ sector, polygons, box, status: mapStatusKey(sector.status) }] : [];
      }),
    [shown],
  );
  const numbers = useMemo(
    () =>
      drawable.flatMap(({ sector, polygons: [first] }): SectorLabel[] => {
        const centre = first?.[0] ? outlineCentre(first[0]) : null;
        return centre && sector.number != null
          ? [{ text: String(sector.number), lat: centre[0], lng: centre[1] }]
          : [];
      }),
    [drawable],
  );
  // One object per status, shared by its sectors.
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

  const shapes = useMemo(
    () =>
      drawable.map(
        (item): SectorShape => ({
          polygons: item.polygons,
          box: item.box,
          pathOptions: pathOptions[item.status],
        }),
      ),
    [drawable, pathOptions],
  );

  return (
    <>
      <SectorShapes shapes={shapes} />
      {labels ? <SectorLabels labels={numbers} fromZoom={labelsFromZoom} /> : null}
    </>
  );
}

/**
 * Where Leaflet put a polygon's tooltip: the area-weighted centre of its outline (the vertices' mean for
 * a degenerate one). Sectors span a few hundred metres, so degrees stand in for projected metres.
 */
function outlineCentre(outline: readonly LatLngTuple[]): LatLngTuple | null {
  if (outline.length === 0) return null;
  const [lat0, lng0] = outline[0] ?? [0, 0];
  let area = 0;
  let lat = 0;
  let lng = 0;
  for (let i = 0; i < outline.length; i += 1) {
    const [aLat, aLng] = outline[i] ?? [lat0, lng0];
    const [bLat, bLng] = outline[(i + 1) % outline.length] ?? [lat0, lng0];
    const [ay, ax, by, bx] = [aLat - lat0, aLng - lng0, bLat - lat0, bLng - lng0];
    const cross = ax * by - bx * ay;
    area += cross;
    lng += (ax + bx) * cross;
    lat += (ay + by) * cross;
  }
  if (area === 0) {
    const mean = (index: 0 | 1) => outline.reduce((sum, point) => sum + point[index], 0) / outline.length;
    return [mean(0), mean(1)];
  }
  return [lat0 + lat / (3 * area), lng0 + lng / (3 * area)];
}
