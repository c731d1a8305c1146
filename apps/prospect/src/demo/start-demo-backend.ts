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
export async function startDemoBackend(): Promise<void> {
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

/**
 * A `fetch` that waits for the demo backend before its first request, so the screens render at once
 * while only API calls wait for the mock. A backend that failed to start fails each call (the screens
 * show their errors) instead of leaving a blank page.
 */
export function fetchWhenReady(ready: Promise<unknown>): typeof fetch {
  return async (input, init) => {
    await ready;
    return globalThis.fetch(input, init);
  };
}
