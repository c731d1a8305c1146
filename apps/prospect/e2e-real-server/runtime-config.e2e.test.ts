import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm } from '../e2e/browser';

// One build for every agency: the production build (its API address built in) reads the deployment's
// /config.json when it starts. Here the file names the same mock server under another host name, so
// every call shows which address the app took, and credits the tiles with markup that must stay text.
// Last, the app's worker keeps the file it last saw, for a start without network.

const appUrl = inject('realAppUrl');
const builtInApiUrl = inject('realApiUrl');
/** The same server, as the deployment's file names it. */
const configuredApiUrl = builtInApiUrl.replace('//127.0.0.1:', '//localhost:');
const TIMEOUT_MS = 15_000;
const CATALOGUE_CREDIT = '© les contributeurs d’OpenStreetMap';

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

interface Visit {
  page: Page;
  /** Addresses of the API calls and tiles the page asked for. */
  requests: string[];
  warnings: string[];
  /** Uncaught errors, and any dialog: the markup of the credit must never run. */
  errors: string[];
}

/**
 * A phone whose `/config.json` answers `body`. The app's worker is blocked unless `worker` is set:
 * the API calls it lets through would not be seen here.
 */
async function phoneWithConfig(body: string, { worker = false } = {}): Promise<Visit> {
  await context?.close();
  context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: worker ? 'allow' : 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  await context.route(`${appUrl}/config.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body }),
  );
  const page = await context.newPage();
  const visit: Visit = { page, requests: [], warnings: [], errors: [] };
  page.on('request', (request) => {
    if (/\/(api|tiles)\//.test(request.url())) visit.requests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') visit.warnings.push(message.text());
  });
  page.on('pageerror', (error) => visit.errors.push(error.message));
  page.on('dialog', (dialog) => {
    visit.errors.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return visit;
}

/** The text of the credit under the dashboard's map, as soon as it shows. */
function creditText(page: Page): Promise<string | null> {
  return page.getByRole('region', { name: 'Carte' }).locator('.leaflet-control-attribution').textContent();
}

/** The credit under the dashboard's map, once its tiles are in. */
async function mapCredit(page: Page): Promise<{ text: string; elements: number }> {
  const map = page.getByRole('region', { name: 'Carte' });
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  const credit = map.locator('.leaflet-control-attribution');
  return { text: (await credit.textContent()) ?? '', elements: await credit.locator('*').count() };
}

describe('runtime configuration (/config.json)', () => {
  it("takes the deployment's API, tiles and credit over the built-in ones; the credit shows as text", async () => {
    const credit = '<img src=x onerror=alert(1)> Agence des Dunes <b>gras</b>';
    const visit = await phoneWithConfig(
      JSON.stringify({
        apiBaseUrl: configuredApiUrl,
        tileUrl: `${configuredApiUrl}/tiles/{z}/{x}/{y}.png`,
        tileAttribution: credit,
        googleClientId: '',
      }),
    );
    await signInThroughForm(visit.page, 'agent@prospect.demo', 'Bonjour, Camille !');

    expect(visit.requests).toContain(`${configuredApiUrl}/api/token/`);
    expect(visit.requests.filter((url) => url.startsWith(builtInApiUrl))).toEqual([]);
    await expect
      .poll(() => mapCredit(visit.page), { timeout: TIMEOUT_MS })
      .toEqual({ text: credit, elements: 0 });
    expect(visit.requests.some((url) => url.startsWith(`${configuredApiUrl}/tiles/`))).toBe(true);
    expect(visit.warnings.filter((warning) => warning.includes('config.json'))).toEqual([]);
    expect(visit.errors).toEqual([]);
  });

  it('starts on the built-in values when the file is not valid JSON', async () => {
    const visit = await phoneWithConfig('{ "apiBaseUrl": "http://elsewhere.example", ');
    await signInThroughForm(visit.page, 'agent@prospect.demo', 'Bonjour, Camille !');

    expect(visit.requests).toContain(`${builtInApiUrl}/api/token/`);
    await expect
      .poll(() => mapCredit(visit.page), { timeout: TIMEOUT_MS })
      .toEqual({ text: CATALOGUE_CREDIT, elements: 0 });
    expect(visit.warnings).toContainEqual(expect.stringContaining('config.json: invalid JSON'));
    expect(visit.errors).toEqual([]);
  });

  it('refuses addresses that are not what they must be, naming each, and keeps the built-in ones', async () => {
    const visit = await phoneWithConfig(
      JSON.stringify({ apiBaseUrl: '//elsewhere.example', tileUrl: 'javascript:alert("{z}{x}{y}")' }),
    );
    await signInThroughForm(visit.page, 'agent@prospect.demo', 'Bonjour, Camille !');

    expect(visit.requests).toContain(`${builtInApiUrl}/api/token/`);
    await expect
      .poll(() => mapCredit(visit.page), { timeout: TIMEOUT_MS })
      .toEqual({ text: CATALOGUE_CREDIT, elements: 0 });
    expect(visit.requests.some((url) => url.startsWith(`${builtInApiUrl}/tiles/`))).toBe(true);
    expect(visit.warnings).toContainEqual(expect.stringContaining('"apiBaseUrl" refused'));
    expect(visit.warnings).toContainEqual(expect.stringContaining('"tileUrl" refused'));
    expect(visit.errors).toEqual([]);
  });

  it("opens offline with the deployment's file it last saw (the worker keeps it, network first)", async () => {
    const credit = 'Agence des Dunes, fond de carte maison';
    const visit = await phoneWithConfig(JSON.stringify({ tileAttribution: credit }), { worker: true });
    await signInThroughForm(visit.page, 'agent@prospect.demo', 'Bonjour, Camille !');
    await visit.page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('/sw.js'));
    // From this start on, the worker fetches config.json and keeps the answer.
    await visit.page.reload();
    await expect.poll(() => creditText(visit.page), { timeout: TIMEOUT_MS }).toBe(credit);
    await expect
      .poll(
        () =>
          visit.page.evaluate(async () =>
            (await (await caches.open('prospect-config')).keys()).map(
              (request) => new URL(request.url).pathname,
            ),
          ),
        { timeout: TIMEOUT_MS },
      )
      .toEqual(['/config.json']);

    await context?.setOffline(true);
    await visit.page.reload();
    await expect.poll(() => creditText(visit.page), { timeout: TIMEOUT_MS }).toBe(credit);
    expect(visit.errors).toEqual([]);
  });
});
