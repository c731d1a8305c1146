import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { launchChromium } from './browser';

/** The served demo build (see global-setup.ts). */
export const appUrl = inject('appUrl');

export const DEMO_PASSWORD = 'prospect2026';

/** The seeded demo accounts (root README). */
export const accounts = {
  agent: 'agent@prospect.demo',
  agent2: 'agent2@prospect.demo',
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

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Phone {
  /** The current test's context: fresh localStorage, so fresh demo data (the mock persists its db there). */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Opens `path` in a new context, signed out, with the demo data as first seeded. */
  visit(path: string): Promise<Page>;
  /**
   * Opens `path` in a new context already signed in as `email`, with the demo data as first seeded
   * (plus that session). The sign-in itself goes through the login form once per account and file;
   * later tests start from a copy of that storage, as Playwright's "reuse the signed-in state" does.
   */
  signedIn(email?: string, path?: string): Promise<Page>;
}

/**
 * One Chromium per test file; each test opens one phone-sized French context (390 × 844, fr-FR,
 * Europe/Paris, clock at `journeyStart`) through `visit` or `signedIn`, closed after the test. Uncaught
 * page errors fail the test. Call at the top of a test file: `const phone = usePhone();`.
 */
export function usePhone(): Phone {
  let browser: Browser;
  let current: { context: BrowserContext; page: Page; errors: Error[] } | null = null;
  const signedInStates = new Map<string, Promise<StorageState>>();

  async function newContext(storageState?: StorageState): Promise<BrowserContext> {
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

  async function open(path: string, storageState?: StorageState): Promise<Page> {
    if (current) throw new Error('one context per test: this test already opened one');
    const context = await newContext(storageState);
    const page = await context.newPage();
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    current = { context, page, errors };
    await page.goto(path);
    return page;
  }

  async function signInOnce(email: string): Promise<StorageState> {
    const context = await newContext();
    try {
      const page = await context.newPage();
      await signIn(page, email);
      // The demo backend saves its db (with the new session) shortly after each write.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const token = localStorage.getItem('access_token');
            return token !== null && (localStorage.getItem('prospect-demo-db') ?? '').includes(token);
          }),
        )
        .toBe(true);
      return await context.storageState();
    } finally {
      await context.close();
    }
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const finished = current;
    current = null;
    if (!finished) return;
    await finished.context.close();
    expect(finished.errors.map((error) => error.message), 'uncaught errors in the page').toEqual([]);
  });

  const opened = () => {
    if (!current) throw new Error('call phone.visit() or phone.signedIn() first');
    return current;
  };
  return {
    get context() {
      return opened().context;
    },
    get page() {
      return opened().page;
    },
    visit: (path) => open(path),
    async signedIn(email = accounts.agent, path = '/dashboard') {
      let state = signedInStates.get(email);
      if (!state) {
        state = signInOnce(email);
        signedInStates.set(email, state);
      }
      return open(path, await state);
    },
  };
}

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

/** Waits until the locator is gone (detached or hidden). */
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
 * Why not `context.setOffline(true)` or `page.route()`: the demo backend is msw, answering from a
 * service worker with data held inside the page, so no API call ever reaches the network layer that
 * Playwright controls. Going offline changes nothing and routes never see the calls (checked on this
 * build). The app's HTTP client reads `globalThis.fetch` on every call, so replacing it in the page is
 * the closest reproduction of a dropped connection. A reload undoes it.
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
