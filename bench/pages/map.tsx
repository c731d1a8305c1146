// The map benchmark page: ?scenario=…&size=… (see protocol.ts). Data is generated and the scenario's
// module loaded before the clock starts; the clock stops once the result is on screen and painted.
import { createNoteClusterIndex, packNotePoints } from '@prospect/ui/map';
import { type LayerEvent, type Map as LeafletMap, Polygon } from 'leaflet';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint, fail, finish, params, settle, whenDom } from './harness';
import { generateNotes, generateSectors, PAN_NOTES, PAN_SECTORS, STREET_ZOOM } from './map-data';
import { panAndZoom } from './map-pan';
import type { MapScenario } from './protocol';

const scenario = (params.get('scenario') ?? 'ours-notes') as MapScenario;
const size = Number(params.get('size') ?? 10_000);
const peer = scenario.startsWith('peer-');

const markerPane = () => document.querySelector('.leaflet-marker-pane');
const count = (selector: string) => document.querySelectorAll(selector).length;

/** Our numbers are drawn on a canvas whose accessible name lists them ("Secteur N°1, Secteur N°2"). */
const ourLabelNames = () =>
  document.querySelector('canvas.prospect-sector-labels')?.getAttribute('aria-label') ?? null;
/** Numbers on the map: our canvas's, or the peer's tooltips. */
const labelsShown = () =>
  peer ? count('.leaflet-tooltip') : (ourLabelNames()?.split(', ').filter(Boolean).length ?? 0);

/** Cluster index alone: build (pack + supercluster load) and one query of the whole area at zoom 13. */
async function clusterIndexOnly() {
  const notes = generateNotes(size);
  await settle();
  const start = performance.now();
  const index = createNoteClusterIndex(packNotePoints(notes));
  const items = index.getClusters([-180, -85, 180, 85], 13);
  const end = performance.now();
  const clusters = items.filter((item) => item.kind === 'cluster').length;
  await finish({ scenario, size, ms: end - start, shown: items.length, clusters }, start, end);
}

/** Renders `element`, waits for `done`, then for the frame that shows it. */
async function renderMap(element: ReactElement, done: () => Promise<void>) {
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  await settle();
  const root = createRoot(container);
  const start = performance.now();
  root.render(element);
  await done();
  await afterPaint();
  return { start, end: performance.now() };
}

async function notesOnMap() {
  const notes = generateNotes(size);
  const { NotesMap } = peer ? await import('./map-peer') : await import('./map-ours');
  const { start, end } = await renderMap(
    <NotesMap notes={notes} mainThread={scenario === 'ours-notes-main'} />,
    () => whenDom(() => (markerPane()?.childElementCount ?? 0) > 0),
  );
  const shown = markerPane()?.childElementCount ?? 0;
  const clusters = count('.prospect-cluster-marker, .marker-cluster');
  await finish({ scenario, size, ms: end - start, shown, clusters }, start, end);
}

/** Resolves once `expected` polygons are on the map: the peer's Leaflet layers, or our canvas's drawing. */
function sectorsOnMap(map: LeafletMap, expected: number): Promise<void> {
  if (!peer) return whenDom(() => ourShapesDrawnFrom() >= expected, { attributes: true });
  return polygonsAdded(map, expected);
}

/** How many sectors our shapes' canvas held when it last drew (it draws those around the view). */
const ourShapesDrawnFrom = () =>
  Number(document.querySelector<HTMLElement>('canvas.prospect-sector-shapes')?.dataset.sectors ?? 0);

/** Resolves once `expected` Polygon layers are on the map (Leaflet's layeradd), whatever the renderer. */
function polygonsAdded(map: LeafletMap, expected: number): Promise<void> {
  return new Promise((resolve) => {
    let added = 0;
    map.eachLayer((layer) => {
      if (layer instanceof Polygon) added += 1;
    });
    if (added >= expected) {
      resolve();
      return;
    }
    const onAdd = (event: LayerEvent) => {
      if (!(event.layer instanceof Polygon)) return;
      added += 1;
      if (added < expected) return;
      map.off('layeradd', onAdd);
      resolve();
    };
    map.on('layeradd', onAdd);
  });
}

async function polygonsOnMap() {
  const sectors = generateSectors(size);
  const labels = !scenario.endsWith('-nolabels');
  const street = scenario.endsWith('-street');
  const { SectorsMap } = peer ? await import('./map-peer') : await import('./map-ours');
  let onMap: (map: LeafletMap) => void = () => {};
  const mapReady = new Promise<LeafletMap>((resolve) => {
    onMap = resolve;
  });
  const { start, end } = await renderMap(
    <SectorsMap sectors={sectors} labels={labels} zoom={street ? STREET_ZOOM : undefined} onMap={onMap} />,
    async () => {
      await sectorsOnMap(await mapReady, sectors.length);
      // Each map's own numbers: the peer labels every sector; ours draws those in and around the
      // view that do not cover another, in one go.
      if (!labels) return;
      if (peer) await whenDom(() => count('.leaflet-tooltip') >= sectors.length);
      else await whenDom(() => labelsShown() > 0, { attributes: true });
    },
  );
  await finish({ scenario, size, ms: end - start, shown: labelsShown() }, start, end);
}

/** Everything on the map, a quiet moment, then the scripted pan and zoom with its frame times. */
async function panOnMap() {
  const sectors = generateSectors(PAN_SECTORS);
  const notes = generateNotes(PAN_NOTES);
  const { PanMap } = peer ? await import('./map-peer') : await import('./map-ours');
  let onMap: (map: LeafletMap) => void = () => {};
  const mapReady = new Promise<LeafletMap>((resolve) => {
    onMap = resolve;
  });
  const { start, end } = await renderMap(
    <PanMap sectors={sectors} notes={notes} onMap={onMap} />,
    async () => {
      await sectorsOnMap(await mapReady, sectors.length);
      await whenDom(() => (markerPane()?.childElementCount ?? 0) > 0);
      if (peer) await whenDom(() => count('.leaflet-tooltip') >= sectors.length);
      else await whenDom(() => labelsShown() > 0, { attributes: true });
    },
  );
  const shown = labelsShown();
  // Late work (the peer's chunked markers, our worker's answer) ends before the gestures start.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const frames = await panAndZoom(await mapReady);
  await finish({ scenario, size, ms: end - start, shown, frames }, start, end);
}

async function main() {
  if (scenario === 'index') await clusterIndexOnly();
  else if (scenario.includes('-notes')) await notesOnMap();
  else if (scenario.endsWith('-pan')) await panOnMap();
  else await polygonsOnMap();
}

main().catch(fail);
