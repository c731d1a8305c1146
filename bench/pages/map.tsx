// The map benchmark page: ?scenario=…&size=… (see protocol.ts). Data is generated and the scenario's
// module loaded before the clock starts; the clock stops once the result is on screen and painted.
import { createNoteClusterIndex, packNotePoints } from '@prospect/ui/map';
import { type LayerEvent, type Map as LeafletMap, Polygon } from 'leaflet';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterPaint, fail, finish, params, settle, whenDom } from './harness';
import { generateNotes, generateSectors, STREET_ZOOM } from './map-data';
import type { MapScenario } from './protocol';

const scenario = (params.get('scenario') ?? 'ours-notes') as MapScenario;
const size = Number(params.get('size') ?? 10_000);
const peer = scenario.startsWith('peer-');

const markerPane = () => document.querySelector('.leaflet-marker-pane');
const count = (selector: string) => document.querySelectorAll(selector).length;

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

/** Resolves once `expected` polygons are on the map (Leaflet's layeradd), whatever the renderer. */
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
      await polygonsAdded(await mapReady, sectors.length);
      // Each map's own numbers: the peer labels every sector, ours those around the view (which it
      // mounts in the same commit as the polygons).
      const expected = !peer && street ? 1 : sectors.length;
      if (labels) await whenDom(() => count('.leaflet-tooltip') >= expected);
    },
  );
  await finish({ scenario, size, ms: end - start, shown: count('.leaflet-tooltip') }, start, end);
}

async function main() {
  if (scenario === 'index') await clusterIndexOnly();
  else if (scenario.includes('-notes')) await notesOnMap();
  else await polygonsOnMap();
}

main().catch(fail);
