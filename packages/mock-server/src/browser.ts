import { setupWorker } from 'msw/browser';
import { configure, DEMO_LATENCY_MS } from './config';
import { db } from './db';
import { handlers } from './handlers';
import { seed } from './seed';
import { restoreSnapshot, takeSnapshot } from './snapshot';

/** Where the demo keeps its database between page loads. */
export const DEMO_STORAGE_KEY = 'prospect-demo-db';

let saveTimer: ReturnType<typeof setTimeout> | undefined;

function saveNow(): void {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  try {
    // Dead sessions would only grow the saved copy.
    db.session.deleteMany({ where: { expiresAt: { lt: Date.now() } } });
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify(takeSnapshot()));
  } catch (error) {
    // A full storage (big profile pictures) only costs persistence: the demo keeps running in memory.
    console.warn('[mock-server] could not save the demo data', error);
  }
}

const scheduleSave = () => {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveNow, 150);
};

function restoreSaved(): boolean {
  try {
    const saved = localStorage.getItem(DEMO_STORAGE_KEY);
    return saved !== null && restoreSnapshot(JSON.parse(saved));
  } catch {
    return false;
  }
}

export interface DemoBackendOptions {
  serviceWorkerUrl?: string;
  /** Artificial latency of every API answer (DEMO_LATENCY_MS by default; loading states have stories). */
  latencyMs?: number;
  /** Keep the data across page reloads in localStorage (default true). */
  persist?: boolean;
}

/**
 * Starts the demo backend in the page: restores the saved demo data (or seeds the demo agencies), then
 * serves the whole contract from a service worker. Every change is saved, so a reload keeps it.
 */
export async function startDemoBackend({
  serviceWorkerUrl,
  latencyMs = DEMO_LATENCY_MS,
  persist = true,
}: DemoBackendOptions = {}) {
  configure({ latencyMs });
  if (!(persist && restoreSaved())) await seed();
  const worker = setupWorker(...handlers);
  if (persist) {
    worker.events.on('response:mocked', ({ request }) => {
      if (request.method !== 'GET') scheduleSave();
    });
    window.addEventListener('pagehide', () => {
      if (saveTimer !== undefined) saveNow();
    });
    saveNow();
  }
  await worker.start({
    serviceWorker: { url: serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}

/** Puts the demo data back as it was first seeded (the saved copy is replaced). */
export async function resetDemoData(): Promise<void> {
  await seed();
  saveNow();
}
