import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, patiently, shows, signIn, test } from './support';

// The demo's backend is msw's worker at scope '/': the demo registers no worker of its own and is not
// installable. A production worker left on the same origin retires itself (demo-public/sw.js).

/** The retiring worker's install and activation, and the demo's reload, together. */
const RETIRE_TIMEOUT_MS = 30_000;

function registeredWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      return `${new URL(registration.scope).pathname} ${worker ? new URL(worker.scriptURL).pathname : '?'}`;
    }),
  );
}

/**
 * Stands in for the production app's worker: it claims the page and answers every navigation with
 * the shell it precached, as ours does, here an old page the demo's code never reaches.
 */
const productionWorker = `
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(new Response('<!doctype html><h1>Ancienne version</h1>', {
    headers: { 'content-type': 'text/html' },
  }));
});`;

describe.concurrent('service workers in the demo build', () => {
  test('registers only msw’s worker, offers no install, and signs in', async ({ phone, expect }) => {
    const page = await phone.visit('/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    await expect.poll(() => registeredWorkers(page), patiently).toEqual(['/ /mockServiceWorker.js']);
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
    await signIn(page, accounts.agent);
    expect(await registeredWorkers(page)).toEqual(['/ /mockServiceWorker.js']);
  });

  test('retires a production worker left on the same origin, then runs the demo', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    // The form shows before the demo's backend has started: once it has, no demo code registers or
    // unregisters a worker behind the test's back.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), patiently)
      .toMatch(/\/mockServiceWorker\.js$/);
    // The production app was served here before: its worker took over the root scope.
    await phone.context.route('**/sw.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: productionWorker }),
    );
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      await navigator.serviceWorker.register('/sw.js', { scope: '/' });
      await new Promise<void>((resolve) => {
        const check = () =>
          navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js')
            ? resolve()
            : setTimeout(check, 50);
        check();
      });
    });
    // Now the server has the demo: its sw.js is the retiring one.
    await phone.context.unroute('**/sw.js');

    const stale = await page.goto('/auth');
    expect(stale?.fromServiceWorker()).toBe(true);
    expect(await stale?.text()).toContain('Ancienne version');
    // A browser checks a controlling worker's script after a navigation, but on its own schedule:
    // about 4 s on a quiet machine, past 40 s in a loaded CI run. The test asks for that same check at
    // once (what it checks is our retiring worker, not Chromium's timer): the browser installs the
    // retiring version, which unregisters itself and reloads the page from the network. The call is
    // not awaited in the page, whose reload ends the evaluation.
    await page.evaluate(() => {
      void navigator.serviceWorker
        .getRegistration('/')
        .then((registration) => registration?.update().catch(() => undefined));
    });
    await page
      .getByRole('heading', { name: 'Connexion' })
      .waitFor({ state: 'visible', timeout: RETIRE_TIMEOUT_MS });
    await expect.poll(() => registeredWorkers(page), patiently).toEqual(['/ /mockServiceWorker.js']);
    await signIn(page, accounts.agent);
  });
});
