import { createApiClient } from '@prospect/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadAppConfig } from './config';
import { preloadRoute } from './routes/router';
import { APP_WORKER_SCRIPT, registerAppWorkerWhenIdle } from './shell/register-app-worker';
import { reportWebVitalsLazily } from './shell/report-web-vitals';
import { unregisterForeignServiceWorkers } from './shell/unregister-foreign-workers';

async function start() {
  // Fetched at once, beside the worker clean-up and the demo's start; awaited before the first render.
  const configLoading = loadAppConfig();
  // The page's screen (its lazy chunks) starts downloading now, beside the configuration.
  preloadRoute(window.location.pathname);
  let demoFetch: typeof fetch | undefined;
  // Written inline (not through config.ts) so production builds drop the branch and the mock with it.
  if (import.meta.env.VITE_DEMO === 'true') {
    const demo = await import('./demo/start-demo-backend');
    const backend = demo.startDemoBackend();
    backend.catch((error: unknown) => console.error('The demo backend did not start.', error));
    // A reset must land before the app reads the session and the device's data. Otherwise the first
    // screen renders while the mock starts, and only API calls wait for it.
    if (new URLSearchParams(window.location.search).has('reset-demo')) await backend.catch(() => {});
    demoFetch = demo.fetchWhenReady(backend);
  } else {
    await unregisterForeignServiceWorkers(APP_WORKER_SCRIPT);
    // Waits for the page's load and an idle moment: the first render is not delayed.
    registerAppWorkerWhenIdle();
  }
  const config = await configLoading;
  const client = createApiClient({
    baseUrl: config.apiBaseUrl,
    storage: window.localStorage,
    fetch: demoFetch,
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App config={config} client={client} />
    </StrictMode>,
  );
  reportWebVitalsLazily((metric) => {
    if (import.meta.env.DEV) console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value)}`);
  });
}

void start();
