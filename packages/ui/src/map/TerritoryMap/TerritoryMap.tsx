import { latLngBounds, point } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { useMap } from 'react-leaflet';
import { ZONE_FALLBACK_CENTER } from '../constants';
import type { PositionFix } from '../geolocation';
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

/** A sector and its drawable polygons, read once per list of sectors. */
interface SectorShape {
  sector: MapSector;
  polygons: LatLngPolygon[];
}

function useSectorShapes(sectors: readonly MapSector[]): SectorShape[] {
  return useMemo(
    () => sectors.map((sector) => ({ sector, polygons: sectorPolygons(sector.geometry) })),
    [sectors],
  );
}

/**
 * A map of part of a zone: its sector polygons and its notes. It always knows where to look (the given
 * centre, else the middle of the sectors, else `fallbackCenter`, else the zone fallback near 47.35,
 * -2.41), so it never asks for the user's position; once shared, it can say where the agent stands.
 */
export function TerritoryMap(props: TerritoryMapProps) {
  const { sectors = noSectors, center, fallbackCenter = ZONE_FALLBACK_CENTER, whereAmI } = props;
  const shapes = useSectorShapes(sectors);
  const resolvedCenter: LatLngTuple =
    center ?? polygonsCenter(shapes.flatMap((shape) => shape.polygons)) ?? fallbackCenter;
  return (
    // MapView and NoteMarkers each read their own props from the one set (neither spreads the rest).
    <MapView
      {...props}
      center={resolvedCenter}
      positionStatus={
        whereAmI
          ? (fix) => <TerritoryPositionLine fix={fix} sectors={sectors} whereAmI={whereAmI} />
          : undefined
      }
    >
      <TerritoryLayers {...props} center={resolvedCenter} shapes={shapes} />
    </MapView>
  );
}

export type TerritoryLayersProps = Omit<TerritoryMapProps, 'center'> & {
  /** Where the map is centred: fitting the sectors keeps it. */
  center: LatLngTuple;
  /** The sectors already read (TerritoryMap's), else read here. */
  shapes?: readonly SectorShape[] | undefined;
};

/**
 * The territory's layers, inside a MapView: the sector polygons, the notes (or, without them, a tap
 * that opens the sector under it) and the fit of the sectors. LazyTerritoryMap puts them on a map
 * already drawn, whose code came first.
 */
export function TerritoryLayers(props: TerritoryLayersProps) {
  const { sectors = noSectors, notes, center, fitSectors = false, onOpenSector } = props;
  const ownShapes = useSectorShapes(props.shapes ? noSectors : sectors);
  const shapes = props.shapes ?? ownShapes;
  const polygons = useMemo(() => shapes.flatMap((shape) => shape.polygons), [shapes]);
  // The topmost sector under a tap: the last drawn wins, as on screen.
  const sectorAt = useMemo(
    () =>
      ({ lat, lng }: LatLngLiteral): MapSector | null =>
        shapes.findLast((shape) => polygonsContain(shape.polygons, [lat, lng]))?.sector ?? null,
    [shapes],
  );
  return (
    <>
      {fitSectors ? <FitZoomToSectors polygons={polygons} center={center} /> : null}
      <SectorPolygons sectors={sectors} />
      {notes ? (
        <NoteMarkers {...props} notes={notes} sectorAt={sectorAt} onOpenSector={onOpenSector} />
      ) : onOpenSector ? (
        <OpenSectorOnTap sectorAt={sectorAt} onOpenSector={onOpenSector} />
      ) : null}
    </>
  );
}

/** The line under the map placing the agent against the sectors (TerritoryMapProps.whereAmI). */
export function TerritoryPositionLine({
  fix,
  sectors,
  whereAmI,
}: {
  fix: PositionFix | null;
  sectors: readonly MapSector[];
  whereAmI: 'sector' | 'nearestSector';
}) {
  const placed = useMemo(
    (): PlacedSector[] =>
      sectors.map((sector) => ({
        number: whereAmI === 'nearestSector' ? (sector.number ?? sector.id) : undefined,
        polygons: sectorPolygons(sector.geometry),
      })),
    [sectors, whereAmI],
  );
  return <PositionLine fix={fix} sectors={placed} />;
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
