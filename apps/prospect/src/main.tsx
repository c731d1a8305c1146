import {
  createApiClient,
  createOutbox,
  indexedDbQueueStore,
  openSavedAnswersCache,
  sessionOwner,
} from '@prospect/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { APP_WORKER_SCRIPT, registerAppWorkerWhenIdle } from './shell/register-app-worker';
import { reportWebVitalsLazily } from './shell/report-web-vitals';
import { unregisterForeignServiceWorkers } from './shell/unregister-foreign-workers';

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

async function start() {
  // Fetched at once, beside the worker clean-up and the demo's start; awaited before the first request.
  const configLoading = loadAppConfig();
  // Written inline (not through config.ts) so production builds drop the branch and the mock with it.
  if (import.meta.env.VITE_DEMO === 'true') {
    await unregisterForeignServiceWorkers(DEMO_WORKER);
    // Loaded only in the demo build, and before the first request, so no call escapes the mock.
    const { resetDemoData, startDemoBackend } = await import('@prospect/mock-server/browser');
    await startDemoBackend();
    // `?reset-demo` puts the demo agency back as first seeded (for the next sales demo).
    const url = new URL(window.location.href);
    if (url.searchParams.has('reset-demo')) {
      window.localStorage.clear();
      await forgetDeviceData();
      await resetDemoData();
      url.searchParams.delete('reset-demo');
      window.history.replaceState(null, '', url);
    }
  } else {
    await unregisterForeignServiceWorkers(APP_WORKER_SCRIPT);
    // Waits for the page's load and an idle moment: the first render is not delayed.
    registerAppWorkerWhenIdle();
  }
  const config = await configLoading;
  const client = createApiClient({ baseUrl: config.apiBaseUrl, storage: window.localStorage });
  // Field writes wait on the device until the server has them; the answers last seen show offline.
  const outbox = createOutbox({ client, store: indexedDbQueueStore() });
  const savedAnswers = await openSavedAnswersCache({ owner: sessionOwner(client) });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App config={config} client={client} outbox={outbox} savedAnswers={savedAnswers} />
    </StrictMode>,
  );
  reportWebVitalsLazily((metric) => {
    if (import.meta.env.DEV) console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value)}`);
  });
}

void start();
