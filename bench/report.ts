// bench/REPORT.md: the figures of results.json for people.

import type { LeafletPlacement, MockServerCheck } from './bundle.ts';
import type { CalendarResult } from './calendar.ts';
import type { CompositionRow } from './composition.ts';
import type { ContactsFigures } from './contacts.ts';
import type { DoorsFigures } from './doors.ts';
import type { RouteWeight } from './first-load.ts';
import type { InteractionFigures } from './interaction.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { Machine } from './machine.ts';
import { type MapFigures, POLYGON_COUNT } from './map.ts';
import type { OfflineZoneFigures } from './offline-zone.ts';
import type { OutboxReplayRun } from './outbox-replay.ts';
import type { FrameFigures } from './pages/protocol.ts';
import { TIMED_PARTS } from './parts.ts';
import type { RepeatVisitFigures, VisitFigures } from './repeat-visit.ts';
import { compositionSection } from './report-composition.ts';
import { contactsSection } from './report-contacts.ts';
import { doorsSection } from './report-doors.ts';
import { interactionSection } from './report-interaction.ts';
import { lighthouseSection } from './report-lighthouse.ts';
import { offlineZoneSection } from './report-offline-zone.ts';
import { zonesScreenSection } from './report-zones.ts';
import type { StackFloor } from './stack-floor.ts';
import { kib, ms, type Part } from './stats.ts';
import type { TestDuration } from './test-duration.ts';
import type { ZonesScreenFigures } from './zones-screen.ts';

export interface BenchResults {
  date: string;
  machine: Machine;
  versions: Record<string, string>;
  productionBuildMs: number;
  firstLoad: (RouteWeight & {
    budgetGzipJs: number | null;
    /** The issue's target, where it is below today's budget. */
    targetGzipJs: number | null;
    leafletInFirstLoad: boolean | null;
  })[];
  /** Budgeted routes' first load by library and package. */
  composition: Record<string, CompositionRow[]>;
  stackFloor: Part<StackFloor>;
  /** budgets.json's own note on its figures. */
  budgetNote: string | null;
  leaflet: Part<LeafletPlacement>;
  mockServer: Part<MockServerCheck>;
  lighthouse: Part<LighthouseFigures>;
  map: Part<MapFigures>;
  calendar: Part<CalendarResult[]>;
  /** Optional: results.json written before issue 18 has no such part. */
  zonesScreen?: Part<ZonesScreenFigures>;
  /** Optional: results.json written before issue 18 has no such part. */
  interaction?: Part<InteractionFigures>;
  /** Optional: results.json written before issue 32 has no such part. */
  contacts?: Part<ContactsFigures>;
  doors?: Part<DoorsFigures>;
  repeatVisit: Part<RepeatVisitFigures>;
  outboxReplay: Part<OutboxReplayRun[]>;
  /** Optional: results.json written before issue 33 has no such part. */
  offlineZone?: Part<OfflineZoneFigures>;
  testCommand: TestDuration;
  benchSeconds: number;
  /** Set by `--only`: the parts this run measured; the others are the previous run's. */
  partial?: { parts: string[]; otherFiguresFrom: string | null } | null;
}

const yes = (value: boolean) => (value ? 'yes' : 'no');
const ratio = (value: number) => `${value.toFixed(2)}×`;

function unavailable(part: { ok: false; error: string }): string[] {
  return [`Not measured in this run: ${part.error}`, ''];
}

function versionsLine(versions: Record<string, string>): string {
  return Object.entries(versions)
    .map(([name, value]) => `${name} ${value}`)
    .join(' · ');
}

function firstLoadSection(results: BenchResults): string[] {
  const over = results.firstLoad.filter((r) => r.budgetGzipJs !== null && r.js.gzip > r.budgetGzipJs);
  return [
    '## First load per route (production build)',
    '',
    'The entry chunk plus the route’s chunk and their static imports, as `bench/first-load.ts` counts them (the',
    'budget test of the test command uses the same code). gzip level 9 and brotli default quality.',
    '',
    '| route | JS raw | JS gzip | JS brotli | CSS gzip | CSS brotli | budget (JS gzip) | Leaflet in first load |',
    '|---|---|---|---|---|---|---|---|',
    ...results.firstLoad.map(
      (r) =>
        `| ${r.route} | ${kib(r.js.raw)} | ${kib(r.js.gzip)} | ${kib(r.js.brotli)} | ${kib(r.css.gzip)} | ${kib(r.css.brotli)} | ${r.budgetGzipJs ? kib(r.budgetGzipJs) : '—'} | ${r.leafletInFirstLoad === null ? '?' : yes(r.leafletInFirstLoad)} |`,
    ),
    '',
    over.length === 0
      ? 'Every budgeted route is within its budget.'
      : `**Over budget:** ${over.map((r) => r.route).join(', ')}.`,
    results.budgetNote ? `Budgets (budgets.json): ${results.budgetNote}` : '',
    `Production build: ${(results.productionBuildMs / 1000).toFixed(1)} s.`,
    '',
  ];
}

function leafletSection(part: BenchResults['leaflet']): string[] {
  const lines = ['## Leaflet only on map routes', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  const { chunks, routes, allowedOn, offenders, loadedLazilyBy } = part.value;
  const upFront = routes.filter((r) => r.inFirstLoad).map((r) => r.route);
  return [
    ...lines,
    `Chunks holding Leaflet (from their sourcemaps): ${chunks.map((c) => `\`${c.file}\` (${kib(c.gzip)} gzip; ${c.libraries.join(', ')})`).join('; ') || 'none'}.`,
    '',
    `Allowed in the first load of: ${allowedOn.join(', ')}. ${
      offenders.length === 0
        ? '**OK**: no other route loads Leaflet up front.'
        : `**Not OK**: Leaflet is in the first load of ${offenders.join(', ')}.`
    }`,
    `Routes with Leaflet in their first load: ${upFront.join(', ') || 'none'}. Leaflet is fetched on demand, with \`import()\`, by: ${loadedLazilyBy.map((m) => `\`${m}\``).join(', ') || 'nothing'}.`,
    '',
  ];
}

function mockServerSection(part: BenchResults['mockServer']): string[] {
  const lines = ['## No mock backend in the production build', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  const { offenders, demoChunks } = part.value;
  return [
    ...lines,
    offenders.length === 0
      ? '**OK**: no file of the production build holds a marker of `budgets.json` (`forbiddenInProduction`) or code built from msw, @mswjs or packages/mock-server.'
      : `**Not OK**: ${offenders.join('; ')}.`,
    demoChunks
      ? `For comparison the demo build has them in: ${demoChunks.map((c) => `\`${c.file}\` (${kib(c.gzip)} gzip)`).join(', ') || 'nothing (the check may be blind!)'}.`
      : '',
    '',
  ];
}

function mapSection(part: BenchResults['map']): string[] {
  const lines = ['## Map: ours next to the peers', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  const { comparisons, scenarios, runsPerScenario } = part.value;
  return [
    ...lines,
    'Chromium, 390 × 844 phone viewport, production builds of `bench/pages` (Vite), seeded data (notes around 40',
    'streets near La Baule over ~8 × 11 km at zoom 13; 1,000 sectors as GeoJSON hexagons over ~2 × 4 km at zoom 14,',
    'where every sector is in view, and at street zoom 16). Ours draws the sectors on one canvas of its own (one',
    'drawing of those around the view, not a Leaflet layer each) and the numbers on another, those in and around the',
    'view, leaving out a number that would cover one already drawn (at zoom 14 the 1,000 sectors are about 14 px wide,',
    'so most numbers would pile up); the peer adds a Leaflet polygon and a permanent DOM tooltip for every sector. Time',
    'runs from `root.render` until the markers (or every polygon and its map’s numbers) are on the map and a frame has',
    'been painted (ours: its shapes canvas has drawn from all 1,000 sectors). Peers: react-leaflet-cluster (Leaflet.markercluster, `chunkedLoading`, spec settings radius 60 and no',
    'clustering past 16) inside the same MapView; plain react-leaflet `<Polygon>` + `<Tooltip permanent>` on a default',
    `(SVG) MapContainer. ${runsPerScenario} fresh pages per scenario, median.`,
    '',
    '| what | size | ours | peer | ratio (peer ÷ ours) | longest main-thread task, ours / peer |',
    '|---|---|---|---|---|---|',
    ...comparisons.map(
      (c) =>
        `| ${c.what} | ${c.size.toLocaleString('en-GB')} | ${ms(c.oursMs)} | ${ms(c.peerMs)} | ${ratio(c.ratio)} | ${ms(c.oursLongestTaskMs)} / ${ms(c.peerLongestTaskMs)} |`,
    ),
    '',
    'A ratio above 1 means ours is faster.',
    ...mapNotes(scenarios),
    ...frameSection(part.value.frames),
    '',
    'Every scenario:',
    '',
    '| scenario | size | median | runs | longest task | blocking (>50 ms) | markers or labels shown | clusters |',
    '|---|---|---|---|---|---|---|---|',
    ...scenarios.map(
      (s) =>
        `| ${s.label} | ${s.size.toLocaleString('en-GB')} | ${ms(s.ms)} | ${s.runs.join(', ')} | ${ms(s.longestTaskMs)} | ${ms(s.blockingMs)} | ${s.shown ?? '—'} | ${s.clusters ?? '—'} |`,
    ),
    '',
  ];
}

/** What the figures say about the worker and the sector numbers, computed from this run. */
function mapNotes(scenarios: MapFigures['scenarios']): string[] {
  const find = (scenario: string, size: number) =>
    scenarios.find((s) => s.scenario === scenario && s.size === size);
  const notes: string[] = [];
  for (const size of [...new Set(scenarios.filter((s) => s.scenario === 'ours-notes').map((s) => s.size))]) {
    const worker = find('ours-notes', size);
    const main = find('ours-notes-main', size);
    if (worker && main) {
      notes.push(
        `- ${size.toLocaleString('en-GB')} notes: the cluster worker keeps the longest main-thread task at ${ms(worker.longestTaskMs)} (${ms(main.longestTaskMs)} with the index on the main thread); end to end it takes ${ms(worker.ms)} against ${ms(main.ms)}.`,
      );
    }
  }
  const withLabels = find('ours-polygons', POLYGON_COUNT);
  const without = find('ours-polygons-nolabels', POLYGON_COUNT);
  const floor = find('ours-polygons-nolabels', 0);
  const peerWith = find('peer-polygons', POLYGON_COUNT);
  if (withLabels && without) {
    const met = withLabels.ms <= 200 && withLabels.longestTaskMs <= 50;
    const layerOnly = floor
      ? ` The map alone, with no sector, takes ${ms(floor.ms)} (longest task ${ms(floor.longestTaskMs)}) in this run: the 1,000 sectors and their numbers add ${ms(withLabels.ms - floor.ms)}.`
      : '';
    const peerNumbers = peerWith
      ? ` The peer's numbers cost ${ms(peerWith.ms - (find('peer-polygons-nolabels', POLYGON_COUNT)?.ms ?? 0))}.`
      : '';
    notes.push(
      `- Sector numbers (issue 18's target: 1,000 numbered sectors in 200 ms or less, no main-thread task over 50 ms): ${ms(withLabels.ms)} with their numbers (${withLabels.shown ?? '?'} drawn, the others would cover them), longest task ${ms(withLabels.longestTaskMs)}; ${ms(without.ms)} without numbers, ${numbersCost(withLabels.ms - without.ms)}.${peerNumbers}${layerOnly} Target **${met ? 'met' : 'not met'}**.`,
    );
  }
  return notes;
}

/** What drawing the numbers adds; a negative difference is the runs' spread, not a saving. */
function numbersCost(addedMs: number): string {
  return addedMs > 0
    ? `so the numbers cost ${ms(addedMs)}`
    : `so the numbers cost less than the runs' spread (${ms(addedMs)})`;
}

/** Frame times while panning and zooming, ours next to the peer. */
function frameSection(frames: MapFigures['frames']): string[] {
  if (!frames) return [];
  const row = (side: string, f: FrameFigures) =>
    `| ${side} | ${f.frames} | ${f.medianMs.toFixed(1)} ms | ${f.p95Ms.toFixed(1)} ms | ${f.maxMs.toFixed(1)} ms | ${f.over25Ms} | ${ms(f.longestTaskMs)} |`;
  const { ours, peer } = frames;
  // Chromium paces frames at 60 Hz, so a frame on time reads 16.7 ms: met when none was dropped.
  const met = ours.over25Ms === 0 && ours.longestTaskMs <= 16;
  return [
    '',
    `### Frames while panning and zooming: ${frames.what}`,
    '',
    'Once both layers are on the map: three drags of ~300 px through Leaflet’s drag handler (with its inertia), then',
    'zoom 15, 16, 14, 13 and 14 again, 30 frames after each gesture; every `requestAnimationFrame` delta is kept',
    '(Chromium paces frames at 60 Hz, so a frame on time reads ~16.7 ms). Median of the runs for each figure.',
    '',
    '| map | frames | median frame | 95th percentile | longest frame | frames over 25 ms | longest main-thread task |',
    '|---|---|---|---|---|---|---|',
    row('ours', ours),
    row('peer', peer),
    '',
    `- Target (issue 18: frames under 16 ms while panning and zooming, read as every frame on time: none over 25 ms): ours ${ours.p95Ms.toFixed(1)} ms at the 95th percentile, longest frame ${ours.maxMs.toFixed(1)} ms, ${ours.over25Ms} frames over 25 ms, longest task ${ms(ours.longestTaskMs)}: **${met ? 'met' : 'not met'}**; the peer's longest frame is ${ratio(peer.maxMs / ours.maxMs)} ours.`,
  ];
}

function calendarSection(part: BenchResults['calendar']): string[] {
  const lines = ['## Calendar: a month of 1,000 events', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  return [
    ...lines,
    'Same browser and viewport; seeded events over November 2026; `flushSync(root.render)` then the next painted frame.',
    '',
    '| view | events | to paint (median) | render + commit | runs | longest task | event lines shown |',
    '|---|---|---|---|---|---|---|',
    ...part.value.map(
      (c) =>
        `| ${c.label} | ${c.events.toLocaleString('en-GB')} | ${ms(c.ms)} | ${ms(c.commitMs)} | ${c.runs.join(', ')} | ${ms(c.longestTaskMs)} | ${c.linesShown ?? '—'} |`,
    ),
    '',
  ];
}

function repeatVisitSection(part: BenchResults['repeatVisit'] | undefined): string[] {
  const lines = ['## Repeat visit from the precache (production build)', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=repeatVisit`.', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  const { runs, routes } = part.value;
  const served = (visit: VisitFigures) => `${visit.fromWorker} / ${visit.requests}`;
  return [
    ...lines,
    'The production build as deployed (nginx on the mock backend, tiles through its /tiles/ proxy), Chromium at',
    '390 × 844, a fresh profile per run. The first visit is cold: no HTTP cache, no worker, no kept answers (the',
    'signed-in agent keeps only the tokens of a sign-in made just before). Once our worker is installed and controls',
    'the page, a new tab of the same profile opens the route again, as an agent reopening the app does (its API',
    'reads still go to the server). /dashboard counts as drawn once its map has its tiles and markers.',
    `${runs} runs per route and network condition, median; times from navigation start.`,
    '',
    '| route | network | visit | load event | FCP | LCP | requests answered by the worker |',
    '|---|---|---|---|---|---|---|',
    ...routes.flatMap(({ route, who, conditions }) =>
      conditions.flatMap((c) => [
        `| ${route} (${who}) | ${c.label} | first | ${ms(c.first.loadMs)} | ${ms(c.first.fcpMs)} | ${ms(c.first.lcpMs)} | ${served(c.first)} |`,
        `| ${route} (${who}) | ${c.label} | repeat | ${ms(c.repeat.loadMs)} | ${ms(c.repeat.fcpMs)} | ${ms(c.repeat.lcpMs)} | ${served(c.repeat)} |`,
      ]),
    ),
    '',
    ...routes.flatMap(({ route, conditions }) =>
      conditions.map(
        (c) =>
          `- ${route}, ${c.label}: LCP ${ratio(c.first.lcpMs / c.repeat.lcpMs)} faster on the repeat visit (runs, first → repeat: ${c.runs.map((r) => `${Math.round(r.first.lcpMs)} → ${Math.round(r.repeat.lcpMs)}`).join(', ')} ms).`,
      ),
    ),
    '',
  ];
}

function outboxReplaySection(part: BenchResults['outboxReplay'] | undefined): string[] {
  const lines = ['## Replaying a day offline: 500 queued writes', ''];
  if (!part) return [...lines, 'Not measured yet: `node bench/run.ts --only=outboxReplay`.', ''];
  if (!part.ok) return [...lines, ...unavailable(part)];
  return [
    ...lines,
    'The outbox sends 500 waiting field writes (street ticks and house notes) in order, each with its',
    'idempotency key, to the mock backend over HTTP running in its own process. Measured in Node: the event',
    'loop’s longest block stands in for the page’s longest main-thread task; the IndexedDB run uses',
    'fake-indexeddb, so its structured clones cost what a browser’s do, not its disk.',
    '',
    '| queue kept in | writes | total | per write | client CPU | longest block | 99th percentile block |',
    '|---|---|---|---|---|---|---|',
    ...part.value.map(
      (run) =>
        `| ${run.store === 'memory' ? 'memory' : 'IndexedDB (fake-indexeddb)'} | ${run.writes} | ${ms(run.totalMs)} | ${run.perWriteMs} ms | ${ms(run.clientCpuMs)} | ${ms(run.longestBlockMs)} | ${ms(run.p99BlockMs)} |`,
    ),
    '',
  ];
}

function testSection(test: TestDuration): string[] {
  return [
    '## Full test command',
    '',
    test.measured
      ? `\`${test.command}\`: ${(test.seconds / 60).toFixed(1)} min (${Math.round(test.seconds)} s)${test.measuredAt ? `, measured ${test.measuredAt}` : ''}; from \`${test.source}\`.`
      : `Not measured in this run: ${test.note}.`,
    '',
  ];
}

export function renderReport(results: BenchResults): string {
  const { machine } = results;
  const partTimes = TIMED_PARTS.map((key) => `${key} ${((results[key]?.ms ?? 0) / 1000).toFixed(0)} s`).join(
    ', ',
  );
  const partial = results.partial
    ? [
        `**Partial run** (\`--only=${results.partial.parts.join(',')}\`): only ${results.partial.parts.join(', ')} and the first-load weights were measured now; the other figures are from the run of ${results.partial.otherFiguresFrom ?? 'an unknown date'}.`,
        '',
      ]
    : [];
  return [
    '# Benchmark report',
    '',
    `Written by \`pnpm bench\` (bench/run.ts) on ${results.date}. Machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, ${machine.os};`,
    `1-minute load average ${machine.loadAverageAtStart} at the start and ${machine.loadAverageAtEnd ?? '?'} at the end${machine.loadAverageAtStart > machine.cpus ? ' (a shared, busy machine: times are noisy, bytes are exact)' : ''}.`,
    '',
    `Versions: ${versionsLine(results.versions)}.`,
    '',
    ...partial,
    ...firstLoadSection(results),
    ...compositionSection(results.firstLoad, results.composition, results.stackFloor),
    ...leafletSection(results.leaflet),
    ...mockServerSection(results.mockServer),
    ...lighthouseSection(results.lighthouse),
    ...mapSection(results.map),
    ...calendarSection(results.calendar),
    ...zonesScreenSection(results.zonesScreen),
    ...interactionSection(results.interaction),
    ...contactsSection(results.contacts),
    ...doorsSection(results.doors),
    ...repeatVisitSection(results.repeatVisit),
    ...outboxReplaySection(results.outboxReplay),
    ...offlineZoneSection(results.offlineZone),
    ...testSection(results.testCommand),
    `The bench took ${Math.round(results.benchSeconds)} s (${partTimes}). Lighthouse reports of the last run: bench/tmp/lighthouse/.`,
    '',
  ].join('\n');
}
