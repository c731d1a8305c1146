// A street of 300 doors (issue 34): StreetDoorsScreen rendered, then worked as an agent does, under a
// 4× CPU slowdown: a door's row tapped (its sheet opens), an outcome chosen, « Enregistrer » (the sheet
// closes, the row shows it). bench/pages/doors.tsx renders; this file taps with real pointer events
// and reads Event Timing (what INP keeps) and the Long Tasks API in the page.
import type { Page } from 'playwright-core';
import { type BenchPages, PHONE_VIEWPORT } from './browser-pages.ts';
import { median } from './stats.ts';

export const STREET_DOORS = 300;
export const DOORS_RUNS = 3;
export const DOORS_TAPS = 5;
export const DOORS_CPU_SLOWDOWN = 4;
/** The target: a tap answered (its next paint) within 100 ms, INP's "good". */
export const DOORS_INP_TARGET_MS = 100;

export interface DoorsRun {
  /** From render() to every row on the page. */
  renderMs: number;
  renderLongestTaskMs: number;
  /** The page's INP: its longest interaction (Event Timing, 16 ms when Chromium reports none). */
  inpMs: number;
  /** Each interaction's duration by kind, worst of the run. */
  openSheetMs: number;
  /** The first opening (it loads the sheet's code and styles) and the later ones' median. */
  firstOpenMs: number;
  laterOpenMedianMs: number;
  chooseOutcomeMs: number;
  saveMs: number;
  /** Longest task from the first tap to the last row shown. */
  tapsLongestTaskMs: number;
}

export interface DoorsFigures {
  doors: number;
  runs: number;
  taps: number;
  cpuSlowdown: number;
  targetMs: number;
  inpMs: number;
  median: Omit<DoorsRun, 'inpMs'> & { inpMs: number };
  raw: DoorsRun[];
}

declare global {
  interface Window {
    __doorsEvents?: { name: string; duration: number; interactionId: number }[];
    __doorsLongTasks?: { start: number; duration: number }[];
  }
}

async function tap(page: Page, locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to tap');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The longest interaction since `from` (ms, page clock) whose events match `names`. */
const longestSince = (page: Page, from: number) =>
  page.evaluate((since) => {
    const byInteraction = new Map<number, number>();
    for (const entry of window.__doorsEvents ?? []) {
      if (!entry.interactionId || (entry as unknown as { start: number }).start < since) continue;
      byInteraction.set(
        entry.interactionId,
        Math.max(byInteraction.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
    return Math.max(16, ...byInteraction.values());
  }, from);

const now = (page: Page) => page.evaluate(() => performance.now());
const longestTaskSince = (page: Page, from: number) =>
  page.evaluate(
    (since) =>
      Math.max(
        0,
        ...(window.__doorsLongTasks ?? []).filter((task) => task.start >= since).map((task) => task.duration),
      ),
    from,
  );

async function runOnce(pages: BenchPages): Promise<DoorsRun> {
  const context = await pages.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__doorsEvents = [];
      window.__doorsLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          window.__doorsEvents?.push({
            name: entry.name,
            duration: entry.duration,
            interactionId: entry.interactionId,
            start: entry.startTime,
          } as never);
      }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__doorsLongTasks?.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${pages.url}/doors.html?doors=${STREET_DOORS}`);
    await page.waitForFunction(() => window.__doorsBench?.ready, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DOORS_CPU_SLOWDOWN });
    const list = page.getByRole('list', { name: 'Portes de la rue' });
    const renderStart = await now(page);
    await page.evaluate(() => window.__doorsBench?.render());
    await page.waitForFunction(
      (count) => document.querySelectorAll('ul[aria-label="Portes de la rue"] > li').length >= count,
      STREET_DOORS,
      { timeout: 60_000, polling: 'raf' },
    );
    const renderMs = (await now(page)) - renderStart;
    const renderLongestTaskMs = await longestTaskSince(page, renderStart);
    await page.waitForTimeout(500);

    const worst = { open: 16, choose: 16, save: 16 };
    const opens: number[] = [];
    const tapsStart = await now(page);
    const rows = list.getByRole('button', { name: /Pas encore visité/ });
    for (let index = 0; index < DOORS_TAPS; index += 1) {
      const row = rows.nth(index * 7);
      const name = (await row.getAttribute('aria-label')) ?? (await row.textContent()) ?? '';
      const number = name.trim().split(/\s/)[0] ?? '';
      let from = await now(page);
      await tap(page, row);
      const sheet = page.getByRole('dialog', { name: `Porte ${number}` });
      await sheet.waitFor();
      await page.waitForTimeout(300);
      const opened = await longestSince(page, from);
      opens.push(opened);
      worst.open = Math.max(worst.open, opened);
      from = await now(page);
      await tap(page, sheet.getByRole('button', { name: 'Absent', exact: true }));
      await page.waitForTimeout(300);
      worst.choose = Math.max(worst.choose, await longestSince(page, from));
      from = await now(page);
      await tap(page, sheet.getByRole('button', { name: 'Enregistrer' }));
      await sheet.waitFor({ state: 'hidden' });
      await page.waitForTimeout(300);
      worst.save = Math.max(worst.save, await longestSince(page, from));
    }
    const tapsLongestTaskMs = await longestTaskSince(page, tapsStart);
    return {
      renderMs,
      renderLongestTaskMs,
      inpMs: Math.max(worst.open, worst.choose, worst.save),
      openSheetMs: worst.open,
      firstOpenMs: opens[0] ?? 16,
      laterOpenMedianMs: median(opens.slice(1)),
      chooseOutcomeMs: worst.choose,
      saveMs: worst.save,
      tapsLongestTaskMs,
    };
  } finally {
    await context.close();
  }
}

export async function measureDoors(pages: BenchPages): Promise<DoorsFigures> {
  const raw: DoorsRun[] = [];
  for (let run = 0; run < DOORS_RUNS; run += 1) raw.push(await runOnce(pages));
  const med = (pick: (run: DoorsRun) => number) => Math.round(median(raw.map(pick)));
  return {
    doors: STREET_DOORS,
    runs: DOORS_RUNS,
    taps: DOORS_TAPS,
    cpuSlowdown: DOORS_CPU_SLOWDOWN,
    targetMs: DOORS_INP_TARGET_MS,
    inpMs: Math.max(...raw.map((run) => run.inpMs)),
    median: {
      renderMs: med((run) => run.renderMs),
      renderLongestTaskMs: med((run) => run.renderLongestTaskMs),
      inpMs: med((run) => run.inpMs),
      openSheetMs: med((run) => run.openSheetMs),
      firstOpenMs: med((run) => run.firstOpenMs),
      laterOpenMedianMs: med((run) => run.laterOpenMedianMs),
      chooseOutcomeMs: med((run) => run.chooseOutcomeMs),
      saveMs: med((run) => run.saveMs),
      tapsLongestTaskMs: med((run) => run.tapsLongestTaskMs),
    },
    raw,
  };
}
