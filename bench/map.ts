// Map figures: our clustering and layers (@prospect/ui/map) next to react-leaflet-cluster
// (Leaflet.markercluster) and plain react-leaflet polygons, in the same browser and the same run.
import type { BenchPages } from './browser-pages.ts';
import type { BenchResult, FrameFigures, MapScenario } from './pages/protocol.ts';
import { median, round } from './stats.ts';

export const MAP_RUNS = 3;
export const NOTE_SIZES = [10_000, 100_000];
export const POLYGON_COUNT = 1_000;
/** Pan and zoom: POLYGON_COUNT numbered sectors with this many notes (bench/pages/map-data.ts). */
export const PAN_NOTES = 100_000;

interface ScenarioSpec {
  scenario: MapScenario;
  size: number;
  label: string;
}

const SCENARIOS: ScenarioSpec[] = [
  ...NOTE_SIZES.flatMap((size): ScenarioSpec[] => [
    { scenario: 'index', size, label: 'ours: cluster index alone (createNoteClusterIndex + getClusters)' },
    {
      scenario: 'ours-notes',
      size,
      label: 'ours: TerritoryMap + NoteMarkers, as shipped (worker above 5,000)',
    },
    { scenario: 'ours-notes-main', size, label: 'ours: the same, index on the main thread' },
    { scenario: 'peer-notes', size, label: 'peer: MapView + react-leaflet-cluster, one <Marker> per note' },
  ]),
  { scenario: 'ours-polygons', size: POLYGON_COUNT, label: 'ours: MapView + SectorPolygons, numbers shown' },
  {
    scenario: 'peer-polygons',
    size: POLYGON_COUNT,
    label: 'peer: react-leaflet <Polygon> + <Tooltip> (SVG)',
  },
  { scenario: 'ours-polygons-nolabels', size: POLYGON_COUNT, label: 'ours: SectorPolygons, labels={false}' },
  {
    scenario: 'ours-polygons-nolabels',
    size: 0,
    label: 'ours: MapView alone, no sector (the floor of the two above)',
  },
  { scenario: 'peer-polygons-nolabels', size: POLYGON_COUNT, label: 'peer: react-leaflet <Polygon> (SVG)' },
  {
    scenario: 'ours-polygons-street',
    size: POLYGON_COUNT,
    label: 'ours: SectorPolygons at street zoom 16 (numbers only around the view)',
  },
  {
    scenario: 'peer-polygons-street',
    size: POLYGON_COUNT,
    label: 'peer: <Polygon> + <Tooltip> at street zoom 16',
  },
  {
    scenario: 'ours-pan',
    size: POLYGON_COUNT,
    label: 'ours: MapView + SectorPolygons + NoteMarkers (100,000 notes), then pan and zoom',
  },
  {
    scenario: 'peer-pan',
    size: POLYGON_COUNT,
    label: 'peer: <Polygon> + <Tooltip> + react-leaflet-cluster (100,000 notes), then pan and zoom',
  },
];

export interface MapScenarioResult extends ScenarioSpec {
  runs: number[];
  ms: number;
  longestTaskMs: number;
  blockingMs: number;
  shown: number | null;
  clusters: number | null;
  /** Pan and zoom scenarios: each figure the median over the runs. */
  frames?: FrameFigures;
}

/** Ours next to the peer while panning and zooming. */
export interface FrameComparison {
  what: string;
  ours: FrameFigures;
  peer: FrameFigures;
}

export interface MapComparison {
  what: string;
  size: number;
  oursMs: number;
  peerMs: number;
  /** peer ÷ ours: above 1, ours is faster. */
  ratio: number;
  oursLongestTaskMs: number;
  peerLongestTaskMs: number;
}

export interface MapFigures {
  runsPerScenario: number;
  scenarios: MapScenarioResult[];
  comparisons: MapComparison[];
  frames?: FrameComparison;
}

function summarise(spec: ScenarioSpec, runs: BenchResult[]): MapScenarioResult {
  const last = runs.at(-1);
  return {
    ...spec,
    runs: runs.map((run) => round(run.ms)),
    ms: round(median(runs.map((run) => run.ms))),
    longestTaskMs: round(median(runs.map((run) => run.longestTaskMs))),
    blockingMs: round(median(runs.map((run) => run.blockingMs))),
    shown: last?.shown ?? null,
    clusters: last?.clusters ?? null,
    ...(runs.every((run) => run.frames)
      ? { frames: medianFrames(runs.flatMap((run) => run.frames ?? [])) }
      : {}),
  };
}

function medianFrames(runs: FrameFigures[]): FrameFigures {
  const of = (pick: (figures: FrameFigures) => number) => round(median(runs.map(pick)), 1);
  return {
    frames: of((f) => f.frames),
    medianMs: of((f) => f.medianMs),
    p95Ms: of((f) => f.p95Ms),
    maxMs: of((f) => f.maxMs),
    over25Ms: of((f) => f.over25Ms),
    longestTaskMs: of((f) => f.longestTaskMs),
  };
}

function compare(
  results: MapScenarioResult[],
  what: string,
  ours: MapScenario,
  peer: MapScenario,
  size: number,
): MapComparison | null {
  const mine = results.find((r) => r.scenario === ours && r.size === size);
  const theirs = results.find((r) => r.scenario === peer && r.size === size);
  if (!mine || !theirs) return null;
  return {
    what,
    size,
    oursMs: mine.ms,
    peerMs: theirs.ms,
    ratio: round(theirs.ms / mine.ms, 2),
    oursLongestTaskMs: mine.longestTaskMs,
    peerLongestTaskMs: theirs.longestTaskMs,
  };
}

export async function measureMaps(pages: BenchPages): Promise<MapFigures> {
  const scenarios: MapScenarioResult[] = [];
  for (const spec of SCENARIOS) {
    const runs: BenchResult[] = [];
    for (let i = 0; i < MAP_RUNS; i += 1) {
      runs.push(await pages.run('map', { scenario: spec.scenario, size: spec.size }));
    }
    scenarios.push(summarise(spec, runs));
    process.stdout.write(`  map ${spec.scenario} ${spec.size}: ${scenarios.at(-1)?.ms} ms\n`);
  }
  const comparisons = [
    ...NOTE_SIZES.map((size) =>
      compare(scenarios, 'cluster and render notes', 'ours-notes', 'peer-notes', size),
    ),
    compare(scenarios, 'render polygons with numbers', 'ours-polygons', 'peer-polygons', POLYGON_COUNT),
    compare(
      scenarios,
      'render polygons, no numbers',
      'ours-polygons-nolabels',
      'peer-polygons-nolabels',
      POLYGON_COUNT,
    ),
    compare(
      scenarios,
      'render polygons with numbers, street zoom',
      'ours-polygons-street',
      'peer-polygons-street',
      POLYGON_COUNT,
    ),
  ].filter((c): c is MapComparison => c !== null);
  const oursPan = scenarios.find((s) => s.scenario === 'ours-pan')?.frames;
  const peerPan = scenarios.find((s) => s.scenario === 'peer-pan')?.frames;
  const frames =
    oursPan && peerPan
      ? {
          what: `pan and zoom, ${POLYGON_COUNT.toLocaleString('en-GB')} sectors and ${PAN_NOTES.toLocaleString('en-GB')} notes`,
          ours: oursPan,
          peer: peerPan,
        }
      : undefined;
  return { runsPerScenario: MAP_RUNS, scenarios, comparisons, ...(frames ? { frames } : {}) };
}
