import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm } from '../../apps/prospect/e2e/browser';
import { apiSession, type Json } from '../../apps/prospect/e2e-real-server/api-session';

// Door by door (optional extension « portes »), on the production build behind nginx with the mock
// backend that has the extension: a street opened from its sector, an interested door that the stats
// count, a door set offline that waits on the device and is sent when the network is back, and the
// street's doors read again with the network gone.

const appUrl = inject('servedUrl');
const AGENT = 'agent@prospect.demo';
const TIMEOUT_MS = 20_000;
const screenshotDir = path.resolve(import.meta.dirname, '../../.vitest/served/doors');

let browser: Browser;
let context: BrowserContext | undefined;
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function phone(): Promise<Page> {
  context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

const snap = async (page: Page, name: string) => {
  await mkdir(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });
};

const doorList = (page: Page) => page.getByRole('list', { name: 'Portes de la rue' });
/** The row of door `number` (a plain number): its button is named by the number, then the outcome. */
const rowOf = (page: Page, number: string): Locator =>
  doorList(page).getByRole('button', { name: new RegExp(`^${number} [A-ZÉ]`) });

/** The street's doors as the server has them. */
async function serverDoors(streetId: number): Promise<Json[]> {
  return (await apiSession(appUrl, AGENT)).list(`/api/accounts/streets/${streetId}/doors/`);
}

describe('a street worked door by door, behind nginx', () => {
  it('opens from its sector, counts an interested door, keeps an offline one and sends it', async () => {
    const api = await apiSession(appUrl, AGENT);
    const sector = await api.read('/api/accounts/sectors/1/');
    const street = sector.streets[0] as Json;
    const before = await serverDoors(street.id);
    const [first, second] = before.filter(
      (door) => door.outcome === 'not_visited' && !door.stop_pub && /^\d+$/.test(door.number),
    );
    if (!first || !second) throw new Error('the street needs two doors not yet visited');
    const contactsBefore = (await api.read('/api/progress/stats/')).contacts as number;

    const page = await phone();
    await signInThroughForm(page, AGENT);
    await page.goto('/sectors/1');
    const link = page.getByRole('link', { name: `Portes de ${street.name}` });
    await expect.poll(() => link.textContent(), { timeout: TIMEOUT_MS }).toMatch(/\d+ \/ \d+/);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/sectors/1/streets/${street.id}`);
    await page.getByRole('heading', { level: 1, name: street.name }).waitFor();
    await rowOf(page, first.number).waitFor();
    await snap(page, 'list');

    // An interested door: its outcome, and the spec's house note the stats count.
    await rowOf(page, first.number).click();
    const sheet = page.getByRole('dialog', { name: `Porte ${first.number}` });
    await sheet.getByRole('button', { name: 'Intéressé', exact: true }).click();
    await sheet.getByRole('textbox', { name: 'Commentaire' }).fill('Vend au printemps, rappeler.');
    await snap(page, 'sheet');
    await sheet.getByRole('button', { name: 'Enregistrer' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await serverDoors(street.id)).find((door) => door.id === first.id)?.outcome, {
        timeout: TIMEOUT_MS,
      })
      .toBe('interested');
    await expect
      .poll(async () => (await api.read('/api/progress/stats/')).contacts, { timeout: TIMEOUT_MS })
      .toBe(contactsBefore + 1);
    const notes: Json[] = await api.list('/api/house-notes/');
    expect(
      notes.some((note) => note.others === `${first.number} ${street.name} — Vend au printemps, rappeler.`),
    ).toBe(true);

    // Offline: the outcome shows at once, marked as not sent, and goes when the network is back.
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: TIMEOUT_MS })
      .toBe(true);
    await context?.setOffline(true);
    await rowOf(page, second.number).click();
    const offlineSheet = page.getByRole('dialog', { name: `Porte ${second.number}` });
    await offlineSheet.getByRole('button', { name: 'Absent', exact: true }).click();
    await offlineSheet.getByRole('button', { name: 'Enregistrer' }).click();
    await offlineSheet.waitFor({ state: 'hidden' });
    await rowOf(page, second.number).getByText('Pas encore envoyé').waitFor();
    await snap(page, 'offline');
    expect((await serverDoors(street.id)).find((door) => door.id === second.id)?.outcome).toBe('not_visited');
    await context?.setOffline(false);
    await expect
      .poll(async () => (await serverDoors(street.id)).find((door) => door.id === second.id)?.outcome, {
        timeout: TIMEOUT_MS,
      })
      .toBe('absent');
    await rowOf(page, second.number).getByText('Pas encore envoyé').waitFor({ state: 'detached' });

    // The network gone again, the street's doors open from what the device kept.
    await context?.setOffline(true);
    await page.reload();
    await rowOf(page, first.number).waitFor();
    await rowOf(page, first.number).getByText('Intéressé').waitFor();
    await context?.setOffline(false);
    expect(pageErrors).toEqual([]);
  });
});
