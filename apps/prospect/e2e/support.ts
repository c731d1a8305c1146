import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { test as baseTest, expect, inject } from 'vitest';
import { RECOVERED_RENDER_WARNING } from '../src/shell/report-recovered-render-error';
import { launchChromium } from './browser';

/** The served demo build (see global-setup.ts). */
export const appUrl = inject('appUrl');

export const DEMO_PASSWORD = 'prospect2026';

/** The seeded demo accounts (root README). */
export const accounts = {
  agent: 'agent@prospect.demo',
  admin: 'admin@prospect.demo',
  superAdmin: 'superadmin@prospect.demo',
} as const;

/**
 * Every journey starts on Sunday 22 November 2026 at 09:30 in Paris, as the stories do, so the seed's
 * dates (this month's events, this year's stats) are the same whatever day the suite runs. The clock
 * then flows normally: timers, latency and token lifetimes behave as in real use.
 */
export const journeyStart = new Date('2026-11-22T09:30:00+01:00');

/** Long enough for a cold chunk on a busy two-core machine, short enough to fail with a useful trace. */
const ACTION_TIMEOUT_MS = 15_000;

/**
 * How many journeys of a file run at once (`describe.concurrent`). They mostly wait (on Chromium, on
 * the demo's service worker), so a few overlap well on two cores; more would only fight for them.
 */
const CONCURRENT_JOURNEYS = Number(process.env.E2E_CONCURRENCY ?? 3);

/** Options for `expect.poll`: its 1 s default is too short for a save and a refetch on a busy machine. */
export const patiently = { timeout: ACTION_TIMEOUT_MS, interval: 100 } as const;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Uncaught page errors that do not fail a journey, each a known bug of another package (listed in
 * README.md here). Keep this list short and remove an entry as soon as its fix lands.
 */
const knownPageErrors: readonly RegExp[] = [
  // msw 2.15: on start with its worker already registered, getWorkerInstance calls
  // `registration.update()` and drops the promise; when the page is left while that update runs, the
  // rejection is uncaught. The registered worker keeps answering; only this update check fails.
  /^Failed to update a ServiceWorker for scope \('[^']+'\) with script \('[^']+\/mockServiceWorker\.js'\): Not found\s*$/,
];

export interface Phone {
  /** This test's context: fresh localStorage, so fresh demo data (the mock persists its db there). */
  readonly context: BrowserContext;
  readonly page: Page;
  /**
   * Opens `path` in a new context, signed out, with the demo data as first seeded (restored from a
   * copy made once per file: seeding in every context would cost each test a second). `prepare` runs
   * on the new context before the first navigation (to route its requests).
   */
  visit(path: string, prepare?: (context: BrowserContext) => Promise<unknown>): Promise<Page>;
  /**
   * Opens `path` in a new context already signed in as `email`, with the demo data as first seeded
   * (plus that session). The sign-in itself goes through the login form once per account and file;
   * later tests start from a copy of that storage, as Playwright's "reuse the signed-in state" does.
   */
  signedIn(email?: string, path?: string): Promise<Page>;
}

/** A counting semaphore: at most `size` holders at once, the others wait in line. */
function slots(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async take(): Promise<() => void> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      return () => {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      };
    },
  };
}

interface FileResources {
  browser: Browser;
  seeded: () => Promise<StorageState>;
  signedInStates: Map<string, Promise<StorageState>>;
  slots: ReturnType<typeof slots>;
}

async function newPhoneContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    ...(storageState ? { storageState } : {}),
  });
  await context.clock.install({ time: journeyStart });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

/** The demo db as first seeded, from a throwaway context: later contexts restore it instead of seeding. */
async function seededState(browser: Browser): Promise<StorageState> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await page.goto('/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    // (Polled in the page: vitest's expect.poll needs a test, and fixtures run outside one.)
    await page.waitForFunction(() => localStorage.getItem('prospect-demo-db') !== null);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Signs in through the login form in a throwaway context and keeps its storage (session and demo db). */
async function signedInState(browser: Browser, email: string): Promise<StorageState> {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, email);
    // The demo backend saves its db (with the new session) shortly after each write.
    await page.waitForFunction(() => {
      const token = localStorage.getItem('access_token');
      return token !== null && (localStorage.getItem('prospect-demo-db') ?? '').includes(token);
    });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * The journeys' `test`: one Chromium per test file, and for each test a `phone` opening one fresh
 * phone-sized French context (390 × 844, fr-FR, Europe/Paris, clock at `journeyStart`) through `visit`
 * or `signedIn`, closed after the test. Uncaught page errors fail the test. Files wrap their tests
 * in `describe.concurrent`; at most CONCURRENT_JOURNEYS contexts of a file are open at once.
 */
export const test = baseTest.extend<{ files: FileResources; phone: Phone }>({
  files: [
    // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const browser = await launchChromium();
      let seeded: Promise<StorageState> | undefined;
      await use({
        browser,
        seeded: () => {
          seeded ??= seededState(browser);
          return seeded;
        },
        signedInStates: new Map(),
        slots: slots(CONCURRENT_JOURNEYS),
      });
      await browser.close();
    },
    { scope: 'file' },
  ],
  phone: async ({ files }, use) => {
    const release = await files.slots.take();
    // A holder, not a `let`: it is set inside the callbacks below.
    const opened: { current: { context: BrowserContext; page: Page; errors: Error[] } | null } = {
      current: null,
    };
    async function open(
      path: string,
      storageState?: StorageState,
      prepare?: (context: BrowserContext) => Promise<unknown>,
    ): Promise<Page> {
      if (opened.current) throw new Error('one context per test: this test already opened one');
      const context = await newPhoneContext(files.browser, storageState);
      await prepare?.(context);
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      // With the clock installed, an exception thrown in a timer callback is logged by the clock
      // instead of reaching `pageerror`: count those too.
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('ClockController.'))
          errors.push(new Error(message.text()));
        // React recovered and the page went on (shell/report-recovered-render-error.ts): not a failure
        // of the journey, but the run's log keeps what was thrown, for the next one to look into.
        if (message.type() === 'warning' && message.text().startsWith(RECOVERED_RENDER_WARNING))
          process.stderr.write(`${message.text()}\n`);
      });
      opened.current = { context, page, errors };
      await page.goto(path);
      return page;
    }
    const current = () => {
      if (!opened.current) throw new Error('call phone.visit() or phone.signedIn() first');
      return opened.current;
    };

    try {
      await use({
        get context() {
          return current().context;
        },
        get page() {
          return current().page;
        },
        visit: async (path, prepare) => open(path, await files.seeded(), prepare),
        async signedIn(email = accounts.agent, path = '/dashboard') {
          let state = files.signedInStates.get(email);
          if (!state) {
            state = signedInState(files.browser, email);
            files.signedInStates.set(email, state);
          }
          return open(path, await state);
        },
      });
    } finally {
      await opened.current?.context.close();
      release();
    }
    const errors = (opened.current?.errors ?? [])
      .map((error) => error.message)
      .filter((message) => !knownPageErrors.some((known) => known.test(message)));
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

/** Waits until the page shows `pathname` (query and hash ignored). */
export async function expectPath(page: Page, pathname: string | RegExp): Promise<void> {
  await page.waitForURL((url) =>
    typeof pathname === 'string' ? url.pathname === pathname : pathname.test(url.pathname),
  );
}

/** Waits until the locator is visible: the assertion is the wait. */
export async function shows(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/**
 * Waits until the locator is gone (detached or hidden). Mind open dialogs: they hide the page behind
 * them from the accessibility tree, so wait for a dialog to close before asserting something left.
 */
export async function hides(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden' });
}

/** Signs in through the login form and waits for the dashboard's greeting. */
export async function signIn(page: Page, email: string = accounts.agent): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expectPath(page, '/dashboard');
  await shows(page.getByRole('heading', { level: 1, name: /^Bonjour, / }));
}

/** The bottom navigation's entries, by their French names. */
export function bottomNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Navigation principale' });
}

/** The dashboard's yearly stats block. */
export function statsBlock(page: Page): Locator {
  return page.getByRole('region', { name: "Mes statistiques de l'année" });
}

/** A figure of the stats block by its label ('Rues terminées', 'Contacts'…), e.g. '300 / 515'. */
export async function statValue(page: Page, label: string): Promise<string> {
  const term = statsBlock(page).getByRole('term').filter({ hasText: label });
  const value = term.locator('xpath=following-sibling::dd[1]');
  await shows(value);
  return (await value.textContent())?.trim() ?? '';
}

/** What the app keeps in localStorage, without the mock's own database. */
export function storedSession(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.entries(localStorage).filter(([key]) => key !== 'prospect-demo-db')),
  );
}

/**
 * Makes the page's API calls whose path matches `pathPattern` fail as they do without a network:
 * `fetch` rejects with a TypeError. Returns a function putting the network back.
 *
 * Why not `context.setOffline(true)` or `page.route()`: the demo backend is msw, whose service worker
 * answers API calls with responses built inside the page, so they never reach the network layer that
 * Playwright controls: offline changes nothing and routes never see them (tried on this build; only
 * what the worker passes through, such as the screens' code chunks, can be routed). The app's HTTP
 * client reads `globalThis.fetch` on every call, so replacing it in the page is the closest
 * reproduction of a dropped connection. A reload undoes it.
 */
export async function cutNetwork(page: Page, pathPattern: RegExp): Promise<() => Promise<void>> {
  await page.evaluate(
    ({ source, flags }) => {
      const pattern = new RegExp(source, flags);
      const realFetch = window.fetch;
      const cut: typeof fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input), location.href);
        if (pattern.test(url.pathname)) return Promise.reject(new TypeError('Failed to fetch'));
        return realFetch(input, init);
      };
      Object.assign(window, { fetch: cut, __e2eRealFetch: realFetch });
    },
    { source: pathPattern.source, flags: pathPattern.flags },
  );
  return async () => {
    await page.evaluate(() => {
      const saved = (window as unknown as { __e2eRealFetch?: typeof fetch }).__e2eRealFetch;
      if (saved) window.fetch = saved;
    });
  };
}

/** A classic stored-XSS probe: executed, it sets `window.__xss`. */
export const xssPayload = '<img src=x onerror="window.__xss=1">';

/** True once the probe ran, or if any `<img src="x">` made it into the document. */
export function xssFired(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { __xss?: number }).__xss === 1 ||
      document.querySelector('img[src="x"]') !== null,
  );
}

/** The map's region ('Carte') once its first tile is drawn, so clicks land on a live map. */
export async function readyMap(scope: Page | Locator): Promise<Locator> {
  const map = scope.getByRole('region', { name: 'Carte' });
  await shows(map.locator('.leaflet-tile-loaded').first());
  return map;
}
