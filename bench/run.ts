// `pnpm bench`: measures what the budgets guard and what tests must never time, then writes
// bench/results.json (machine-readable) and bench/REPORT.md (for people). Each part that cannot run
// here (no Chromium, a Lighthouse failure) is reported as such and the others still run.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { startBenchPages } from './browser-pages.ts';
import { leafletPlacement, mockServerCheck, routesFromRouter } from './bundle.ts';
import { measureCalendar } from './calendar.ts';
import { firstLoadComposition } from './composition.ts';
import { firstLoadWeights } from './first-load.ts';
import { buildDemo, measureLighthouse } from './lighthouse.ts';
import { describeMachine, describeVersions, repoRoot } from './machine.ts';
import { measureMaps } from './map.ts';
import { type BenchResults, type Part, renderReport } from './report.ts';
import { measureStackFloor } from './stack-floor.ts';
import { attempt } from './stats.ts';
import { readTestDuration } from './test-duration.ts';

// React's production bundle in every build, whatever the caller's environment says.
process.env.NODE_ENV = 'production';

const appRoot = path.join(repoRoot, 'apps/prospect');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  $comment?: string;
  routes: Record<string, { gzipJs: number; targetGzipJs?: number }>;
  mapLibrariesOnlyOn: string[];
  forbiddenInProduction: string[];
};

async function main() {
  const benchStarted = performance.now();
  const machine = describeMachine();
  const versions = describeVersions();

  process.stdout.write('› production build…\n');
  const outDir = path.join(appRoot, 'dist-bench');
  const buildStarted = performance.now();
  await build({ root: appRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const productionBuildMs = Math.round(performance.now() - buildStarted);

  const routes = routesFromRouter(appRoot);
  const leaflet = await attempt('Leaflet placement', async () =>
    leafletPlacement(outDir, routes, budgets.mapLibrariesOnlyOn),
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
  const stackFloor = await attempt('stack floor (React, router, styles, data libraries)', measureStackFloor);

  const budgetNote = budgets.$comment ?? null;
  const demo = await attempt('demo build', buildDemo);
  const mockServer = await attempt('mock backend check', async () =>
    mockServerCheck(outDir, budgets.forbiddenInProduction, demo.ok ? demo.value : undefined),
  );

  const pages = await attempt('benchmark pages (build, serve, Chromium)', startBenchPages);
  const map: Part<Awaited<ReturnType<typeof measureMaps>>> = pages.ok
    ? await attempt('map figures', () => measureMaps(pages.value))
    : { ok: false, error: pages.error, ms: 0 };
  const calendar: Part<Awaited<ReturnType<typeof measureCalendar>>> = pages.ok
    ? await attempt('calendar figure', () => measureCalendar(pages.value))
    : { ok: false, error: pages.error, ms: 0 };
  if (pages.ok) await pages.value.close();

  const lighthouse: Part<Awaited<ReturnType<typeof measureLighthouse>>> = demo.ok
    ? await attempt('Lighthouse', () => measureLighthouse(outDir))
    : { ok: false, error: `the demo build failed: ${demo.error}`, ms: 0 };

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
    testCommand: readTestDuration(),
    benchSeconds: Math.round((performance.now() - benchStarted) / 1000),
  };
  writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const report = renderReport(results);
  writeFileSync(path.join(import.meta.dirname, 'REPORT.md'), report);
  process.stdout.write(`\n${report}`);
}

await main();
