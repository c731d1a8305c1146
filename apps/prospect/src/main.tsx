import { createApiClient } from '@prospect/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl } from './config';
import { reportWebVitalsLazily } from './shell/report-web-vitals';
import { unregisterForeignServiceWorkers } from './shell/unregister-foreign-workers';

const DEMO_WORKER = 'mockServiceWorker.js';

async function start() {
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
      await resetDemoData();
      url.searchParams.delete('reset-demo');
      window.history.replaceState(null, '', url);
    }
  } else {
    await unregisterForeignServiceWorkers(null);
  }
  const client = createApiClient({ baseUrl: apiBaseUrl, storage: window.localStorage });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
  reportWebVitalsLazily((metric) => {
    if (import.meta.env.DEV) console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value)}`);
  });
}

void start();
