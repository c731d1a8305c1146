// The peer side: what a team would write with react-leaflet-cluster (Leaflet.markercluster) and plain
// react-leaflet polygons. Notes go in our own MapView, so only the marker layer differs.
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import 'leaflet/dist/leaflet.css';
import { type MapNote, MapView } from '@prospect/ui/map';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { divIcon, type LatLngTuple } from 'leaflet';
import type { ReactNode } from 'react';
import { MapContainer, Marker, Polygon, TileLayer, Tooltip } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import {
  BLANK_TILE,
  CENTER,
  NOTES_ZOOM,
  type PanMapProps,
  POLYGONS_ZOOM,
  type SectorsMapProps,
} from './map-data';
import { MapProbe } from './map-probe';

/** The same 28 px dot as our note markers. */
const noteIcon = divIcon({ className: 'prospect-note-marker', html: '', iconSize: [28, 28] });

/** One Leaflet marker per note, clustered by react-leaflet-cluster. */
function PeerNoteClusters({ notes }: { notes: readonly MapNote[] }) {
  return (
    // Spec §9 settings: radius 60 px, no clustering past zoom 16; no animations, like our map.
    <MarkerClusterGroup chunkedLoading maxClusterRadius={60} disableClusteringAtZoom={17} animate={false}>
      {notes.map((note) => {
        const [lng = 0, lat = 0] = note.location?.coordinates ?? [];
        return <Marker key={note.id} position={[lat, lng]} icon={noteIcon} title={`Note de ${note.user}`} />;
      })}
    </MarkerClusterGroup>
  );
}

export function NotesMap({ notes }: { notes: readonly MapNote[]; mainThread: boolean }) {
  return (
    <ProspectThemeProvider>
      <MapView height="100vh" center={CENTER} zoom={NOTES_ZOOM} tileUrl={BLANK_TILE}>
        <PeerNoteClusters notes={notes} />
      </MapView>
    </ProspectThemeProvider>
  );
}

const COLORS: Record<string, string> = {
  done: '#16a34a',
  ready: '#16a34a',
  pending: '#f59e0b',
  in_progress: '#2563eb',
  error: '#dc2626',
};

/** A MapContainer as react-leaflet's documentation writes it: default (SVG) renderer, blank tiles. */
function PeerMap({ zoom, children }: { zoom: number; children: ReactNode }) {
  return (
    <ProspectThemeProvider>
      <MapContainer
        center={CENTER}
        zoom={zoom}
        style={{ height: '100vh' }}
        zoomAnimation={false}
        fadeAnimation={false}
        markerZoomAnimation={false}
      >
        <TileLayer url={BLANK_TILE} />
        {children}
      </MapContainer>
    </ProspectThemeProvider>
  );
}

export function SectorsMap({ sectors, labels, zoom = POLYGONS_ZOOM, onMap }: SectorsMapProps) {
  return (
    <PeerMap zoom={zoom}>
      <PeerSectors sectors={sectors} labels={labels} />
      <MapProbe onMap={onMap} />
    </PeerMap>
  );
}

/** One <Polygon> per sector, with its number in a permanent <Tooltip>. */
function PeerSectors({ sectors, labels }: Pick<SectorsMapProps, 'sectors' | 'labels'>) {
  return (
    <>
      {sectors.map((sector) => {
        const geometry = sector.geometry;
        if (!geometry || typeof geometry === 'string' || geometry.type !== 'Polygon') return null;
        const positions = geometry.coordinates.map((ring) =>
          ring.map(([lng = 0, lat = 0]): LatLngTuple => [lat, lng]),
        );
        return (
          <Polygon
            key={sector.id}
            positions={positions}
            pathOptions={{
              color: '#1f2937',
              weight: 2,
              fillColor: COLORS[sector.status] ?? '#9333ea',
              fillOpacity: 0.6,
            }}
          >
            {labels ? (
              <Tooltip permanent direction="center">
                {sector.number}
              </Tooltip>
            ) : null}
          </Polygon>
        );
      })}
    </>
  );
}

/** The same map with the notes clustered by react-leaflet-cluster, as in NotesMap. */
export function PanMap({ sectors, notes, onMap }: PanMapProps) {
  return (
    <PeerMap zoom={POLYGONS_ZOOM}>
      <PeerSectors sectors={sectors} labels />
      <PeerNoteClusters notes={notes} />
      <MapProbe onMap={onMap} />
    </PeerMap>
  );
}
