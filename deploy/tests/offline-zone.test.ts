import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm } from '../../apps/prospect/e2e/browser';
import { apiSession, type Json, streetsOf } from '../../apps/prospect/e2e-real-server/api-session';
import { freePort, type ServedApp, startServedApp } from '../serve/served-app.ts';

// Preparing a zone for the dead zone (issue 33), on the production build behind nginx with its tiles
// through the /tiles/ proxy (TILE_UPSTREAM), as an agency deploys it: the preparation is cancelled,
// survives a network cut, and then, with the network gone, every sector of the zone opens with its
// streets and its map although none was opened before.

const AGENT = 'agent@prospect.demo';
const TIMEOUT_MS = 20_000;
/** A run paces its tiles (8 a second at most): a zone of a hundred takes a quarter of a minute. */
const RUN_TIMEOUT_MS = 90_000;
const screenshotDir = path.resolve(import.meta.dirname, '../../.vitest/served/offline-zone');

let app: ServedApp;
let webRoot: string;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  // Its own copy: the entrypoint writes config.json into the web root, here with the tile proxy on.
  webRoot = await mkdtemp(path.join(tmpdir(), 'prospect-offline-zone-'));
  await cp(inject('servedWebRoot'), webRoot, { recursive: true });
  const apiPort = await freePort();
  app = await startServedApp({
    webRoot,
    port: await freePort(),
    apiPort,
    // The mock backend draws tiles too: it stands in for the agency's tile server behind nginx.
    env: { TILE_UPSTREAM: `http://127.0.0.1:${apiPort}/tiles/{z}/{x}/{y}.png` },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await app?.stop();
  if (webRoot) await rm(webRoot, { recursive: true, force: true });
});

async function phone(): Promise<Page> {
  context = await browser.newContext({
    baseURL: app.url,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  return context.newPage();
}

const snap = async (page: Page, name: string) => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
};

/** The map's tile images that did not draw: an address the device could not answer. */
const undrawnTiles = (map: Locator) =>
  map.evaluate((element) =>
    [...element.querySelectorAll<HTMLImageElement>('img.leaflet-tile')]
      .filter((tile) => !tile.complete || tile.naturalWidth === 0)
      .map((tile) => new URL(tile.src).pathname),
  );

/** The tiles the device keeps for a prepared zone (the worker answers from them offline). */
const preparedTileCount = (page: Page, zoneId: number) =>
  page.evaluate(async (id) => {
    const name = (await caches.keys()).find((key) => key === `prospect-zone-tiles-${id}`);
    return name ? (await (await caches.open(name)).keys()).length : 0;
  }, zoneId);

describe('a zone prepared for offline use, behind nginx', () => {
  it('cancels, resumes after a network cut, then opens every sector offline with its streets and map', async () => {
    // The agent's zone with the most sectors, and each sector as the server has it.
    const api = await apiSession(app.apiUrl, AGENT);
    const zones: { zone: Json; sectors: Json[] }[] = [];
    for (const zone of await api.list('/api/accounts/zones/')) {
      zones.push({ zone, sectors: await api.list(`/api/accounts/zones/${zone.id}/sectors/`) });
    }
    zones.sort((a, b) => b.sectors.length - a.sectors.length);
    const { zone, sectors } = zones[0] ?? { zone: null, sectors: [] };
    expect(sectors.length, 'a zone with sectors').toBeGreaterThan(1);
    const zoneId = zone.id as number;
    const streetsBySector = new Map<number, string[]>();
    for (const sector of sectors) {
      const full = await api.read(`/api/accounts/sectors/${sector.id}/`);
      streetsBySector.set(
        sector.id,
        streetsOf(full).map((street: Json) => street.name as string),
      );
    }

    const page = await phone();
    await signInThroughForm(page, AGENT, 'Bonjour, Camille !');
    // The app's worker must control the page: it answers the map's tiles from the device.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: TIMEOUT_MS })
      .toBe(true);
    await page.goto(`/zones/${zoneId}`);
    const prepare = page.getByRole('button', { name: 'Préparer hors ligne' });
    const estimate = page.getByRole('dialog', { name: 'Préparer la zone hors ligne' });
    const progress = page.getByText(/^\d+ \/ \d+ éléments$/);

    // Cancelled once under way: nothing of it stays on the device.
    await prepare.click();
    await estimate.getByText(/^Taille estimée : /).waitFor();
    await estimate.getByRole('button', { name: 'Télécharger' }).click();
    await progress.waitFor();
    await page.getByRole('button', { name: 'Annuler la préparation' }).click();
    await prepare.waitFor();
    expect(await preparedTileCount(page, zoneId)).toBe(0);

    // The signal drops half-way: the run waits, then goes on where it stopped.
    await prepare.click();
    await estimate.getByRole('button', { name: 'Télécharger' }).click();
    await expect
      .poll(async () => Number((await progress.textContent())?.split(' ')[0] ?? 0))
      .toBeGreaterThan(0);
    await context?.setOffline(true);
    await page.getByText('Réseau coupé : la préparation reprendra dès son retour.').waitFor();
    await snap(page, 'waiting-for-network');
    await context?.setOffline(false);
    const ready = page.getByText(/^Disponible hors ligne · préparée le \d{2}\/\d{2}\/\d{4}$/);
    await ready.waitFor({ timeout: RUN_TIMEOUT_MS });
    await snap(page, 'ready');
    expect(await preparedTileCount(page, zoneId)).toBeGreaterThan(sectors.length);

    // The dead zone: every sector, none opened before, from the device alone.
    await context?.setOffline(true);
    for (const sector of sectors) {
      await page.goto(`/sectors/${sector.id}`);
      const checklist = page.getByRole('group', { name: 'Rues du secteur' });
      const expected = streetsBySector.get(sector.id) ?? [];
      if (expected.length > 0) {
        await checklist.getByRole('checkbox').first().waitFor();
        expect(await checklist.getByRole('checkbox').count(), `sector ${sector.id}`).toBe(expected.length);
        for (const name of expected) await checklist.getByText(name, { exact: true }).waitFor();
      }
      const map = page.getByRole('region', { name: 'Carte' });
      await map.locator('img.leaflet-tile').first().waitFor();
      await expect
        .poll(() => undrawnTiles(map), { timeout: TIMEOUT_MS, message: `sector ${sector.id}'s map` })
        .toEqual([]);
    }
    await snap(page, 'sector-offline');
  });
});
