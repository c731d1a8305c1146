// `pnpm bench`: measures what the budgets guard and what tests must never time, then writes
// bench/results.json (machine-readable) and bench/REPORT.md (for people).
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { firstLoadWeights } from './first-load.ts';

const root = path.resolve(import.meta.dirname, '..');
const appRoot = path.join(root, 'apps/prospect');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8')) as {
  routes: Record<string, { gzipJs: number }>;
};

function version(pkg: string): string {
  const file = path.join(root, 'node_modules', pkg, 'package.json');
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'n/a';
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(process.env.CHROME_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'not installed';
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  const outDir = path.join(appRoot, 'dist-bench');
  const started = performance.now();
  await build({ root: appRoot, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const buildMs = Math.round(performance.now() - started);
  const routes = firstLoadWeights(outDir);

  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    versions: {
      node: process.version,
      vite: version('vite'),
      react: version('react'),
      chromium: chromiumVersion(),
    },
    productionBuildMs: buildMs,
    firstLoad: routes.map((route) => ({
      ...route,
      budgetGzipJs: budgets.routes[route.route]?.gzipJs ?? null,
    })),
  };
  writeFileSync(path.join(import.meta.dirname, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);

  const rows = results.firstLoad.map(
    (r) =>
      `| ${r.route} | ${kib(r.js.raw)} | ${kib(r.js.gzip)} | ${kib(r.js.brotli)} | ${kib(r.css.gzip)} | ${r.budgetGzipJs ? kib(r.budgetGzipJs) : '—'} |`,
  );
  const report = [
    '# Benchmark report',
    '',
    `Run ${results.date} on ${results.machine.cpus} × ${results.machine.cpuModel}, ${results.machine.memoryGiB} GiB;`,
    `Node ${results.versions.node}, Vite ${results.versions.vite}, React ${results.versions.react}, ${results.versions.chromium}.`,
    '',
    '## First load per route (production build)',
    '',
    '| route | JS raw | JS gzip | JS brotli | CSS gzip | budget (JS gzip) |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `Production build: ${(buildMs / 1000).toFixed(1)} s.`,
    '',
  ].join('\n');
  writeFileSync(path.join(import.meta.dirname, 'REPORT.md'), report);
  process.stdout.write(report);
}

await main();
