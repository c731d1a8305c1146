// The zones screen at agency scale (issue 18): 200 zones in /zones, ZonesScreen as shipped (live maps
// near the view only) next to the screen before it (every tile a live Leaflet map), in the same run.
import type { CDPSession } from 'playwright-core';
import { type BenchPages, PHONE_VIEWPORT } from './browser-pages.ts';
import type { ZonesOutcome, ZonesRender, ZonesScenario, ZonesScroll } from './pages/zones-protocol.ts';
import { median, round } from './stats.ts';

export const ZONES_RUNS = 3;
export const ZONE_COUNT = 200;

const LABELS: Record<ZonesScenario, string> = {
  'near-view': 'ours: ZonesScreen, live maps near the view only',
  'every-tile': 'peer: the screen before, every tile a live map',
};

/** What the page holds, after a forced garbage collection (Chrome DevTools Protocol). */
interface Held {
  /** Runtime.getHeapUsage usedSize. */
  jsHeapBytes: number;
  /** Performance.getMetrics Nodes: DOM nodes alive in the page. */
  domNodes: number;
}

interface ZonesRun {
  render: ZonesRender;
  afterRender: Held;
  scroll: ZonesScroll;
  afterScroll: Held;
}

export interface ZonesScenarioFigures {
  scenario: ZonesScenario;
  label: string;
  /** Median of the runs unless said otherwise. */
  firstRenderMs: number;
  firstRenderRuns: number[];
  fcpMs: number | null;
  idleMs: number;
  idleRuns: number[];
  longestTaskMs: number;
  blockingMs: number;
  liveMaps: number;
  heapMiB: number;
  domNodes: number;
  scroll: {
    steps: number;
    maxLiveMaps: number;
    liveMapsAtEnd: number;
    longestTaskMs: number;
    blockingMs: number;
    heapMiB: number;
    domNodes: number;
  };
}

export interface ZonesScreenFigures {
  zones: number;
  runsPerScenario: number;
  bound: ZonesRender['bound'];
  ours: ZonesScenarioFigures;
  peer: ZonesScenarioFigures;
  /** peer ÷ ours: above 1, ours is faster or lighter. */
  ratios: { firstRender: number; idle: number; heap: number; heapAfterScroll: number; domNodes: number };
}

async function held(cdp: CDPSession): Promise<Held> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return {
    jsHeapBytes: usedSize,
    domNodes: metrics.find((metric) => metric.name === 'Nodes')?.value ?? Number.NaN,
  };
}

async function runOnce(pages: BenchPages, scenario: ZonesScenario): Promise<ZonesRun> {
  const context = await pages.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'fr-FR' });
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Performance.enable');
    await tab.goto(`${pages.url}/zones.html?scenario=${scenario}&size=${ZONE_COUNT}`);
    await tab.waitForFunction(() => window.__zonesRender !== undefined, null, {
      timeout: 120_000,
      polling: 100,
    });
    const render = (await tab.evaluate(() => window.__zonesRender)) as ZonesOutcome;
    if ('error' in render) throw new Error(`zones ${scenario}: ${render.error}`);
    const afterRender = await held(cdp);
    const scroll = await tab.evaluate(() => {
      if (!window.__zonesScrollThrough) throw new Error('the page did not offer to scroll');
      return window.__zonesScrollThrough();
    });
    const afterScroll = await held(cdp);
    return { render, afterRender, scroll, afterScroll };
  } finally {
    await context.close();
  }
}

const mib = (bytes: number) => round(bytes / 1024 / 1024, 1);

function summarise(scenario: ZonesScenario, runs: ZonesRun[]): ZonesScenarioFigures {
  const of = (pick: (run: ZonesRun) => number, digits = 0) => round(median(runs.map(pick)), digits);
  const fcps = runs.map((run) => run.render.fcpMs).filter((value): value is number => value !== null);
  return {
    scenario,
    label: LABELS[scenario],
    firstRenderMs: of((run) => run.render.firstRenderMs),
    firstRenderRuns: runs.map((run) => round(run.render.firstRenderMs)),
    fcpMs: fcps.length > 0 ? round(median(fcps)) : null,
    idleMs: of((run) => run.render.idleMs),
    idleRuns: runs.map((run) => round(run.render.idleMs)),
    longestTaskMs: of((run) => run.render.longestTaskMs),
    blockingMs: of((run) => run.render.blockingMs),
    liveMaps: of((run) => run.render.liveMaps),
    heapMiB: mib(median(runs.map((run) => run.afterRender.jsHeapBytes))),
    domNodes: of((run) => run.afterRender.domNodes),
    scroll: {
      steps: of((run) => run.scroll.steps),
      maxLiveMaps: Math.max(...runs.map((run) => run.scroll.maxLiveMaps)),
      liveMapsAtEnd: of((run) => run.scroll.liveMapsAtEnd),
      longestTaskMs: of((run) => run.scroll.longestTaskMs),
      blockingMs: of((run) => run.scroll.blockingMs),
      heapMiB: mib(median(runs.map((run) => run.afterScroll.jsHeapBytes))),
      domNodes: of((run) => run.afterScroll.domNodes),
    },
  };
}

export async function measureZonesScreen(pages: BenchPages): Promise<ZonesScreenFigures> {
  const runs: Record<ZonesScenario, ZonesRun[]> = { 'near-view': [], 'every-tile': [] };
  // Interleaved, so both sides share whatever else the machine is doing.
  for (let i = 0; i < ZONES_RUNS; i += 1) {
    for (const scenario of ['near-view', 'every-tile'] as const) {
      const run = await runOnce(pages, scenario);
      runs[scenario].push(run);
      process.stdout.write(
        `  zones ${scenario}: first render ${round(run.render.firstRenderMs)} ms, idle ${round(run.render.idleMs)} ms, ${run.render.liveMaps} maps, ${mib(run.afterRender.jsHeapBytes)} MiB\n`,
      );
    }
  }
  const ours = summarise('near-view', runs['near-view']);
  const peer = summarise('every-tile', runs['every-tile']);
  const bound = runs['near-view'][0]?.render.bound ?? { maxLiveMaps: Number.NaN, margin: '?' };
  const ratio = (theirs: number, mine: number) => round(theirs / mine, 2);
  return {
    zones: ZONE_COUNT,
    runsPerScenario: ZONES_RUNS,
    bound,
    ours,
    peer,
    ratios: {
      firstRender: ratio(peer.firstRenderMs, ours.firstRenderMs),
      idle: ratio(peer.idleMs, ours.idleMs),
      heap: ratio(peer.heapMiB, ours.heapMiB),
      heapAfterScroll: ratio(peer.scroll.heapMiB, ours.scroll.heapMiB),
      domNodes: ratio(peer.domNodes, ours.domNodes),
    },
  };
}
