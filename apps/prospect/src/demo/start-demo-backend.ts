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

/** Starts the backend once, whoever asks first; a failure is logged, and each later call fails with it. */
export function startDemoBackendOnce(): Promise<void> {
  if (!started) {
    started = startDemoBackend();
    started.catch((error: unknown) => console.error('The demo backend did not start.', error));
  }
  return started;
}

/**
 * Starts the backend once the first screen's downloads are over and the page is idle: its chunk (msw
 * and the seeded data, about 300 KiB gzip) then does not share the network with the first screen's
 * code, fonts or tiles. An API call before that starts it at once.
 */
export function startWhenIdle(): void {
  afterFirstScreenDownloads(() => {
    startDemoBackendOnce().catch(() => undefined);
  });
}

/**
 * A `fetch` that starts the demo backend if needed and waits for it, so the screens render at once
 * while only API calls wait for the mock. A backend that failed to start fails each call (the screens
 * show their errors) instead of leaving a blank page.
 */
export const fetchWhenReady: typeof fetch = async (input, init) => {
  await startDemoBackendOnce();
  return globalThis.fetch(input, init);
};
