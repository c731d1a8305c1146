// Repeat visit served by our service worker's precache, next to the first visit: /auth of the
// production build (no backend needed), each run in a fresh Chromium profile. The first visit is cold
// (empty HTTP cache, no worker); once our worker has installed and controls the page, the same profile
// opens /auth again in a new tab, as an agent reopening the app does. Both on the bare local server
// and under Lighthouse's mobile network (slow 4G), which is where the precache matters.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { chromiumArgs } from '../test/browser.ts';
import { PHONE_VIEWPORT } from './browser-pages.ts';
import { chromiumPath, repoRoot } from './machine.ts';
import { median, round } from './stats.ts';

export const REPEAT_VISIT_RUNS = 3;
const ROUTE = '/auth';
const appRoot = path.join(repoRoot, 'apps/prospect');

interface NetworkCondition {
  name: string;
  label: string;
  /** CDP Network.emulateNetworkConditions; null for none. */
  emulate: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
}

const CONDITIONS: NetworkCondition[] = [
  { name: 'local', label: 'local server, no throttling', emulate: null },
  {
    name: 'slow-4g',
    label: 'slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up)',
    emulate: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
  },
];

export interface VisitFigures {
  /** Navigation start to the end of the load event. */
  loadMs: number;
  fcpMs: number;
  lcpMs: number;
  /** Requests of the page (document included) and how many the worker answered. */
  requests: number;
  fromWorker: number;
}

export interface RepeatVisitCondition {
  name: string;
  label: string;
  first: VisitFigures;
  repeat: VisitFigures;
  runs: { first: VisitFigures; repeat: VisitFigures }[];
}

export interface RepeatVisitFigures {
  route: string;
  runs: number;
  conditions: RepeatVisitCondition[];
}

async function throttle(context: BrowserContext, page: Page, condition: NetworkCondition): Promise<void> {
  if (!condition.emulate) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.emulate });
}

/** Opens the route in `page` and reads its timings once the login form is on screen. */
async function visit(
  context: BrowserContext,
  page: Page,
  condition: NetworkCondition,
): Promise<VisitFigures> {
  await throttle(context, page, condition);
  let requests = 0;
  let fromWorker = 0;
  page.on('response', (response) => {
    requests += 1;
    if (response.fromServiceWorker()) fromWorker += 1;
  });
  await page.goto(ROUTE, { waitUntil: 'load', timeout: 120_000 });
  await page.getByRole('heading', { name: 'Connexion' }).waitFor({ timeout: 120_000 });
  const timings = await page.evaluate(
    () =>
      new Promise<{ loadMs: number; fcpMs: number; lcpMs: number }>((resolve) => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        // Buffered LCP candidates: the latest one painted so far is the page's LCP.
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1)?.startTime ?? Number.NaN;
          resolve({ loadMs: navigation.loadEventEnd, fcpMs: fcp, lcpMs: lcp });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  return { ...timings, requests, fromWorker };
}

async function oneRun(url: string, condition: NetworkCondition) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'prospect-bench-repeat-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: url,
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
  });
  try {
    const firstTab = context.pages()[0] ?? (await context.newPage());
    const first = await visit(context, firstTab, condition);
    // Installed (the precache is complete once the worker is active) and in control of the page.
    await firstTab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 120_000,
    });
    await firstTab.close();
    const repeat = await visit(context, await context.newPage(), condition);
    if (repeat.fromWorker === 0) throw new Error(`the repeat visit of ${ROUTE} never met the worker`);
    return { first, repeat };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function medianVisit(visits: VisitFigures[]): VisitFigures {
  const pick = (key: keyof VisitFigures) => round(median(visits.map((v) => v[key])));
  return {
    loadMs: pick('loadMs'),
    fcpMs: pick('fcpMs'),
    lcpMs: pick('lcpMs'),
    requests: pick('requests'),
    fromWorker: pick('fromWorker'),
  };
}

/** `productionDist`: the production build run.ts made (it holds our worker and its precache list). */
export async function measureRepeatVisit(productionDist: string): Promise<RepeatVisitFigures> {
  const server: PreviewServer = await preview({
    root: appRoot,
    mode: 'production',
    build: { outDir: productionDist },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  try {
    const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!url) throw new Error('vite preview did not report its address');
    const conditions: RepeatVisitCondition[] = [];
    for (const condition of CONDITIONS) {
      const runs = [];
      for (let i = 0; i < REPEAT_VISIT_RUNS; i += 1) runs.push(await oneRun(url, condition));
      const result = {
        name: condition.name,
        label: condition.label,
        first: medianVisit(runs.map((run) => run.first)),
        repeat: medianVisit(runs.map((run) => run.repeat)),
        runs,
      };
      conditions.push(result);
      process.stdout.write(
        `  repeat visit ${condition.name}: LCP ${result.first.lcpMs} → ${result.repeat.lcpMs} ms, load ${result.first.loadMs} → ${result.repeat.loadMs} ms\n`,
      );
    }
    return { route: ROUTE, runs: REPEAT_VISIT_RUNS, conditions };
  } finally {
    await server.close();
  }
}
