// What bench/offline-zone.ts runs inside the page: the probe installed before the app (long tasks, the
// moment the zone is ready) and the reading of what the device kept for the zone.
import type { Page } from 'playwright-core';

export interface ZoneToPrepare {
  id: number;
  name: string;
  sectorIds: number[];
}

interface OfflineZoneBenchPage {
  tasks: { start: number; duration: number }[];
  armed: boolean;
  doneAt: number | null;
}

declare global {
  interface Window {
    __offlineZoneBench?: OfflineZoneBenchPage;
  }
}

/**
 * Runs in every document before the app: keeps its long tasks (buffered, from the start) and notes when
 * the panel says the zone is ready, once armed, without Playwright's in-page polling in the way.
 */
export function installProbe() {
  const probe: OfflineZoneBenchPage = { tasks: [], armed: false, doneAt: null };
  window.__offlineZoneBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!probe.armed || probe.doneAt !== null) return;
    if (/Disponible hors ligne · préparée le/.test(document.body?.textContent ?? '')) {
      probe.doneAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** What the device keeps for the zone once ready: its tiles (Cache Storage) and answers (IndexedDB). */
export async function keptForZone(tab: Page, zone: ZoneToPrepare) {
  const keys = [
    `/api/accounts/zones/${zone.id}/`,
    `/api/accounts/zones/${zone.id}/sectors/`,
    ...zone.sectorIds.map((id) => `/api/accounts/sectors/${id}/`),
  ];
  return tab.evaluate(
    async ({ zoneId, answerKeys }) => {
      const cache = await caches.open(`prospect-zone-tiles-${zoneId}`);
      let tileBytes = 0;
      const requests = await cache.keys();
      for (const request of requests) tileBytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      // The read cache's records are `${account}\n${key}`, in idb-keyval's database and store.
      const records = await new Promise<[string, unknown][]>((resolve, reject) => {
        const opening = indexedDB.open('prospect-answers');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const store = opening.result.transaction('answers').objectStore('answers');
          const all: [string, unknown][] = [];
          const cursor = store.openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const position = cursor.result;
            if (!position) return resolve(all);
            all.push([String(position.key), (position.value as { data: unknown }).data]);
            position.continue();
          };
        };
      });
      const wanted = new Set(answerKeys);
      const encoder = new TextEncoder();
      let answerBytes = 0;
      const found = new Set<string>();
      for (const [record, data] of records) {
        const key = record.slice(record.indexOf('\n') + 1);
        if (!wanted.has(key) || found.has(key)) continue;
        found.add(key);
        answerBytes += encoder.encode(JSON.stringify(data)).length;
      }
      const sectorAnswers = [...found].filter((key) => key.startsWith('/api/accounts/sectors/')).length;
      return { tiles: requests.length, tileBytes, answerBytes, answers: found.size, sectorAnswers };
    },
    { zoneId: zone.id, answerKeys: keys },
  );
}
