import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Route } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../test/browser';
import { signInThroughForm } from '../e2e/browser';

// The production build as an agent's phone installs it: our service worker (vite.config.ts), the web
// app manifest, and the start-up clean-up of other workers. Each test runs in its own Chromium profile
// (a persistent context: Chromium never offers to install from an incognito one, which is what a
// plain `browser.newContext()` is).

const appUrl = inject('realAppUrl');
const apiUrl = inject('realApiUrl');
const TIMEOUT_MS = 15_000;

let opened: { context: BrowserContext; profile: string } | undefined;

afterEach(async () => {
  await opened?.context.close();
  if (opened) rmSync(opened.profile, { recursive: true, force: true });
  opened = undefined;
});

/** A phone with a fresh Chromium profile; every request of the context (pages and workers) is kept. */
async function phone(): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'prospect-installable-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  opened = { context, profile };
  context.setDefaultTimeout(TIMEOUT_MS);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, requests };
}

/** Waits until our worker is active and controls the page (it claims the page of a first visit). */
async function controlledByOurWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
}

function registeredWorkers(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((registration) => {
      const worker = registration.active ?? registration.waiting ?? registration.installing;
      return `${new URL(registration.scope).pathname} ${worker ? new URL(worker.scriptURL).pathname : '?'}`;
    }),
  );
}

/** Every address held in Cache Storage, by cache. */
function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      byCache[name] = (await cache.keys()).map((request) => request.url);
    }
    return byCache;
  });
}

/** The headers of the shell (index.html) our worker keeps in its precache, if it keeps one. */
function keptShellHeaders(page: Page): Promise<Record<string, string> | null> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      const [key] = await cache.keys('/index.html', { ignoreSearch: true });
      const kept = key && (await cache.match(key));
      if (kept) return Object.fromEntries(kept.headers);
    }
    return null;
  });
}

/** A first visit, signed out, until our worker controls the page. */
async function installed(): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await phone();
  await page.goto('/auth');
  await controlledByOurWorker(page);
  return { context, page };
}

/** The app ran: a signed-out visitor of any route lands on the sign-in form. */
async function showsTheApp(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Connexion' }).waitFor();
}

describe('pages from the network first, the kept shell when it fails', () => {
  it('serves the network’s page, and keeps this build’s, with its headers, for offline starts', async () => {
    const { context, page } = await installed();
    // The deployment now sends a policy (or any header) the precached copy was not served with.
    const policy = "frame-ancestors 'none'";
    await context.route('**/zones', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': policy },
      });
    });
    const online = await page.goto('/zones');
    expect(online?.fromServiceWorker()).toBe(true);
    expect(online?.headers()['content-security-policy']).toBe(policy);
    await showsTheApp(page);
    await expect.poll(async () => (await keptShellHeaders(page))?.['content-security-policy']).toBe(policy);

    await context.unroute('**/zones');
    await context.setOffline(true);
    const offline = await page.goto('/calendrier');
    expect(offline?.fromServiceWorker()).toBe(true);
    expect(offline?.headers()['content-security-policy']).toBe(policy);
    await showsTheApp(page);
  });

  it('keeps its own shell when the network brings another build’s page', async () => {
    const { context, page } = await installed();
    const before = await keptShellHeaders(page);
    expect(before).not.toBeNull();
    // A new deployment: its page names scripts this worker never precached.
    await context.route('**/zones', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'x-build': 'suivante' },
        body: '<!doctype html><title>Prospect</title><h1>Nouvelle version</h1>',
      }),
    );
    await page.goto('/zones');
    await page.getByRole('heading', { name: 'Nouvelle version' }).waitFor();

    await context.unroute('**/zones');
    await context.setOffline(true);
    const offline = await page.goto('/zones');
    await showsTheApp(page);
    expect(offline?.headers()['x-build']).toBeUndefined();
    expect(await keptShellHeaders(page)).toEqual(before);
  });

  it('starts from its shell when the network hangs, or answers a server error', async () => {
    const { context, page } = await installed();
    // A dead zone: the request leaves, no answer comes back.
    const hung: Route[] = [];
    await context.route('**/zones', (route) => {
      hung.push(route);
    });
    await context.route('**/favoris', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    try {
      const stalled = await page.goto('/zones');
      expect(stalled?.fromServiceWorker()).toBe(true);
      await showsTheApp(page);
      expect(hung).toHaveLength(1);

      const failing = await page.goto('/favoris');
      expect(failing?.status()).toBe(200);
      await showsTheApp(page);
    } finally {
      for (const route of hung) await route.abort().catch(() => undefined);
    }
  });
});

describe('the production build installs and opens offline after one visit', () => {
  it('meets Chromium’s install criteria, with the French manifest and its icons', async () => {
    const { context, page } = await phone();
    await page.goto('/auth');
    await controlledByOurWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors, data } = await cdp.send('Page.getAppManifest');
    expect(url).toBe(`${appUrl}/manifest.webmanifest`);
    expect(errors).toEqual([]);
    const manifest = JSON.parse(data ?? '{}') as {
      name: string;
      lang: string;
      display: string;
      start_url: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Prospect', lang: 'fr', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...manifest.icons.map((i) => i.src), 'apple-touch-icon.png']) {
      const answer = await page.request.get(`/${icon}`);
      expect(answer.headers()['content-type'], icon).toBe('image/png');
    }
    expect(await page.locator('link[rel="apple-touch-icon"]').count()).toBe(1);
  });

  it('after one signed-in visit, opens another route with the network off', async () => {
    const { context, page } = await phone();
    await signInThroughForm(page, 'agent@prospect.demo', 'Bonjour, Camille !');
    await controlledByOurWorker(page);
    // The worker installs after the first screen: from the next one on, tiles go through it and stay.
    await page.reload();
    await page.getByRole('region', { name: 'Carte' }).locator('.leaflet-tile-loaded').first().waitFor();
    await expect
      .poll(async () => (await cachedAddresses(page))['prospect-map-tiles']?.length ?? 0)
      .toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/zones');
    expect(new URL(page.url()).pathname).toBe('/zones');
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Navigation principale' }).waitFor();

    // No API answer is kept by the worker: the app keeps its own data cache.
    const cached = Object.values(await cachedAddresses(page)).flat();
    expect(cached.filter((address) => address.startsWith(apiUrl) && !address.includes('/tiles/'))).toEqual(
      [],
    );
    expect(cached.filter((address) => new URL(address).pathname.startsWith('/api/'))).toEqual([]);
  });

  it('still sends /api/ addresses opened in the tab to the network', async () => {
    const { page } = await phone();
    await page.goto('/auth');
    await controlledByOurWorker(page);
    // vite preview answers unknown paths with index.html itself: tell the worker's answer from the
    // server's by routing the address, which only a request that reaches the network meets.
    await page.route('**/api/health/', (route) => route.fulfill({ contentType: 'text/plain', body: 'API' }));
    await page.goto('/api/health/');
    expect(await page.locator('body').textContent()).toBe('API');
  });

  it('unregisters stale foreign workers at start-up and keeps its own', async () => {
    const { context, page } = await phone();
    // A worker the demo build left at the root, and another build's worker on a narrower scope,
    // registered from a page served here before the app ever ran on this profile.
    const foreignWorker = "self.addEventListener('install', () => self.skipWaiting());";
    await context.route('**/mockServiceWorker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: foreignWorker }),
    );
    await context.route('**/legacy/worker.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: foreignWorker }),
    );
    await context.route('**/stale-workers.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Anciens workers</title>' }),
    );
    await page.goto('/stale-workers.html');
    await page.evaluate(async () => {
      const root = await navigator.serviceWorker.register('/mockServiceWorker.js', { scope: '/' });
      const legacy = await navigator.serviceWorker.register('/legacy/worker.js', { scope: '/legacy/' });
      const activated = (registration: ServiceWorkerRegistration) =>
        new Promise<void>((resolve) => {
          const check = () =>
            registration.active?.state === 'activated' ? resolve() : setTimeout(check, 50);
          check();
        });
      await Promise.all([activated(root), activated(legacy)]);
    });
    expect((await registeredWorkers(page)).sort()).toEqual([
      '/ /mockServiceWorker.js',
      '/legacy/ /legacy/worker.js',
    ]);

    // Which workers the page unregisters, recorded from before the app's code runs.
    await context.addInitScript(() => {
      const unregistered: string[] = [];
      Object.assign(window, { __unregistered: unregistered });
      const unregister = ServiceWorkerRegistration.prototype.unregister;
      ServiceWorkerRegistration.prototype.unregister = function (this: ServiceWorkerRegistration) {
        const worker = this.active ?? this.waiting ?? this.installing;
        unregistered.push(worker ? new URL(worker.scriptURL).pathname : '?');
        return unregister.call(this);
      };
    });
    const unregisteredByThePage = () =>
      page.evaluate(() => [...(window as unknown as { __unregistered: string[] }).__unregistered].sort());

    await page.goto('/auth');
    // The clean-up runs before the first render.
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await unregisteredByThePage()).toEqual(['/legacy/worker.js', '/mockServiceWorker.js']);
    await controlledByOurWorker(page);
    await expect.poll(() => registeredWorkers(page)).toEqual(['/ /sw.js']);

    // The next start-up, served by our worker, leaves it alone.
    await page.reload();
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    expect(await unregisteredByThePage()).toEqual([]);
    await controlledByOurWorker(page);
    expect(await registeredWorkers(page)).toEqual(['/ /sw.js']);
  });

  it('never precaches nor fetches source maps', async () => {
    const { page, requests } = await phone();
    await page.goto('/auth');
    await controlledByOurWorker(page);
    const precache = Object.entries(await cachedAddresses(page))
      .filter(([name]) => name.startsWith('workbox-precache'))
      .flatMap(([, addresses]) => addresses.map((address) => new URL(address).pathname));
    // The shell is there: index.html, the code and styles it names, fonts, icons and the manifest.
    const named = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
          'script[src], link[rel="stylesheet"], link[rel="modulepreload"]',
        ),
      ].map((element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname),
    );
    expect(named.some((address) => address.endsWith('.js'))).toBe(true);
    expect(named.some((address) => address.endsWith('.css'))).toBe(true);
    for (const address of named) expect(precache, address).toContain(address);
    for (const expected of [
      /^\/index\.html$/,
      /\.woff2$/,
      /^\/icon-512\.png$/,
      /^\/manifest\.webmanifest$/,
    ]) {
      expect(
        precache.some((address) => expected.test(address)),
        String(expected),
      ).toBe(true);
    }
    expect(precache.filter((address) => address.endsWith('.map'))).toEqual([]);
    expect(requests.filter((address) => new URL(address).pathname.endsWith('.map'))).toEqual([]);
    // Nor does any precached answer point to one by header.
    const mapHeaders = await page.evaluate(async () => {
      const found: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const answer = await cache.match(request);
          if (answer?.headers.has('sourcemap') || answer?.headers.has('x-sourcemap')) found.push(request.url);
        }
      }
      return found;
    });
    expect(mapHeaders).toEqual([]);
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).not.toMatch(/\.(js|css)\.map|sourceMappingURL/);
  });
});
