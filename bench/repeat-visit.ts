// Repeat visit served by our service worker's precache, next to the first visit, each run in a fresh
// Chromium profile: /auth signed out, and /dashboard by the seeded agent, signed in (the screen an agent
// opens every morning). The production build is served as deployed (nginx on the mock backend). The
// first visit is cold (empty HTTP cache, no worker, no kept answers); once our worker has installed and
// controls the page, the same profile opens the route again in a new tab, as an agent reopening the app
// does. Both on the bare local server and under Lighthouse's mobile network (slow 4G), which is where
// the precache matters.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { inFreshProfile } from './browser-pages.ts';
import { serveProduction, signInThroughForm } from './served-production.ts';
import { median, round } from './stats.ts';

export const REPEAT_VISIT_RUNS = 3;
/** A copy of the production build for nginx, apart from the one the Lighthouse part serves. */
const servedDist = path.join(import.meta.dirname, 'tmp/served-repeat');

interface RouteCase {
  route: string;
  /** Who opens it, as the report says. */
  who: string;
  signedIn: boolean;
  /** Settles once the page is drawn, so its last LCP candidate is in. */
  drawn: (page: Page) => Promise<void>;
}

const ROUTES: RouteCase[] = [
  {
    route: '/auth',
    who: 'signed out',
    signedIn: false,
    drawn: (page) => page.getByRole('heading', { name: 'Connexion' }).waitFor({ timeout: 120_000 }),
  },
  {
    route: '/dashboard',
    who: 'the seeded agent, signed in',
    signedIn: true,
    // The map's tiles are the dashboard's largest paint: `data-tiles="loaded"` once they and its markers are drawn.
    drawn: async (page) => {
      await page.getByRole('heading', { name: /^Bonjour/ }).waitFor({ timeout: 120_000 });
      await page.locator('[data-tiles="loaded"]').first().waitFor({ timeout: 120_000 });
    },
  },
];

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

export interface RepeatVisitRoute {
  route: string;
  who: string;
  conditions: RepeatVisitCondition[];
}

export interface RepeatVisitFigures {
  runs: number;
  routes: RepeatVisitRoute[];
}

async function throttle(context: BrowserContext, page: Page, condition: NetworkCondition): Promise<void> {
  if (!condition.emulate) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...condition.emulate });
}

/** Opens the route in `page` and reads its timings once it is drawn. */
async function visit(
  context: BrowserContext,
  page: Page,
  condition: NetworkCondition,
  target: RouteCase,
): Promise<VisitFigures> {
  await throttle(context, page, condition);
  let requests = 0;
  let fromWorker = 0;
  page.on('response', (response) => {
    requests += 1;
    if (response.fromServiceWorker()) fromWorker += 1;
  });
  await page.goto(target.route, { waitUntil: 'load', timeout: 120_000 });
  await target.drawn(page);
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

/**
 * Signs the seeded agent in through the login form, waits for the worker that sign-in installs, then
 * forgets all but the tokens (localStorage): the worker, its caches, the kept answers (IndexedDB) and the
 * HTTP cache, so the next visit is a signed-in agent's cold one.
 */
async function signInThenForget(context: BrowserContext, url: string): Promise<void> {
  const page = await context.newPage();
  await signInThroughForm(page, url);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 120_000,
  });
  // Left first, so nothing of the app writes its stores again once they are cleared.
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: url,
    storageTypes: 'service_workers,cache_storage,indexeddb',
  });
  await cdp.send('Network.clearBrowserCache');
  await page.close();
}

async function oneRun(url: string, condition: NetworkCondition, target: RouteCase) {
  return inFreshProfile(url, async (context) => {
    if (target.signedIn) await signInThenForget(context, url);
    const firstTab = await context.newPage();
    const first = await visit(context, firstTab, condition, target);
    if (first.fromWorker > 0)
      throw new Error(`the first visit of ${target.route} met a worker: it is not cold`);
    // Installed (the precache is complete once the worker is active) and in control of the page.
    await firstTab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 120_000,
    });
    await firstTab.close();
    const repeat = await visit(context, await context.newPage(), condition, target);
    if (repeat.fromWorker === 0) throw new Error(`the repeat visit of ${target.route} never met the worker`);
    return { first, repeat };
  });
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
  const app = await serveProduction(productionDist, servedDist);
  try {
    const routes: RepeatVisitRoute[] = [];
    for (const target of ROUTES) {
      const conditions: RepeatVisitCondition[] = [];
      for (const condition of CONDITIONS) {
        const runs = [];
        for (let i = 0; i < REPEAT_VISIT_RUNS; i += 1) runs.push(await oneRun(app.url, condition, target));
        const result = {
          name: condition.name,
          label: condition.label,
          first: medianVisit(runs.map((run) => run.first)),
          repeat: medianVisit(runs.map((run) => run.repeat)),
          runs,
        };
        conditions.push(result);
        process.stdout.write(
          `  repeat visit ${target.route} ${condition.name}: LCP ${result.first.lcpMs} → ${result.repeat.lcpMs} ms, load ${result.first.loadMs} → ${result.repeat.loadMs} ms\n`,
        );
      }
      routes.push({ route: target.route, who: target.who, conditions });
    }
    return { runs: REPEAT_VISIT_RUNS, routes };
  } finally {
    await app.stop();
  }
}
