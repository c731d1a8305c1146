import { findFirstAnswer, readFirstAnswers } from '@prospect/mock-server/first-answers';
import { afterFirstScreenDownloads } from '@prospect/scheduling';
import { unregisterForeignServiceWorkers } from '../shell/unregister-foreign-workers';

const DEMO_WORKER = 'mockServiceWorker.js';

/** The demo's reset also forgets the writes and answers kept from the previous demo. */
function forgetDeviceData(): Promise<unknown> {
  return Promise.all(
    ['prospect-outbox', 'prospect-answers'].map(
      (name) =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = resolve;
        }),
    ),
  );
}

/**
 * Starts the demo's mock backend (msw and its seeded database, a chunk of its own). `?reset-demo` puts
 * the demo agency back as first seeded, for the next sales demo, and forgets what the device kept.
 */
async function startDemoBackend(): Promise<void> {
  await unregisterForeignServiceWorkers(DEMO_WORKER);
  const backend = await import('@prospect/mock-server/browser');
  await backend.startDemoBackend();
  const url = new URL(window.location.href);
  if (url.searchParams.has('reset-demo')) {
    window.localStorage.clear();
    await forgetDeviceData();
    await backend.resetDemoData();
    url.searchParams.delete('reset-demo');
    window.history.replaceState(null, '', url);
  }
}

let started: Promise<void> | undefined;
/** Whether the backend answers by now: from then on, every call goes to it. */
let running = false;

/** Starts the backend once, whoever asks first; a failure is logged, and each later call fails with it. */
export function startDemoBackendOnce(): Promise<void> {
  if (!started) {
    started = startDemoBackend();
    started.then(
      () => {
        running = true;
      },
      (error: unknown) => console.error('The demo backend did not start.', error),
    );
  }
  return started;
}

/**
 * The answer the backend last gave to this same read, while the backend is not up yet: the first
 * screen shows at once, and the backend's chunk downloads after it (startWhenIdle). Only a GET, of the
 * very address, with the very token, before any write since (@prospect/mock-server/first-answers).
 */
function keptAnswerTo(input: RequestInfo | URL, init: RequestInit | undefined): Response | undefined {
  if (running) return undefined;
  const request = new Request(input, init);
  if (request.method !== 'GET') return undefined;
  // Read at each call: another tab's backend may have written since, and forgotten them.
  const kept = findFirstAnswer(
    readFirstAnswers(window.localStorage),
    request.url,
    request.headers.get('Authorization'),
    Date.now(),
  );
  return kept && new Response(kept.body, { headers: { 'Content-Type': 'application/json' } });
}

/**
 * Starts the backend once the first screen's downloads are over and the page is idle: its chunk (msw,
 * the model and the data: the demo's largest download) then does not share the network with the
 * first screen's code, fonts or tiles. An API call before that starts it at once.
 */
export function startWhenIdle(): void {
  afterFirstScreenDownloads(() => {
    startDemoBackendOnce().catch(() => undefined);
  });
}

/**
 * A `fetch` that starts the demo backend if needed and waits for it, so the screens render at once
 * while only API calls wait for the mock; the first screen's reads are answered from what the backend
 * answered last time, if nothing changed since. A backend that failed to start fails each call (the
 * screens show their errors) instead of leaving a blank page.
 */
export const fetchWhenReady: typeof fetch = async (input, init) => {
  const kept = keptAnswerTo(input, init);
  if (kept) return kept;
  await startDemoBackendOnce();
  return globalThis.fetch(input, init);
};
