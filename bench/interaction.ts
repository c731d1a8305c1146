// Interaction latency of a street tick (issue 18, deliverable 6): SectorPage with 50 streets, wired as
// the app wires it (bench/pages/sector.tsx), tapped with real pointer events in Chromium, under a 4×
// CPU slowdown (Chrome DevTools Protocol Emulation.setCPUThrottlingRate) and without it.
import { type BenchPages, PHONE_VIEWPORT } from './browser-pages.ts';
import type { SectorPageState, StreetTap } from './pages/sector-protocol.ts';
import { median, round } from './stats.ts';

export const SECTOR_STREETS = 50;
export const TAP_PAGES = 3;
export const TAPS_PER_PAGE = 10;
/** The target for a tick, under a 4× CPU slowdown. */
export const TICK_TARGET_MS = 100;
const THROTTLING = [4, 1] as const;

export interface TickFigures {
  /** Chromium's CPU slowdown factor (1: none). */
  cpuSlowdown: number;
  taps: number;
  /**
   * Event Timing duration (pointerdown to the paint after the handlers, what INP keeps), median and
   * worst over every tap. Chromium reports no entry under 16 ms: such a tap counts as 16.
   */
  eventMedianMs: number;
  eventWorstMs: number;
  /** Taps Chromium reported (16 ms or more). */
  eventEntries: number;
  /** INP of each page: its longest interaction, as Chromium's INP is with under 50 interactions. */
  inpPerPage: number[];
  /** The click to the next frame (requestAnimationFrame, then a task). */
  nextPaintMedianMs: number;
  nextPaintWorstMs: number;
  /** The click to the frame showing the box ticked (the outbox's IndexedDB write, then the re-render). */
  tickShownMedianMs: number;
  tickShownWorstMs: number;
  /** Longest main-thread task from a pointerdown to its tick shown, over every tap. */
  longestTaskMs: number;
  raw: StreetTap[];
}

export interface InteractionFigures {
  streets: number;
  pages: number;
  tapsPerPage: number;
  targetMs: number;
  runs: TickFigures[];
}

async function tapPage(pages: BenchPages, cpuSlowdown: number): Promise<StreetTap[]> {
  const context = await pages.browser.newContext({
    viewport: PHONE_VIEWPORT,
    locale: 'fr-FR',
    hasTouch: false,
  });
  try {
    const tab = await context.newPage();
    await tab.goto(`${pages.url}/sector.html?streets=${SECTOR_STREETS}`);
    await tab.waitForFunction(() => window.__sectorBench?.ready || window.__sectorBench?.error, null, {
      timeout: 60_000,
      polling: 100,
    });
    const failed = await tab.evaluate(() => window.__sectorBench?.error);
    if (failed) throw new Error(`sector page: ${failed}`);
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const boxes = tab.getByRole('checkbox');
    const count = await boxes.count();
    if (count !== SECTOR_STREETS) throw new Error(`sector page shows ${count} checkboxes`);
    const step = Math.floor(count / TAPS_PER_PAGE);
    for (let index = 0; index < TAPS_PER_PAGE; index += 1) {
      const box = boxes.nth(index * step);
      await box.scrollIntoViewIfNeeded();
      await tab.waitForTimeout(300);
      const before = await box.isChecked();
      await box.click();
      await tab.waitForFunction((n) => (window.__sectorBench?.taps.length ?? 0) >= n, index + 1, {
        timeout: 10_000,
        polling: 50,
      });
      if ((await box.isChecked()) === before) throw new Error(`tap ${index + 1} did not tick its street`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const state = (await tab.evaluate(() => window.__sectorBench)) as SectorPageState;
    return state.taps;
  } finally {
    await context.close();
  }
}

const worst = (values: number[]) => Math.max(...values);

export async function measureInteraction(pages: BenchPages): Promise<InteractionFigures> {
  const runs: TickFigures[] = [];
  for (const cpuSlowdown of THROTTLING) {
    const perPage: StreetTap[][] = [];
    for (let page = 0; page < TAP_PAGES; page += 1) perPage.push(await tapPage(pages, cpuSlowdown));
    const taps = perPage.flat();
    const event = (tap: StreetTap) => tap.eventDurationMs ?? 16;
    const figures: TickFigures = {
      cpuSlowdown,
      taps: taps.length,
      eventMedianMs: round(median(taps.map(event))),
      eventWorstMs: round(worst(taps.map(event))),
      eventEntries: taps.filter((tap) => tap.eventDurationMs !== null).length,
      inpPerPage: perPage.map((pageTaps) => round(worst(pageTaps.map(event)))),
      nextPaintMedianMs: round(median(taps.map((tap) => tap.nextPaintMs)), 1),
      nextPaintWorstMs: round(worst(taps.map((tap) => tap.nextPaintMs)), 1),
      tickShownMedianMs: round(median(taps.map((tap) => tap.tickShownMs)), 1),
      tickShownWorstMs: round(worst(taps.map((tap) => tap.tickShownMs)), 1),
      longestTaskMs: round(worst(taps.map((tap) => tap.longestTaskMs))),
      raw: taps.map((tap) => ({
        ...tap,
        nextPaintMs: round(tap.nextPaintMs, 1),
        tickShownMs: round(tap.tickShownMs, 1),
      })),
    };
    runs.push(figures);
    process.stdout.write(
      `  street tick, CPU ×${cpuSlowdown}: event ${figures.eventMedianMs}/${figures.eventWorstMs} ms, tick shown ${figures.tickShownMedianMs}/${figures.tickShownWorstMs} ms (median/worst)\n`,
    );
  }
  return {
    streets: SECTOR_STREETS,
    pages: TAP_PAGES,
    tapsPerPage: TAPS_PER_PAGE,
    targetMs: TICK_TARGET_MS,
    runs,
  };
}
