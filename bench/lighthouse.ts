// Lighthouse (npm `lighthouse`, default config: mobile emulation, simulated throttling) on:
// - /auth and /dashboard of the demo build, served by `vite preview` like apps/prospect/e2e/global-setup.ts;
// - /auth, /dashboard and a sector page of the production build as an agency deploys it: precompressed and
//   served by nginx with deploy/'s template and entrypoint (which writes the runtime config.json), the API
//   on the same origin through nginx's /api/ proxy to the mock backend over HTTP, whose tiles stand in for
//   the agency's tile server behind nginx's /tiles/ proxy (TILE_UPSTREAM, deploy/README.md):
//   deploy/serve/served-app.ts, as deploy/tests/global-setup.ts starts it. The two map pages are measured
//   once more with the browser asking the tile server on its own origin (PROSPECT_TILE_URL), for comparison.
//
// Signing in: the seeded agent logs in once per build through the real login form, in a Playwright
// persistent context on its own Chrome profile (the app keeps its tokens in localStorage). Lighthouse
// then runs in a Chrome launched by chrome-launcher on that same profile. Lighthouse's storage reset
// clears the HTTP cache, service workers and Cache Storage before each run but not localStorage, so
// every signed-in run is a cold load by a signed-in agent. /auth runs on a fresh profile and also
// clears localStorage: each is a first visit.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { FIRST_VIEW_TILES_KEY } from '../apps/prospect/src/shell/first-view-tiles/stored.ts';
import type { ServedApp } from '../deploy/serve/served-app.ts';
import { chromiumArgs } from '../test/browser.ts';
import { PHONE_VIEWPORT } from './browser-pages.ts';
import { chromiumPath, repoRoot } from './machine.ts';
import { DEMO_EMAIL, serveProduction, signInThroughForm, type TileServing } from './served-production.ts';
import { median, round } from './stats.ts';
import { ACCEPT_BENCH_CERTIFICATE, startTlsTerminator } from './tls-terminator.ts';

export const LIGHTHOUSE_RUNS = 3;
const MAX_RETRIES = 2;
const appRoot = path.join(repoRoot, 'apps/prospect');
export const demoDist = path.join(import.meta.dirname, 'tmp/demo-dist');
const reportsDir = path.join(import.meta.dirname, 'tmp/lighthouse');
/** A copy of the production build for nginx: precompressing it must not change what the other parts read. */
const servedDist = path.join(import.meta.dirname, 'tmp/served-dist');

export const SIGN_IN_METHOD =
  'The seeded agent (agent@prospect.demo) signs in once per build through the login form (Playwright persistent context); ' +
  'Lighthouse then runs in Chrome (chrome-launcher) on that profile. Its storage reset clears the HTTP cache, service ' +
  'workers and Cache Storage but keeps localStorage, where the app keeps its tokens (and the demo its data): each ' +
  'signed-in run is a cold load by a signed-in agent. Before the runs the agent opens each measured page once and waits ' +
  'for its map, as an agent who has been there before (the app remembers the tiles of a map page’s first view on the ' +
  'device and asks for them as it starts). /auth runs on a fresh profile with localStorage cleared too: each is a first visit.';

export const PRODUCTION_SERVING =
  'The production build as deployed: precompressed, brotli and gzip (deploy/serve/precompress.ts), and served by nginx with deploy/’s ' +
  'template and entrypoint (runtime config.json, CSP, cache headers), the API on the same origin through nginx’s /api/ ' +
  'proxy to the mock backend over HTTP (packages/mock-server/src/http-server, default answers: contract shapes, not ' +
  'paginated, no added latency: the real-server e2e adds none either), its tiles standing in for the agency’s tile server behind ' +
  'nginx’s /tiles/ proxy (TILE_UPSTREAM: the tiles ride the page’s own connection). ' +
  'Each page is measured twice: through a TLS terminator speaking HTTPS and HTTP/2 to the browser (bench/tls-terminator.ts: ' +
  'nginx with a certificate made for the run), as deploy/README.md has production run, and on nginx alone over plain ' +
  'HTTP/1.1, where the browser opens at most 6 connections to the host. For comparison, the two map pages once more over ' +
  'HTTP/2 with the browser asking the tile server itself on another origin (PROSPECT_TILE_URL, no tile proxy): not held to the targets.';

/**
 * The demo backend's latency on each API answer: DEMO_LATENCY_MS of packages/mock-server/src/config.ts,
 * restated because the bench runs in plain Node, which cannot load that package's sources.
 */
const DEMO_LATENCY_MS = 0;

/** The issues' targets (18 and 37): production pages, and the demo's. */
export const LIGHTHOUSE_TARGETS = {
  /** Issue 37: the production pages as deployed (HTTPS, HTTP/2, tile proxy), "good" by Core Web Vitals. */
  production: { minScore: 95, maxLcpMs: 2_500, maxCls: 0, maxTbtMs: 100 },
  /** The demo's largest paint: /auth since issue 18, /dashboard over each transport since issue 37. */
  demoLcpMs: {
    '/auth': { 'HTTPS, HTTP/2': 2_500, 'HTTP/1.1': 2_500 },
    '/dashboard': { 'HTTPS, HTTP/2': 2_500, 'HTTP/1.1': 3_000 },
  } as Record<string, Record<string, number>>,
} as const;

interface LaunchedChrome {
  port: number;
  kill(): Promise<void> | void;
}
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    userDataDir: string;
    logLevel?: 'silent' | 'error';
  }): Promise<LaunchedChrome>;
}

/** chrome-launcher comes with lighthouse (pnpm keeps it beside it, not in the root node_modules). */
async function loadChromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseDir = realpathSync(path.join(repoRoot, 'node_modules/lighthouse/package.json'));
  const entry = createRequire(lighthouseDir).resolve('chrome-launcher');
  return (await import(pathToFileURL(entry).href)) as ChromeLauncher;
}

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Lighthouse's measure of this machine's speed (lower = slower; a busy machine scores low). */
  benchmarkIndex: number | null;
  finalUrl: string;
  warnings: string[];
  /** The LCP element (CSS selector Lighthouse gives). */
  lcpElement: string | null;
  /** The element that shifted most, and its share of CLS. */
  largestShift: string | null;
  /** The heaviest downloads: path and transfer size in KiB. */
  heaviestRequests: string[];
  /**
   * What the page downloaded before its largest paint (requests started before the observed LCP):
   * Lighthouse's simulation sends all of it through the throttled link, so it bounds the simulated LCP.
   */
  beforeLcp: BytesBeforeLcp | null;
  /**
   * The priority Chromium gave the map tiles asked for before the observed largest paint, as Lighthouse
   * recorded them ("6 Low", "4 Low, 2 High"); null on a page without tiles. Lighthouse leaves images
   * of Low priority out of its simulated LCP.
   */
  tilePriorities?: string | null;
}

export interface BytesBeforeLcp {
  requests: number;
  /** Transfer bytes in all, and by Lighthouse's resource type (Script, Font, Image, Fetch…). */
  bytes: number;
  byType: Record<string, number>;
}

// Lighthouse's audit details are a wide union; these read the few fields the report needs from it.
type Loose = Record<string, unknown> | undefined;
const items = (value: unknown): Loose[] =>
  Array.isArray((value as Loose)?.items) ? ((value as Loose)?.items as Loose[]) : [];
const nodeOf = (item: Loose) => item?.node as Loose;

function lcpElement(details: unknown): string | null {
  const node = items(details).find((item) => item?.type === 'node');
  if (!node) return null;
  const selector = String(node.selector);
  const label = String(node.nodeLabel ?? '');
  return label && label !== selector ? `${selector} (“${label}”)` : selector;
}

function largestShift(details: unknown): string | null {
  const [first] = items(details);
  const node = nodeOf(first);
  return node ? `${node.selector as string}: ${Number(first?.score ?? 0).toFixed(3)}` : null;
}

function heaviestRequests(details: unknown): string[] {
  return items(details)
    .map((item) => ({ url: String(item?.url ?? ''), size: Number(item?.transferSize ?? 0) }))
    .sort((a, b) => b.size - a.size)
    .slice(0, 4)
    .map(({ url, size }) => `${new URL(url).pathname} ${(size / 1024).toFixed(0)} KiB`);
}

/** The downloads started before the page's observed largest paint, from the network-requests audit. */
function bytesBeforeLcp(lhr: {
  audits: Record<string, { details?: unknown } | undefined>;
}): BytesBeforeLcp | null {
  const [metrics] = items(lhr.audits.metrics?.details);
  const observedLcp = Number(metrics?.observedLargestContentfulPaint);
  if (!Number.isFinite(observedLcp)) return null;
  // Both on the clock of the navigation's time origin.
  const before = items(lhr.audits['network-requests']?.details).filter(
    (item) => Number(item?.networkRequestTime) < observedLcp,
  );
  const byType: Record<string, number> = {};
  let bytes = 0;
  for (const item of before) {
    const size = Number(item?.transferSize ?? 0);
    const type = String(item?.resourceType ?? 'Other');
    byType[type] = (byType[type] ?? 0) + size;
    bytes += size;
  }
  return { requests: before.length, bytes, byType };
}

/** A map tile's address: `…/{z}/{x}/{y}.png` (or `@2x.png`), on any tile server. */
const TILE_PATH = /\/\d+\/\d+\/\d+(@2x)?\.png$/;

function tilePriorities(lhr: { audits: Record<string, { details?: unknown } | undefined> }): string | null {
  const [metrics] = items(lhr.audits.metrics?.details);
  const observedLcp = Number(metrics?.observedLargestContentfulPaint);
  const counts = new Map<string, number>();
  for (const item of items(lhr.audits['network-requests']?.details)) {
    if (!TILE_PATH.test(new URL(String(item?.url ?? ''), 'http://x').pathname)) continue;
    if (!(Number(item?.networkRequestTime) < observedLcp)) continue;
    const priority = String(item?.priority ?? '?');
    counts.set(priority, (counts.get(priority) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  return [...counts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([priority, count]) => `${count} ${priority}`)
    .join(', ');
}

/** How the browser reached the page: nginx alone, or through a TLS terminator as deployed. */
export type Transport = 'HTTP/1.1' | 'HTTPS, HTTP/2';

export interface LighthouseRoute {
  route: string;
  build: 'demo' | 'production';
  transport: Transport;
  /** Where the production build's map tiles come from (the demo's are always on its own origin). */
  tiles?: TileServing;
  runs: LighthouseRun[];
  median: { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /** Set when a run did not end on the route (e.g. /dashboard sent back to /auth). */
  problem: string | null;
}

export interface LighthouseFigures {
  method: string;
  /** How the production build and its backend were served. */
  productionServing: string;
  runsPerRoute: number;
  settings: {
    formFactor: string;
    throttlingMethod: string;
    cpuSlowdownMultiplier: number;
    rttMs: number;
    throughputKbps: number;
  };
  routes: LighthouseRoute[];
  /** The demo backend's latency on every API answer; runs recorded before it was written had 250 ms. */
  demoLatencyMs?: number;
}

/** The demo build (`vite build --mode demo`), into bench/tmp so it never meets the e2e tests' dist. */
export async function buildDemo(): Promise<string> {
  await build({
    root: appRoot,
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir: demoDist, emptyOutDir: true },
  });
  return demoDist;
}

async function serve(
  mode: 'demo' | 'production',
  outDir: string,
): Promise<{ server: PreviewServer; url: string }> {
  const server = await preview({
    root: appRoot,
    mode,
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = server.resolvedUrls?.local[0]?.replace(/\/$/, '');
  if (!url) throw new Error('vite preview did not report its address');
  return { server, url };
}

/** Opens each page on the agent's profile until its map has drawn, as the agent would have done before. */
async function visitAsAgent(appUrl: string, profileDir: string, pages: readonly string[]): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: appUrl.startsWith('https:') ? [...chromiumArgs, ACCEPT_BENCH_CERTIFICATE] : chromiumArgs,
    headless: true,
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    for (const route of pages) {
      await page.goto(`${appUrl}${route}`);
      await page.locator('[data-tiles="loaded"]').first().waitFor({ timeout: 30_000 });
      // The app remembers the first view once the screen's downloads are over (apps/prospect's
      // shell/app-config.tsx): its next opening asks for those tiles as it starts.
      await page.waitForFunction(
        ([key, pathname]) => pathname in JSON.parse(window.localStorage.getItem(key) ?? '{}'),
        [FIRST_VIEW_TILES_KEY, route] as const,
        { timeout: 30_000 },
      );
    }
  } finally {
    await context.close();
  }
}

/** Signs the seeded agent in through the login form; returns the access token the app stored. */
async function signInAgent(appUrl: string, profileDir: string): Promise<string> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    // The flag, not Playwright's ignoreHTTPSErrors: only it lets the demo register msw's service worker.
    args: appUrl.startsWith('https:') ? [...chromiumArgs, ACCEPT_BENCH_CERTIFICATE] : chromiumArgs,
    headless: true,
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await signInThroughForm(page, appUrl);
    await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 30_000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    if (!token) throw new Error('the login stored no access token');
    return token;
  } finally {
    // Closing flushes localStorage to the profile (the demo also saves its data on pagehide).
    await context.close();
  }
}

async function runRoute(
  launcher: ChromeLauncher,
  url: string,
  build: LighthouseRoute['build'],
  route: string,
  profileDir: string,
  clearLocalStorage: boolean,
): Promise<{ result: LighthouseRoute; settings: LighthouseFigures['settings'] }> {
  mkdirSync(profileDir, { recursive: true });
  const transport: Transport = url.startsWith('https:') ? 'HTTPS, HTTP/2' : 'HTTP/1.1';
  const chrome = await launcher.launch({
    chromePath: chromiumPath,
    chromeFlags: [
      '--headless=new',
      ...chromiumArgs,
      ...(transport === 'HTTP/1.1' ? [] : [ACCEPT_BENCH_CERTIFICATE]),
    ],
    userDataDir: profileDir,
    logLevel: 'silent',
  });
  const runs: LighthouseRun[] = [];
  let settings: LighthouseFigures['settings'] | null = null;
  try {
    let retries = 0;
    for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
      const answer = await lighthouse(`${url}${route}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(clearLocalStorage
          ? {
              clearStorageTypes: [
                'file_systems',
                'shader_cache',
                'service_workers',
                'cache_storage',
                'local_storage',
              ],
            }
          : {}),
      });
      if (!answer) throw new Error(`Lighthouse returned nothing for ${route}`);
      const { lhr } = answer;
      // A trace now and then fails to record (NO_NAVSTART): that run is made again, at most twice per route.
      if (lhr.runtimeError && retries < MAX_RETRIES) {
        retries += 1;
        process.stdout.write(
          `  lighthouse ${build} ${route} run ${i + 1}: ${lhr.runtimeError.code}, again\n`,
        );
        i -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(
        path.join(
          reportsDir,
          `${build}${transport === 'HTTP/1.1' ? '' : '-h2'}-${route.replace(/\W/g, '') || 'root'}-${i + 1}.json`,
        ),
        JSON.stringify(lhr),
      );
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: round((lhr.categories.performance?.score ?? Number.NaN) * 100),
        lcpMs: round(numeric('largest-contentful-paint')),
        tbtMs: round(numeric('total-blocking-time')),
        cls: round(numeric('cumulative-layout-shift'), 3),
        fcpMs: round(numeric('first-contentful-paint')),
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        finalUrl: lhr.finalDisplayedUrl,
        warnings: lhr.runWarnings.map(String),
        lcpElement: lcpElement(lhr.audits['lcp-breakdown-insight']?.details),
        largestShift: largestShift(lhr.audits['layout-shifts']?.details),
        heaviestRequests: heaviestRequests(lhr.audits['network-requests']?.details),
        beforeLcp: bytesBeforeLcp(lhr),
        tilePriorities: tilePriorities(lhr),
      });
      settings ??= {
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        rttMs: lhr.configSettings.throttling.rttMs,
        throughputKbps: lhr.configSettings.throttling.throughputKbps,
      };
      process.stdout.write(
        `  lighthouse ${build} ${transport} ${route} run ${i + 1}: ${runs.at(-1)?.score}\n`,
      );
    }
  } finally {
    await chrome.kill();
  }
  const off = runs.filter((run) => new URL(run.finalUrl).pathname !== route);
  const pick = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls' | 'fcpMs') => median(runs.map((run) => run[key]));
  return {
    result: {
      route,
      build,
      transport,
      runs,
      median: {
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        fcpMs: pick('fcpMs'),
      },
      problem:
        off.length > 0
          ? `${off.length} run(s) ended on ${off.map((r) => new URL(r.finalUrl).pathname).join(', ')}`
          : null,
    },
    settings: settings ?? {
      formFactor: 'n/a',
      throttlingMethod: 'n/a',
      cpuSlowdownMultiplier: Number.NaN,
      rttMs: Number.NaN,
      throughputKbps: Number.NaN,
    },
  };
}

/** The seeded agent's first sector, asked of the API as the app does (lists whole or paginated). */
async function firstSectorOf(appUrl: string, token: string): Promise<number> {
  const read = async (url: string): Promise<unknown> => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return response.json();
  };
  const list = async (url: string): Promise<{ id: number }[]> => {
    const answer = (await read(url)) as { id: number }[] | { results: { id: number }[] };
    return Array.isArray(answer) ? answer : answer.results;
  };
  for (const zone of await list(`${appUrl}/api/accounts/zones/`)) {
    const [sector] = await list(`${appUrl}/api/accounts/zones/${zone.id}/sectors/`);
    if (sector) return sector.id;
  }
  throw new Error(`${DEMO_EMAIL} has no sector`);
}

/** Needs buildDemo() first; `productionDist` is the production build run.ts made. */
export async function measureLighthouse(productionDist: string): Promise<LighthouseFigures> {
  const launcher = await loadChromeLauncher();
  rmSync(reportsDir, { recursive: true, force: true });
  const profiles = mkdtempSync(path.join(os.tmpdir(), 'prospect-bench-lh-'));
  let demo: Awaited<ReturnType<typeof serve>> | undefined;
  let production: ServedApp | undefined;
  let terminator: Awaited<ReturnType<typeof startTlsTerminator>> | undefined;
  try {
    demo = await serve('demo', demoDist);
    // A sales demo is hosted like the app: measured through the terminator too, and over HTTP/1.1.
    terminator = await startTlsTerminator(demo.url);
    const demoRoutes: LighthouseRoute[] = [];
    let settings: LighthouseFigures['settings'] | undefined;
    for (const appUrl of [terminator.url, demo.url]) {
      const key = appUrl.startsWith('https:') ? 'h2' : 'h1';
      const visitor = path.join(profiles, `visitor-${key}`);
      const auth = await runRoute(launcher, appUrl, 'demo', '/auth', visitor, true);
      settings ??= auth.settings;
      const demoAgent = path.join(profiles, `demo-agent-${key}`);
      await signInAgent(appUrl, demoAgent);
      await visitAsAgent(appUrl, demoAgent, ['/dashboard']);
      const dashboard = await runRoute(launcher, appUrl, 'demo', '/dashboard', demoAgent, false);
      demoRoutes.push(auth.result, dashboard.result);
    }
    await terminator.stop();
    terminator = undefined;
    await demo.server.close();
    demo = undefined;

    production = await serveProduction(productionDist, servedDist, 'tile proxy');
    const compression = production.output().includes('no brotli module')
      ? 'gzip only: this nginx has no brotli module (Debian: libnginx-mod-http-brotli-static).'
      : 'brotli to browsers that accept it (nginx’s brotli_static module), gzip to the others.';
    terminator = await startTlsTerminator(production.url);
    const productionRoutes: LighthouseRoute[] = [];
    // Each origin keeps its own localStorage: the agent signs in on each. The sector is looked up
    // once, over HTTP (Node's fetch would refuse the terminator's certificate).
    let sectorId: number | undefined;
    for (const appUrl of [terminator.url, production.url]) {
      const key = appUrl.startsWith('https:') ? 'h2' : 'h1';
      const visitor = await runRoute(
        launcher,
        appUrl,
        'production',
        '/auth',
        path.join(profiles, `prod-visitor-${key}`),
        true,
      );
      const agent = path.join(profiles, `prod-agent-${key}`);
      const token = await signInAgent(appUrl, agent);
      sectorId ??= await firstSectorOf(production.url, token);
      await visitAsAgent(appUrl, agent, ['/dashboard', `/sectors/${sectorId}`]);
      const dashboard = await runRoute(launcher, appUrl, 'production', '/dashboard', agent, false);
      const sector = await runRoute(launcher, appUrl, 'production', `/sectors/${sectorId}`, agent, false);
      productionRoutes.push(visitor.result, dashboard.result, sector.result);
    }
    for (const route of productionRoutes) route.tiles = 'tile proxy';
    await terminator.stop();
    terminator = undefined;
    await production.stop();

    // The same map pages with the browser asking the tile server itself, for comparison.
    production = await serveProduction(productionDist, servedDist, 'tile server on another origin');
    terminator = await startTlsTerminator(production.url);
    const direct = path.join(profiles, 'prod-agent-direct-tiles');
    await signInAgent(terminator.url, direct);
    await visitAsAgent(terminator.url, direct, ['/dashboard', `/sectors/${sectorId}`]);
    for (const route of ['/dashboard', `/sectors/${sectorId}`]) {
      const { result } = await runRoute(launcher, terminator.url, 'production', route, direct, false);
      productionRoutes.push({ ...result, tiles: 'tile server on another origin' });
    }
    if (!settings) throw new Error('Lighthouse ran no page');
    return {
      method: SIGN_IN_METHOD,
      productionServing: `${PRODUCTION_SERVING} Compression: ${compression}`,
      runsPerRoute: LIGHTHOUSE_RUNS,
      settings,
      routes: [...demoRoutes, ...productionRoutes],
      demoLatencyMs: DEMO_LATENCY_MS,
    };
  } finally {
    await demo?.server.close();
    await terminator?.stop();
    await production?.stop();
    rmSync(profiles, { recursive: true, force: true });
  }
}
