// Our side of the map benchmark: the map parts of @prospect/ui/map, as the app renders them.
import { type MapNote, MapView, NoteMarkers, SectorPolygons, TerritoryMap } from '@prospect/ui/map';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import {
  BLANK_TILE,
  CENTER,
  NOTES_ZOOM,
  type PanMapProps,
  POLYGONS_ZOOM,
  type SectorsMapProps,
} from './map-data';
import { MapProbe } from './map-probe';

export function NotesMap({ notes, mainThread }: { notes: readonly MapNote[]; mainThread: boolean }) {
  return (
    <ProspectThemeProvider>
      <TerritoryMap
        height="100vh"
        center={CENTER}
        zoom={NOTES_ZOOM}
        tileUrl={BLANK_TILE}
        notes={notes}
        workerThreshold={mainThread ? Number.POSITIVE_INFINITY : undefined}
      />
    </ProspectThemeProvider>
  );
}

/** TerritoryMap's own layout (MapView + SectorPolygons), opened up to pass the label switch and the probe. */
export function SectorsMap({ sectors, labels, zoom = POLYGONS_ZOOM, onMap }: SectorsMapProps) {
  return (
    <ProspectThemeProvider>
      <MapView height="100vh" center={CENTER} zoom={zoom} tileUrl={BLANK_TILE}>
        <SectorPolygons sectors={sectors} labels={labels} />
        <MapProbe onMap={onMap} />
      </MapView>
    </ProspectThemeProvider>
  );
}

/** TerritoryMap's layout with its sectors and notes (worker clustering), opened up to pass the probe. */
export function PanMap({ sectors, notes, onMap }: PanMapProps) {
  return (
    <ProspectThemeProvider>
      <MapView height="100vh" center={CENTER} zoom={POLYGONS_ZOOM} tileUrl={BLANK_TILE}>
        <SectorPolygons sectors={sectors} />
        <NoteMarkers notes={notes} />
        <MapProbe onMap={onMap} />
      </MapView>
    </ProspectThemeProvider>
  );
}
