// « Préparer hors ligne » on the demo's largest zone (issue 33): the production build as deployed (nginx
// on the mock backend, tiles through its /tiles/ proxy, so the zone's tiles are ours to fetch), Chromium
// at 390 × 844, a fresh profile per run. From the tap on « Télécharger » to « Disponible hors ligne »
// under a 4× CPU slowdown: how long it takes, what it keeps, and the longest main-thread task.
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { inFreshProfile } from './browser-pages.ts';
import { installProbe, keptForZone, type ZoneToPrepare } from './offline-zone-page.ts';
import { DEMO_EMAIL, DEMO_PASSWORD, serveProduction, signInThroughForm } from './served-production.ts';
import { median, round } from './stats.ts';

export const OFFLINE_ZONE_RUNS = 3;
export const OFFLINE_ZONE_CPU_SLOWDOWN = 4;
/** The target: no task over 50 ms (a long task, by the Long Tasks API's own rule). */
export const OFFLINE_ZONE_TASK_TARGET_MS = 50;
/** A copy of the production build for nginx, apart from the ones the other parts serve. */
const servedDist = path.join(import.meta.dirname, 'tmp/served-offline-zone');
/** The run paces its tiles (8 a second at most), and the CPU is slowed: a few minutes at most. */
const RUN_TIMEOUT_MS = 600_000;

export interface OfflineZoneRun {
  /** From the tap on « Télécharger » to « Disponible hors ligne » on screen. */
  seconds: number;
  /** Tiles in the zone's Cache Storage cache, and the sum of their bodies. */
  tiles: number;
  tileBytes: number;
  /** Sector details kept in the read cache (IndexedDB), one per sector of the zone. */
  sectorAnswers: number;
  /** The preparation's answers (the zone, its sector list, each sector) as JSON, UTF-8. */
  answerBytes: number;
  longestTaskMs: number;
  /** When the longest task began, from the tap: the first few ms are the tap's own re-render. */
  longestTaskAtMs: number;
  /** Tasks over 50 ms during the run, and the time they blocked past 50 ms each. */
  longTasks: number;
  blockingMs: number;
  /** What the estimate dialog said beforehand (« Taille estimée : … »). */
  estimate: string;
}

export interface OfflineZoneFigures {
  zone: { id: number; name: string; sectors: number };
  runs: number;
  cpuSlowdown: number;
  targetMs: number;
  median: Omit<OfflineZoneRun, 'estimate'>;
  /** The worst run's longest task. */
  longestTaskMs: number;
  raw: OfflineZoneRun[];
}

/** The seeded agent's zone with the most sectors, read from the API as a backend developer would. */
async function largestZone(apiUrl: string): Promise<ZoneToPrepare> {
  const login = await fetch(`${apiUrl}/api/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`the seeded agent could not sign in to the API: ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  // Bare lists or DRF pages, whichever the backend sends.
  async function list<T>(address: string): Promise<T[]> {
    const items: T[] = [];
    let next: string | null = `${apiUrl}${address}`;
    while (next) {
      const response: Response = await fetch(next, { headers: { Authorization: `Bearer ${access}` } });
      if (!response.ok) throw new Error(`GET ${next}: ${response.status}`);
      const page = (await response.json()) as T[] | { results: T[]; next: string | null };
      if (Array.isArray(page)) return page;
      items.push(...page.results);
      next = page.next;
    }
    return items;
  }
  const zones: ZoneToPrepare[] = [];
  for (const zone of await list<{ id: number; name: string }>('/api/accounts/zones/')) {
    const sectors = await list<{ id: number }>(`/api/accounts/zones/${zone.id}/sectors/`);
    zones.push({ id: zone.id, name: zone.name, sectorIds: sectors.map((sector) => sector.id) });
  }
  const largest = zones.sort((a, b) => b.sectorIds.length - a.sectorIds.length)[0];
  if (!largest || largest.sectorIds.length === 0)
    throw new Error('the seeded agent has no zone with sectors');
  return largest;
}

async function prepareOnce(
  context: BrowserContext,
  url: string,
  zone: ZoneToPrepare,
): Promise<OfflineZoneRun> {
  const tab = await context.newPage();
  await signInThroughForm(tab, url);
  // The app's worker must control the page, as on a phone that opened the app before.
  await tab.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
    timeout: 120_000,
  });
  await tab.goto(`/zones/${zone.id}`, { waitUntil: 'load' });
  await tab.getByRole('button', { name: 'Préparer hors ligne' }).click({ timeout: 60_000 });
  const dialog = tab.getByRole('dialog', { name: 'Préparer la zone hors ligne' });
  const estimate = (await dialog.getByText(/^Taille estimée : /).textContent({ timeout: 60_000 })) ?? '';
  const download = await dialog.getByRole('button', { name: 'Télécharger' }).boundingBox();
  if (!download) throw new Error('« Télécharger » is not on screen');
  // The zone's map and the estimate settle before the clock starts.
  await tab.waitForTimeout(1_000);

  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: OFFLINE_ZONE_CPU_SLOWDOWN });
  const start = await tab.evaluate(() => {
    const probe = window.__offlineZoneBench;
    if (probe) probe.armed = true;
    return performance.now();
  });
  // Raw input, without Playwright's in-page actionability checks, whose script would count as a task.
  await tab.mouse.click(download.x + download.width / 2, download.y + download.height / 2);
  await tab.waitForFunction(() => window.__offlineZoneBench?.doneAt != null, null, {
    timeout: RUN_TIMEOUT_MS,
    polling: 1_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await tab.waitForTimeout(300); // late long-task entries
  const probe = await tab.evaluate(() => window.__offlineZoneBench);
  if (!probe || probe.doneAt === null) throw new Error('the zone page is gone');
  const doneAt = probe.doneAt;
  const during = probe.tasks.filter((task) => task.start + task.duration >= start && task.start <= doneAt);
  const longest = during.toSorted((a, b) => b.duration - a.duration)[0];
  // Answers reach IndexedDB one after another, just after the cache takes them: wait for the last.
  let kept = await keptForZone(tab, zone);
  for (let tries = 0; kept.answers < zone.sectorIds.length + 2 && tries < 20; tries += 1) {
    await tab.waitForTimeout(250);
    kept = await keptForZone(tab, zone);
  }
  return {
    seconds: round((doneAt - start) / 1000, 1),
    tiles: kept.tiles,
    tileBytes: kept.tileBytes,
    sectorAnswers: kept.sectorAnswers,
    answerBytes: kept.answerBytes,
    longestTaskMs: round(longest?.duration ?? 0),
    longestTaskAtMs: round(longest ? longest.start - start : 0),
    longTasks: during.filter((task) => task.duration > OFFLINE_ZONE_TASK_TARGET_MS).length,
    blockingMs: round(during.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    estimate: estimate.trim(),
  };
}

async function oneRun(url: string, zone: ZoneToPrepare): Promise<OfflineZoneRun> {
  return inFreshProfile(url, async (context) => {
    await context.addInitScript(installProbe);
    return prepareOnce(context, url, zone);
  });
}

/** `productionDist`: the production build run.ts made. */
export async function measureOfflineZone(productionDist: string): Promise<OfflineZoneFigures> {
  const app = await serveProduction(productionDist, servedDist);
  try {
    const zone = await largestZone(app.apiUrl);
    const raw: OfflineZoneRun[] = [];
    for (let run = 0; run < OFFLINE_ZONE_RUNS; run += 1) {
      const figures = await oneRun(app.url, zone);
      raw.push(figures);
      process.stdout.write(
        `  offline zone ${zone.id} (${zone.sectorIds.length} sectors), CPU ×${OFFLINE_ZONE_CPU_SLOWDOWN}: ${figures.seconds} s, ${figures.tiles} tiles, ${figures.tileBytes + figures.answerBytes} bytes, longest task ${figures.longestTaskMs} ms at +${figures.longestTaskAtMs} ms\n`,
      );
    }
    const pick = (key: Exclude<keyof OfflineZoneRun, 'estimate'>, digits = 0) =>
      round(median(raw.map((run) => run[key])), digits);
    return {
      zone: { id: zone.id, name: zone.name, sectors: zone.sectorIds.length },
      runs: OFFLINE_ZONE_RUNS,
      cpuSlowdown: OFFLINE_ZONE_CPU_SLOWDOWN,
      targetMs: OFFLINE_ZONE_TASK_TARGET_MS,
      median: {
        seconds: pick('seconds', 1),
        tiles: pick('tiles'),
        tileBytes: pick('tileBytes'),
        sectorAnswers: pick('sectorAnswers'),
        answerBytes: pick('answerBytes'),
        longestTaskMs: pick('longestTaskMs'),
        longestTaskAtMs: pick('longestTaskAtMs'),
        longTasks: pick('longTasks'),
        blockingMs: pick('blockingMs'),
      },
      longestTaskMs: Math.max(...raw.map((run) => run.longestTaskMs)),
      raw,
    };
  } finally {
    await app.stop();
  }
}
