import { useMemo } from 'react';
import { ZONE_FALLBACK_CENTER } from '../constants';
import { polygonsCenter, sectorPolygons } from '../geometry';
import { MapView, type MapViewProps } from '../MapView';
import { NoteMarkers, type NoteMarkersProps } from '../NoteMarkers';
import { SectorPolygons } from '../SectorPolygons';
import type { LatLngTuple, MapNote, MapSector } from '../types';

export interface TerritoryMapProps
  extends Omit<MapViewProps, 'children' | 'geolocation' | 'preferenceStore'>,
    Omit<NoteMarkersProps, 'notes'> {
  sectors?: readonly MapSector[] | undefined;
  /** Zone notes, clustered. Leave out to show no note layer at all. */
  notes?: readonly MapNote[] | undefined;
}

const noSectors: readonly MapSector[] = [];

/**
 * A map of part of a zone: its sector polygons and its notes. It always knows where to look (the given
 * centre, else the middle of the sectors, else `fallbackCenter`, else the zone fallback near 47.35,
 * -2.41), so it never asks for the user's position.
 */
export function TerritoryMap({
  sectors = noSectors,
  notes,
  center,
  fallbackCenter = ZONE_FALLBACK_CENTER,
  onCreateNote,
  onUpdateNote,
  onDeleteNote,
  workerThreshold,
  initialPopup,
  ...mapProps
}: TerritoryMapProps) {
  const sectorsCenter = useMemo(
    () => polygonsCenter(sectors.flatMap((sector) => sectorPolygons(sector.geometry))),
    [sectors],
  );
  const resolvedCenter: LatLngTuple = center ?? sectorsCenter ?? fallbackCenter;
  return (
    <MapView {...mapProps} center={resolvedCenter}>
      <SectorPolygons sectors={sectors} />
      {notes ? (
        <NoteMarkers
          notes={notes}
          onCreateNote={onCreateNote}
          onUpdateNote={onUpdateNote}
          onDeleteNote={onDeleteNote}
          workerThreshold={workerThreshold}
          initialPopup={initialPopup}
        />
      ) : null}
    </MapView>
  );
}
