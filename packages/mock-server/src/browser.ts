import { setupWorker } from 'msw/browser';
import { configure } from './config';
import { handlers } from './handlers';
import { seed } from './seed';

/** Starts the demo backend in the page: seeds the agency, then serves the contract from a service worker. */
export async function startDemoBackend(options: { serviceWorkerUrl?: string; latencyMs?: number } = {}) {
  configure({ latencyMs: options.latencyMs ?? 250 });
  await seed();
  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  return worker;
}
