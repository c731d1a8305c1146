import { createApiClient, hasAccessToken, holdSideReads } from '@prospect/api-client';
import { afterFirstScreenDownloads } from '@prospect/scheduling';
import { warmTiles } from '@prospect/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { buildTimeConfig, loadAppConfig } from './config';
import { prefetchRouteReads, preloadRoute, prepareRoute } from './routes/router';
import { APP_WORKER_SCRIPT } from './shell/app-worker-script';
import { clientAtStart } from './shell/client-at-start';
import { rememberedFirstViewTiles } from './shell/first-view-tiles/stored';
import { reportRecoveredRenderError } from './shell/report-recovered-render-error';
import { reportWebVitalsLazily } from './shell/report-web-vitals';
import { unregisterForeignServiceWorkers } from './shell/unregister-foreign-workers';

/** Longest wait for the first screen's code before rendering its loading text instead. */
const FIRST_SCREEN_WAIT_MS = 1_000;

/** Resolves once the browser has painted what is rendered by now. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * A signed-in agent's map page asks for the tiles it showed last time before anything else: they
 * download beside the screen's code and reads, not after them (the demo's too: its host serves them).
 */
function warmLastFirstView() {
  const storage = window.localStorage;
  if (!hasAccessToken(storage)) return;
  warmTiles(rememberedFirstViewTiles(storage, window.location.pathname, window.location.origin));
}

async function start() {
  warmLastFirstView();
  // What the first screen shows beside its content (a street's door count) shows as kept on the
  // device and is asked for again once the screen's downloads are over (api-client first-screen/).
  afterFirstScreenDownloads(holdSideReads());
  // Fetched at once, beside the worker clean-up and the demo's start; awaited before the first render.
  const configLoading = loadAppConfig();
  let demoFetch: typeof fetch | undefined;
  let afterFirstScreen: (() => void) | undefined;
  // Written inline (not through config.ts) so production builds drop the branch and the mock with it.
  if (import.meta.env.VITE_DEMO === 'true') {
    // Not awaited: the first screen renders without the demo's code.
    const demo = import('./demo/start-demo-backend');
    // A reset must land before the app reads the session and the device's data. Otherwise the first
    // screen renders at once, the mock starts once that screen has painted and the page is idle (its
    // chunk would otherwise share the network with the screen's), and only API calls wait for it.
    if (new URLSearchParams(window.location.search).has('reset-demo')) {
      await demo.then((backend) => backend.startDemoBackendOnce()).catch(() => {});
    } else {
      afterFirstScreen = () =>
        demo.then((backend) => backend.startWhenIdle()).catch((error: unknown) => console.error(error));
    }
    demoFetch = async (input, init) => (await demo).fetchWhenReady(input, init);
  }
  // The first screen's data is asked for before the configuration's answer, and before its code:
  // announcing that code's chunks to the browser takes a few tens of milliseconds on a phone.
  const starting = clientAtStart({
    builtInApiBaseUrl: buildTimeConfig().apiBaseUrl,
    config: configLoading,
    createClient: (apiBaseUrl) =>
      createApiClient({ baseUrl: apiBaseUrl, storage: window.localStorage, fetch: demoFetch }),
    prefetchFirstReads: (client) => prefetchRouteReads(window.location.pathname, client),
  });
  // The page's screen: its chunks are on their way already (index.html's first-screen script); their
  // modules are taken up in the next task, so the reads' requests and this stay two short tasks.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const firstScreenLoaded = preloadRoute(window.location.pathname);
  if (import.meta.env.VITE_DEMO !== 'true') {
    await unregisterForeignServiceWorkers(APP_WORKER_SCRIPT);
    // Waits for the first screen's downloads and an idle moment: neither the render nor the map waits.
    // Its code (and the scheduling it waits with) comes after the first screen's, out of /auth's weight.
    void firstScreenLoaded
      .then(() => import('./shell/register-app-worker'))
      .then(({ registerAppWorkerWhenIdle }) => registerAppWorkerWhenIdle())
      .catch((error: unknown) => console.warn('[app-worker] registration failed', error));
  }
  const { config, client } = await starting;
  // What the screen reads as it renders (the signed-in screens' device stores) is opened meanwhile.
  const firstScreenReady = Promise.all([firstScreenLoaded, prepareRoute(window.location.pathname, client)]);
  // The first screen renders once its code is in, rather than suspend: React holds a screen back for
  // 300 ms after a loading fallback has shown (its Suspense reveal throttle), which delayed the login
  // form's paint by that much. Downloads began beside the configuration; a slow one gets the loading
  // text after FIRST_SCREEN_WAIT_MS rather than a blank page, a failed one is the route's to show
  // (routes/lazy-route.tsx tries it again and shows the error page).
  await Promise.race([firstScreenReady, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const root = createRoot(container, { onRecoverableError: reportRecoveredRenderError });
  // Rendered in slices that yield to the browser: in one piece, a map page's first render was one
  // long task, which a phone spends not answering taps.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App config={config} client={client} />
      </StrictMode>,
    ),
  );
  if (afterFirstScreen) void firstScreenLoaded.then(nextPaint).then(afterFirstScreen);
  // The console is where these go: a production page, with nowhere to send them, does not fetch the library.
  if (import.meta.env.DEV) {
    reportWebVitalsLazily((metric) =>
      console.info(`[web-vitals] ${metric.name}: ${Math.round(metric.value)}`),
    );
  }
}

// In a task of its own: the modules' evaluation is one long task on a phone already, and what the
// start does first (the first reads, the configuration, the tiles) then follows in a short one.
setTimeout(() => void start(), 0);
