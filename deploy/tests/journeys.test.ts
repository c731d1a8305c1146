import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  launchChromium,
  recordInterestedContact,
  signInThroughForm,
  startNoteOnMap,
} from '../../apps/prospect/e2e/browser';

// The production build in Chromium as nginx serves it, its Content-Security-Policy enforced: every
// route of the spec's table and the field writes, with the service worker on, and not one violation.

const appUrl = inject('servedUrl');
const TIMEOUT_MS = 20_000;
const screenshotDir = path.resolve(import.meta.dirname, '../../.vitest/served');

let browser: Browser;
let context: BrowserContext | undefined;
/** Violations reported by the page (securitypolicyviolation) and by Chromium's console. */
const violations: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function phone(): Promise<Page> {
  await context?.close();
  violations.length = 0;
  pageErrors.length = 0;
  context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  // A binding outlives navigations, unlike an array kept in the page.
  await context.exposeBinding('__reportCspViolation', (_source, line: string) => {
    violations.push(line);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
    // The app names any setting of /config.json it refuses: the entrypoint's file must be read whole.
    if (message.text().startsWith('config.json:')) pageErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

/** The map with at least one tile drawn (from the tile server on another origin). */
async function readyMap(page: Page): Promise<Locator> {
  const map = page.getByRole('region', { name: 'Carte' });
  await map.locator('.leaflet-tile-loaded').first().waitFor();
  return map;
}

function expectNoViolation(): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([]);
  expect(pageErrors, 'errors in the page').toEqual([]);
}

/** Every route of the spec's table with what shows it rendered (zone 1 is La Baule, with sectors). */
const routes: [string, RegExp][] = [
  ['/dashboard', /^Bonjour, Camille !$/],
  ['/zones', /./],
  ['/zones/1', /^Secteurs de la zone : La Baule/],
  ['/ZoneDetail?zoneId=1', /^Secteurs de la zone : La Baule/],
  ['/zones/1/sectors', /./],
  ['/zones/1/ilots', /./],
  ['/zones/1/random-ilot', /./],
  ['/sectors/1', /./],
  ['/favoris', /./],
  ['/calendrier', /^Calendrier$/],
  ['/contacts', /^Mes contacts$/],
  ['/privacy-policy', /./],
  ['/une-page-inconnue', /./],
];

describe('the app behind nginx, its Content-Security-Policy enforced', () => {
  it('an agent visits every route and writes in the field without a single violation', async () => {
    const page = await phone();
    await page.goto('/privacy-policy');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await signInThroughForm(page, 'agent@prospect.demo', 'Bonjour, Camille !');
    // The service worker (its own copy of the policy) controls the pages from here on.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: TIMEOUT_MS })
      .toBe(true);

    for (const [route, heading] of routes) {
      await page.goto(route);
      await page
        .getByRole('heading', { level: 1, name: heading })
        .first()
        .waitFor()
        .catch(async (error: Error) => {
          const headings = await page.getByRole('heading').allTextContents();
          throw new Error(`${route}: ${error.message}\nheadings: ${headings.join(' | ')}\n${page.url()}`);
        });
      expect(violations, `violations on ${route}`).toEqual([]);
    }

    await page.goto('/dashboard');
    await readyMap(page);
    await mkdir(screenshotDir, { recursive: true });
    await page.screenshot({ path: path.join(screenshotDir, 'dashboard-390.png'), fullPage: false });

    // A street ticked on a sector.
    await page.goto('/sectors/1');
    const boxes = page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox');
    await boxes.first().waitFor();
    const unticked = (await Promise.all((await boxes.all()).map((box) => box.isChecked()))).indexOf(false);
    expect(unticked, 'a street still to do').toBeGreaterThanOrEqual(0);
    const ticked = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'PATCH' && /\/api\/accounts\/streets\/\d+\/$/.test(answer.url()),
    );
    await boxes.nth(unticked).click();
    expect((await ticked).ok()).toBe(true);

    // A house note.
    await recordInterestedContact(page, 'Maison bleue, rappeler lundi');

    // A note on the zone map, where it was clicked.
    await page.goto('/zones/1');
    const map = await readyMap(page);
    const form = await startNoteOnMap(map);
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill('Portail vert : sonner fort');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await form.waitFor({ state: 'hidden' });
    await map.getByRole('button', { name: 'Note de Camille Martin' }).first().waitFor();

    // A favourite.
    await page.goto('/favoris');
    await page.getByRole('button', { name: 'Ajouter un favori' }).click();
    const favourite = page.getByRole('dialog', { name: 'Ajouter un favori' });
    await favourite.getByRole('textbox', { name: 'Titre' }).fill('Mme Petit');
    await favourite.getByRole('textbox', { name: 'Contenu' }).fill('Rappeler lundi.');
    await favourite.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await favourite.waitFor({ state: 'hidden' });
    await page
      .getByRole('list', { name: 'Liste des favoris' })
      .getByRole('article', { name: 'Mme Petit', exact: true })
      .waitFor();

    // An event, on today's date.
    await page.goto('/calendrier');
    const today = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Paris',
    }).format(new Date());
    await page.getByRole('table').getByRole('button', { name: today, exact: true }).click();
    const dayPanel = page.getByRole('region', { name: today.charAt(0).toUpperCase() + today.slice(1) });
    await dayPanel.getByRole('button', { name: 'Ajouter un événement' }).click();
    const event = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await event.getByRole('textbox', { name: 'Titre' }).fill('Estimation Mme Riou');
    await event.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Rendez-vous' });
    await event.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await event.waitFor({ state: 'hidden' });
    await dayPanel.getByRole('listitem').filter({ hasText: 'Estimation Mme Riou' }).waitFor();

    // The worker fetched and kept tiles from the tile origin: its connect-src let it.
    await expect
      .poll(
        () => page.evaluate(async () => (await (await caches.open('prospect-map-tiles')).keys()).length),
        { timeout: TIMEOUT_MS },
      )
      .toBeGreaterThan(0);
    expectNoViolation();
  });

  it("an admin sees the agency's panel without a violation", async () => {
    const page = await phone();
    await signInThroughForm(page, 'admin@prospect.demo', 'Bonjour, Julien !');
    const panel = page.getByRole('region', { name: "Panneau d'Administration" });
    const members = panel.getByRole('list', { name: "Membres de l'équipe" });
    await members.getByRole('heading', { level: 4, name: /^Camille Martin/ }).waitFor();
    await readyMap(page);
    expectNoViolation();
  });
});
