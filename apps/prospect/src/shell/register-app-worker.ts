import { afterFirstScreenDownloads } from '@prospect/scheduling';
import { APP_WORKER_SCRIPT } from './app-worker-script';

const isOurs = (worker: ServiceWorker) =>
  new URL(worker.scriptURL).pathname === `${import.meta.env.BASE_URL}${APP_WORKER_SCRIPT}`;

/**
 * Chromium revives a registration that the start-up clean-up has just unregistered (it still controls
 * this page) when we register at its scope: our worker would then wait behind the foreign one until
 * every tab closed, and the clean-up of the next start-up would drop it again. Taking over at once is
 * safe here: this page runs the very build our worker precaches. Our own updates still wait.
 */
function replaceForeignWorker(registration: ServiceWorkerRegistration): void {
  if (!registration.active || isOurs(registration.active)) return;
  const skipWaitingOnceInstalled = (worker: ServiceWorker | null) => {
    if (!worker || !isOurs(worker)) return;
    if (worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
    else
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') worker.postMessage({ type: 'SKIP_WAITING' });
      });
  };
  skipWaitingOnceInstalled(registration.waiting ?? registration.installing);
}

/**
 * Registers our worker once the first screen has downloaded what it needs and the main thread is idle,
 * so neither the registration nor the precache downloads it starts compete with the first screen.
 *
 * Plain `navigator.serviceWorker.register` rather than `virtual:pwa-register`: we never prompt and
 * never reload, so workbox-window (an extra chunk) would bring nothing. A new version installs in
 * the background, waits, and takes over on the next visit once every Prospect window is closed.
 * Production builds only: the dev server emits no worker, and the demo's backend is msw's worker.
 */
export function registerAppWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}${APP_WORKER_SCRIPT}`, { scope: import.meta.env.BASE_URL })
      .then(replaceForeignWorker)
      .catch((error: unknown) => console.warn('[app-worker] registration failed', error));
  };
  afterFirstScreenDownloads(register);
}
