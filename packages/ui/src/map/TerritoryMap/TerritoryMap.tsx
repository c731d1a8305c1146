import { latLngBounds, point } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { ZONE_FALLBACK_CENTER } from '../constants';
import { type LatLngPolygon, polygonsCenter, polygonsContain, sectorPolygons } from '../geometry';
import { MapView, type MapViewProps } from '../MapView';
import { useMapClick } from '../MapView/use-map-click';
import { NoteMarkers, type NoteMarkersProps } from '../NoteMarkers';
import { SectorPolygons } from '../SectorPolygons';
import type { LatLngLiteral, LatLngTuple, MapNote, MapSector } from '../types';
import { type PlacedSector, PositionLine } from '../where-am-i';

export interface TerritoryMapProps
  extends Omit<MapViewProps, 'children' | 'positionStatus'>,
    Omit<NoteMarkersProps, 'notes' | 'sectorAt'> {
  sectors?: readonly MapSector[] | undefined;
  /** Zone notes, clustered. Leave out to show no note layer at all. */
  notes?: readonly MapNote[] | undefined;
  /** Zooms so every sector shows (keeping the centre), instead of the fixed zoom. */
  fitSectors?: boolean | undefined;
  /**
   * A line under the map placing the agent, once their position is shared: 'sector' against the one
   * sector shown (« Vous êtes dans le secteur »), 'nearestSector' against the nearest of the zone's,
   * named (« À 350 m du secteur N°4 »).
   */
  whereAmI?: 'sector' | 'nearestSector' | undefined;
}

/** Room left around the sectors when the map fits them, in pixels. */
const FIT_PADDING = 24;

const noSectors: readonly MapSector[] = [];

/**
 * A map of part of a zone: its sector polygons and its notes. It always knows where to look (the given
 * centre, else the middle of the sectors, else `fallbackCenter`, else the zone fallback near 47.35,
 * -2.41), so it never asks for the user's position; once shared, it can say where the agent stands.
 */
export function TerritoryMap(props: TerritoryMapProps) {
  const {
    sectors = noSectors,
    notes,
    center,
    fallbackCenter = ZONE_FALLBACK_CENTER,
    fitSectors = false,
    onOpenSector,
    whereAmI,
  } = props;
  const shapes = useMemo(
    () => sectors.map((sector) => ({ sector, polygons: sectorPolygons(sector.geometry) })),
    [sectors],
  );
  const polygons = useMemo(() => shapes.flatMap((shape) => shape.polygons), [shapes]);
  // The topmost sector under a tap: the last drawn wins, as on screen.
  const sectorAt = useMemo(
    () =>
      ({ lat, lng }: LatLngLiteral): MapSector | null =>
        shapes.findLast((shape) => polygonsContain(shape.polygons, [lat, lng]))?.sector ?? null,
    [shapes],
  );
  const placed = useMemo(
    (): PlacedSector[] =>
      shapes.map(({ sector, polygons: parts }) => ({
        number: whereAmI === 'nearestSector' ? (sector.number ?? sector.id) : undefined,
        polygons: parts,
      })),
    [shapes, whereAmI],
  );
  const resolvedCenter: LatLngTuple = center ?? polygonsCenter(polygons) ?? fallbackCenter;
  return (
    // MapView and NoteMarkers each read their own props from the one set (neither spreads the rest).
    <MapView
      {...props}
      center={resolvedCenter}
      positionStatus={whereAmI ? (fix) => <PositionLine fix={fix} sectors={placed} /> : undefined}
    >
      {fitSectors ? <FitZoomToSectors polygons={polygons} center={resolvedCenter} /> : null}
      <SectorPolygons sectors={sectors} />
      {notes ? (
        <NoteMarkers {...props} notes={notes} sectorAt={sectorAt} onOpenSector={onOpenSector} />
      ) : onOpenSector ? (
        <OpenSectorOnTap sectorAt={sectorAt} onOpenSector={onOpenSector} />
      ) : null}
    </MapView>
  );
}

/** Once the map is up: the closest zoom at which every sector fits around the centre. */
function FitZoomToSectors({ polygons, center }: { polygons: readonly LatLngPolygon[]; center: LatLngTuple }) {
  const map = useMap();
  const [lat, lng] = center;
  useEffect(() => {
    const points = polygons.flatMap(([outline]) => outline ?? []);
    if (points.length === 0) return;
    // Every sector within the map once centred on `center`: the box mirrored around the centre.
    const mirrored = points.map(
      ([pointLat, pointLng]): LatLngTuple => [2 * lat - pointLat, 2 * lng - pointLng],
    );
    const bounds = latLngBounds([...points, ...mirrored]);
    const zoom = map.getBoundsZoom(bounds, false, point(FIT_PADDING * 2, FIT_PADDING * 2));
    map.setView([lat, lng], Math.min(zoom, map.getMaxZoom()), { animate: false });
  }, [map, polygons, lat, lng]);
  return null;
}

/** Without a note layer, a tap on a sector opens it straight away. */
function OpenSectorOnTap({
  sectorAt,
  onOpenSector,
}: {
  sectorAt: (location: LatLngLiteral) => MapSector | null;
  onOpenSector: (sector: MapSector) => void;
}) {
  useMapClick((location) => {
    const sector = sectorAt(location);
    if (sector) onOpenSector(sector);
  });
  return null;
}
