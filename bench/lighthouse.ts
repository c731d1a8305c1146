// Lighthouse (npm `lighthouse`, default config: mobile emulation, simulated throttling) on /auth and
// /dashboard of the demo build, served by `vite preview` like apps/prospect/e2e/global-setup.ts, and on
// /auth of the production build (which needs no backend) to show the weight of the demo's mock.
//
// Signing in for /dashboard: the demo agent logs in once through the real login form, in a
// Playwright persistent context on its own Chrome profile (the demo keeps its tokens and database in
// localStorage). Lighthouse then runs in a Chrome launched by chrome-launcher on that same profile.
// Lighthouse's storage reset clears the HTTP cache, service workers and Cache Storage before each
// run but not localStorage, so every /dashboard run is a cold load by a signed-in agent. /auth runs
// on a fresh profile and also clears localStorage: each is a first visit.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { build, type PreviewServer, preview } from 'vite';
import { chromiumArgs } from '../test/browser.ts';
import { PHONE_VIEWPORT } from './browser-pages.ts';
import { chromiumPath, repoRoot } from './machine.ts';
import { median, round } from './stats.ts';

export const LIGHTHOUSE_RUNS = 3;
const appRoot = path.join(repoRoot, 'apps/prospect');
export const demoDist = path.join(import.meta.dirname, 'tmp/demo-dist');
const reportsDir = path.join(import.meta.dirname, 'tmp/lighthouse');

const DEMO_EMAIL = 'agent@prospect.demo';
// The demo backend's published password (as in apps/prospect/e2e); never in a production build.
const DEMO_PASSWORD = 'prospect2026';

export const SIGN_IN_METHOD =
  'The demo agent signs in once through the login form (Playwright persistent context); Lighthouse then runs in Chrome ' +
  '(chrome-launcher) on that profile. Its storage reset clears the HTTP cache, service workers and Cache Storage ' +
  'but keeps localStorage, where the demo keeps its tokens and data: each /dashboard run is a cold load by a ' +
  'signed-in agent. /auth runs on a fresh profile with localStorage cleared too: each is a first visit.';

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

export interface LighthouseRoute {
  route: string;
  build: 'demo' | 'production';
  runs: LighthouseRun[];
  median: { score: number; lcpMs: number; tbtMs: number; cls: number; fcpMs: number };
  /** Set when a run did not end on the route (e.g. /dashboard sent back to /auth). */
  problem: string | null;
}

export interface LighthouseFigures {
  method: string;
  runsPerRoute: number;
  settings: {
    formFactor: string;
    throttlingMethod: string;
    cpuSlowdownMultiplier: number;
    rttMs: number;
    throughputKbps: number;
  };
  routes: LighthouseRoute[];
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

async function signInDemoAgent(appUrl: string, profileDir: string): Promise<void> {
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${appUrl}/auth`);
    await page.getByLabel('Email').fill(DEMO_EMAIL);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${appUrl}/dashboard`, { timeout: 30_000 });
    await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 30_000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    if (!token) throw new Error('the demo login stored no access token');
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
  const chrome = await launcher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    userDataDir: profileDir,
    logLevel: 'silent',
  });
  const runs: LighthouseRun[] = [];
  let settings: LighthouseFigures['settings'] | null = null;
  try {
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
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
      mkdirSync(reportsDir, { recursive: true });
      writeFileSync(
        path.join(reportsDir, `${route.replace(/\W/g, '') || 'root'}-${i + 1}.json`),
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
      });
      settings ??= {
        formFactor: lhr.configSettings.formFactor,
        throttlingMethod: lhr.configSettings.throttlingMethod,
        cpuSlowdownMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
        rttMs: lhr.configSettings.throttling.rttMs,
        throughputKbps: lhr.configSettings.throttling.throughputKbps,
      };
      process.stdout.write(`  lighthouse ${build} ${route} run ${i + 1}: ${runs.at(-1)?.score}\n`);
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

/** Needs buildDemo() first; `productionDist` is the production build run.ts made. */
export async function measureLighthouse(productionDist: string): Promise<LighthouseFigures> {
  const launcher = await loadChromeLauncher();
  rmSync(reportsDir, { recursive: true, force: true });
  const profiles = mkdtempSync(path.join(os.tmpdir(), 'prospect-bench-lh-'));
  const demo = await serve('demo', demoDist);
  const production = await serve('production', productionDist);
  try {
    const auth = await runRoute(launcher, demo.url, 'demo', '/auth', path.join(profiles, 'visitor'), true);
    const agent = path.join(profiles, 'agent');
    await signInDemoAgent(demo.url, agent);
    const dashboard = await runRoute(launcher, demo.url, 'demo', '/dashboard', agent, false);
    const realAuth = await runRoute(
      launcher,
      production.url,
      'production',
      '/auth',
      path.join(profiles, 'prod'),
      true,
    );
    return {
      method: SIGN_IN_METHOD,
      runsPerRoute: LIGHTHOUSE_RUNS,
      settings: auth.settings,
      routes: [auth.result, dashboard.result, realAuth.result],
    };
  } finally {
    await demo.server.close();
    await production.server.close();
    rmSync(profiles, { recursive: true, force: true });
  }
}
