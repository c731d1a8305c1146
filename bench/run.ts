// `pnpm bench`: measures what the budgets guard and what tests must never time, then writes
// bench/results.json (machine-readable) and bench/REPORT.md (for people). Each part that cannot run
// here (no Chromium, a Lighthouse failure) is reported as such and the others still run.
// `node bench/run.ts --only=repeatVisit` (names of BenchResults' parts, comma-separated) measures only
// those parts after the production build, keeps the other figures of the last results.json, and says so
// in the report.

import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { startBenchPages } from './browser-pages.ts';
import { leafletPlacement, mockServerCheck, routesFromRouter } from './bundle.ts';
import { measureCalendar } from './calendar.ts';
import { firstLoadComposition } from './composition.ts';
import { measureContacts } from './contacts.ts';
import { measureDoors } from './doors.ts';
import { firstLoadWeights } from './first-load.ts';
import { measureInteraction } from './interaction.ts';
import { buildDemo, measureLighthouse } from './lighthouse.ts';
import { describeMachine, describeVersions, repoRoot } from './machine.ts';
import { measureMaps } from './map.ts';
import { measureOfflineZone } from './offline-zone.ts';
import { measureOutboxReplay } from './outbox-replay.ts';
import { PARTS, type PartName } from './parts.ts';
import { measureRepeatVisit } from './repeat-visit.ts';
import { type BenchResults, renderReport } from './report.ts';
import { measureStackFloor } from './stack-floor.ts';
import { attempt } from './stats.ts';
import { readTestDuration } from './test-duration.ts';
import { measureZonesScreen } from './zones-screen.ts';

// React's production bundle in every build, whatever the caller's environment says.
process.env.NODE_ENV = 'production';

const appRoot = path.join(repoRoot, 'apps/prospect');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  $comment?: string;
  routes: Record<string, { gzipJs: number; targetGzipJs?: number }>;
  mapLibrariesOnlyOn: string[];
  forbiddenInProduction: string[];
};

function partsToRun(args: string[]): Set<PartName> | null {
  const option = args.find((arg) => arg.startsWith('--only='));
  if (!option) return null;
  const names = option.slice('--only='.length).split(',').filter(Boolean);
  const unknown = names.filter((name) => !PARTS.includes(name as PartName));
  if (unknown.length > 0 || names.length === 0)
    throw new Error(`--only takes some of ${PARTS.join(', ')}; got ${option}`);
  return new Set(names as PartName[]);
}

const resultsFile = path.join(import.meta.dirname, 'results.json');

/**
 * When the figures a partial run keeps were measured: the last run's date, unless it too measured only
 * these parts, in which case what it kept is older still.
 */
function otherFiguresFrom(previous: Partial<BenchResults> | null, only: Set<PartName>): string | null {
  const earlier = previous?.partial;
  const sameParts =
    earlier &&
    earlier.parts.length === only.size &&
    earlier.parts.every((part) => only.has(part as PartName));
  return (sameParts ? earlier.otherFiguresFrom : previous?.date) ?? null;
}

async function main() {
  const only = partsToRun(process.argv.slice(2));
  const previous = only ? (JSON.parse(readFileSync(resultsFile, 'utf8')) as Partial<BenchResults>) : null;
  const notRun = { ok: false as const, error: 'not run (bench/run.ts --only)', ms: 0 };
  /** Measures a part, or keeps the last run's figures when `--only` leaves it out. */
  const part = async <K extends PartName>(
    name: K,
    measure: () => Promise<BenchResults[K]>,
  ): Promise<BenchResults[K]> =>
    !only || only.has(name) ? measure() : ((previous?.[name] ?? notRun) as BenchResults[K]);
  const benchStarted = performance.now();
  const machine = describeMachine();
  const versions = describeVersions();

  process.stdout.write('› production build…\n');
  const outDir = path.join(appRoot, 'dist-bench');
  const buildStarted = performance.now();
  await build({ root: appRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const productionBuildMs = Math.round(performance.now() - buildStarted);

  const routes = routesFromRouter(appRoot);
  const leaflet = await part('leaflet', () =>
    attempt('Leaflet placement', async () => leafletPlacement(outDir, routes, budgets.mapLibrariesOnlyOn)),
  );
  const firstLoad = firstLoadWeights(outDir, routes).map((weight) => ({
    ...weight,
    budgetGzipJs: budgets.routes[weight.route]?.gzipJs ?? null,
    targetGzipJs: budgets.routes[weight.route]?.targetGzipJs ?? null,
    leafletInFirstLoad: leaflet.ok
      ? (leaflet.value.routes.find((r) => r.route === weight.route)?.inFirstLoad ?? null)
      : null,
  }));

  const composition = Object.fromEntries(
    firstLoad
      .filter((weight) => weight.budgetGzipJs !== null)
      .map((weight) => [weight.route, firstLoadComposition(outDir, weight.files)]),
  );
  const stackFloor = await part('stackFloor', () =>
    attempt('stack floor (React, router, styles, data libraries)', measureStackFloor),
  );

  const budgetNote = budgets.$comment ?? null;
  const needsDemo = !only || only.has('mockServer') || only.has('lighthouse');
  const demo = needsDemo ? await attempt('demo build', buildDemo) : notRun;
  const mockServer = await part('mockServer', () =>
    attempt('mock backend check', async () =>
      mockServerCheck(outDir, budgets.forbiddenInProduction, demo.ok ? demo.value : undefined),
    ),
  );

  const needsPages =
    !only ||
    ['map', 'calendar', 'zonesScreen', 'interaction', 'contacts', 'doors'].some((name) =>
      only.has(name as PartName),
    );
  const pages = needsPages
    ? await attempt('benchmark pages (build, serve, Chromium)', startBenchPages)
    : notRun;
  const map = await part('map', async () =>
    pages.ok ? attempt('map figures', () => measureMaps(pages.value)) : { ...notRun, error: pages.error },
  );
  const calendar = await part('calendar', async () =>
    pages.ok
      ? attempt('calendar figure', () => measureCalendar(pages.value))
      : { ...notRun, error: pages.error },
  );
  const zonesScreen = await part('zonesScreen', async () =>
    pages.ok
      ? attempt('zones screen, 200 zones', () => measureZonesScreen(pages.value))
      : { ...notRun, error: pages.error },
  );
  const interaction = await part('interaction', async () =>
    pages.ok
      ? attempt('ticking a street, 50 streets (CPU ×4 and ×1)', () => measureInteraction(pages.value))
      : { ...notRun, error: pages.error },
  );
  const contacts = await part('contacts', async () =>
    pages.ok
      ? attempt('« Mes contacts », 5,000 house notes (CPU ×4)', () => measureContacts(pages.value))
      : { ...notRun, error: pages.error },
  );
  const doors = await part('doors', async () =>
    pages.ok
      ? attempt('a street of 300 doors (CPU ×4)', () => measureDoors(pages.value))
      : { ...notRun, error: pages.error },
  );
  if (pages.ok) await pages.value.close();

  const lighthouse = await part('lighthouse', async () =>
    demo.ok
      ? attempt('Lighthouse', () => measureLighthouse(outDir))
      : { ...notRun, error: `the demo build failed: ${demo.error}` },
  );
  const repeatVisit = await part('repeatVisit', () =>
    attempt('repeat visit from the precache (Chromium)', () => measureRepeatVisit(outDir)),
  );
  const outboxReplay = await part('outboxReplay', () =>
    attempt('replaying 500 queued writes', () => measureOutboxReplay()),
  );
  const offlineZone = await part('offlineZone', () =>
    attempt('« Préparer hors ligne », the largest zone (CPU ×4)', () => measureOfflineZone(outDir)),
  );

  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: { ...machine, loadAverageAtEnd: Number(os.loadavg()[0]?.toFixed(2)) },
    versions,
    productionBuildMs,
    firstLoad,
    composition,
    stackFloor,
    budgetNote,
    leaflet,
    mockServer,
    lighthouse,
    map,
    calendar,
    zonesScreen,
    interaction,
    contacts,
    doors,
    repeatVisit,
    outboxReplay,
    offlineZone,
    testCommand: readTestDuration(),
    benchSeconds: Math.round((performance.now() - benchStarted) / 1000),
    partial: only ? { parts: [...only], otherFiguresFrom: otherFiguresFrom(previous, only) } : null,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results);
  writeFileSync(path.join(import.meta.dirname, 'REPORT.md'), report);
  process.stdout.write(`\n${report}`);
}

await main();
