import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm, startNoteOnMap } from '../e2e/browser';
import { apiSession, type Json, sectorWithPendingStreets, streetsOf } from './api-session';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

// The dead-zone journey, on the production build and the mock HTTP backend (plain DRF answers, lists
// paginated): an agent works a sector without network, reloads the app while still offline, then the
// connection comes back. Every change must reach the server exactly once, checked through the API.

const appUrl = inject('realAppUrl');
const apiUrl = inject('realApiUrl');
/** Lucas works Nantes; the other journeys of this project work Camille's zones in La Baule. */
const AGENT = 'agent2@prospect.demo';
const TIMEOUT_MS = 15_000;

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function phone(): Promise<Page> {
  await context?.close();
  context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  return context.newPage();
}

/** Signs in with the network, and waits for the app's worker: what makes the next visits work offline. */
async function signInOnline(page: Page): Promise<void> {
  await signInThroughForm(page, AGENT);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

const checklist = (page: Page) => page.getByRole('group', { name: 'Rues du secteur' });
const syncBar = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Hors ligne|modification|enregistrées/ });
const shows = (locator: Locator) => locator.first().waitFor();
/** What the agent sees at each step, for people reviewing the run (not compared: the data varies). */
const snap = (page: Page, name: string) =>
  page.screenshot({ path: path.join(repoRoot, '.vitest/screens/offline', `${name}.png`) });

describe('a dead zone: nothing the agent does is lost', () => {
  it('keeps ticks, a street count, a house note and a zone note offline, across a reload, and sends each once', async () => {
    const api = await apiSession(apiUrl, AGENT);
    const { zoneId, sectorId, streets, todo } = await sectorWithPendingStreets(api, 2);
    const stamp = Date.now().toString(36);
    const comment = `Digicode 12B, rappeler samedi ${stamp}`;
    const noteText = `Chien derrière le portail ${stamp}`;
    const houseNotesBefore = (await api.list('/api/house-notes/')).length;

    const page = await phone();
    // One visit with the network: the app's worker takes the shell, the screens keep what they read.
    await signInOnline(page);
    await page.goto(`/zones/${zoneId}`);
    await page.getByRole('region', { name: 'Carte' }).locator('.leaflet-tile-loaded').first().waitFor();
    await page.goto(`/sectors/${sectorId}`);
    await shows(checklist(page).getByRole('checkbox'));

    // The signal drops.
    await context?.setOffline(true);
    const [first, second] = todo;
    for (const street of [first, second]) {
      const box = checklist(page).getByRole('checkbox', { name: street.name, exact: true });
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(true);
    }
    await shows(syncBar(page).getByText('Hors ligne'));
    await shows(syncBar(page).getByText('2 modifications en attente d’envoi'));
    expect(await checklist(page).getByText('Pas encore envoyé').count()).toBe(2);
    await snap(page, '1-offline-ticks');

    const management = page.getByRole('region', { name: 'Gestion des rues' });
    await management.getByText('Modifier le nombre de rues').click();
    await management.getByRole('spinbutton', { name: 'Nombre de rues' }).fill(String(streets.length + 1));
    await management.getByRole('button', { name: 'Mettre à jour' }).click();
    await shows(management.getByText('Pas encore envoyé'));

    await page.getByRole('textbox', { name: 'Adresse ou nom du contact' }).fill(comment);
    await page.getByRole('button', { name: 'Intéressé', exact: true }).click();
    await shows(syncBar(page).getByText('4 modifications en attente d’envoi'));

    // A note on the zone map, opened by a full page load: the worker serves the shell offline.
    await page.goto(`/zones/${zoneId}`);
    const map = page.getByRole('region', { name: 'Carte' });
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    const form = await startNoteOnMap(map);
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill(noteText);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await shows(syncBar(page).getByText('5 modifications en attente d’envoi'));
    await snap(page, '2-offline-note');

    // Reloaded while still offline: the app opens, the sector shows as the agent left it, marked.
    await page.reload();
    await shows(syncBar(page).getByText('5 modifications en attente d’envoi'));
    await page.goto(`/sectors/${sectorId}`);
    for (const street of [first, second]) {
      await expect
        .poll(() => checklist(page).getByRole('checkbox', { name: street.name, exact: true }).isChecked())
        .toBe(true);
    }
    expect(await checklist(page).getByText('Pas encore envoyé').count()).toBe(2);
    await snap(page, '3-reloaded-offline');
    await page.getByRole('button', { name: 'Voir les modifications' }).first().click();
    const panel = page.getByRole('dialog', { name: 'Modifications de cet appareil' });
    await shows(panel.getByText(`Rue cochée : ${first.name}`));
    await shows(panel.getByText(`Nouvelle note : ${noteText}`));
    await snap(page, '4-changes-panel');
    await page.keyboard.press('Escape');

    // Nothing has reached the server yet.
    const untouched = await api.read(`/api/accounts/sectors/${sectorId}/`);
    const statusOf = (sector: Json, id: number) =>
      streetsOf(sector).find((street: Json) => street.id === id)?.status;
    expect(statusOf(untouched, first.id)).toBe('pending');

    // The signal is back: everything goes, once.
    await context?.setOffline(false);
    await shows(syncBar(page).getByText('Toutes vos modifications sont enregistrées.'));
    await snap(page, '5-all-sent');
    const after = await api.read(`/api/accounts/sectors/${sectorId}/`);
    expect([statusOf(after, first.id), statusOf(after, second.id)]).toEqual(['done', 'done']);
    const afterStreets = streetsOf(after);
    expect(afterStreets).toHaveLength(streets.length + 1);
    const houseNotes = await api.list('/api/house-notes/');
    expect(houseNotes).toHaveLength(houseNotesBefore + 1);
    expect(houseNotes.filter((note) => note.others === comment)).toHaveLength(1);
    const zone = await api.read(`/api/accounts/zones/${zoneId}/`);
    const notes: Json[] = Array.isArray(zone.notes) ? zone.notes : zone.notes.results;
    expect(notes.filter((note) => note.content === noteText)).toHaveLength(1);
    // The screen now shows the server's view, with nothing marked.
    await expect.poll(() => page.getByText('Pas encore envoyé').count()).toBe(0);
  });

  it('two tabs share the waiting changes, and only one of them sends each', async () => {
    const api = await apiSession(apiUrl, AGENT);
    const { sectorId, todo } = await sectorWithPendingStreets(api, 2);
    const [street] = todo;
    const first = await phone();
    await signInOnline(first);
    await first.goto(`/sectors/${sectorId}`);
    const second = await context?.newPage();
    if (!second) throw new Error('no second tab');
    await second.goto(`/sectors/${sectorId}`);
    await shows(checklist(second).getByRole('checkbox'));
    const ticks: string[] = [];
    // Answered requests: a write the browser stops at its preflight (this server's CORS refuses
    // Idempotency-Key) never reaches the server.
    context?.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'PATCH' && request.url().endsWith(`/api/accounts/streets/${street.id}/`))
        ticks.push(request.url());
    });

    await context?.setOffline(true);
    await checklist(first).getByRole('checkbox', { name: street.name, exact: true }).click();
    // The other tab hears of it and shows it too, marked.
    await shows(syncBar(second).getByText('1 modification en attente d’envoi'));
    await expect
      .poll(() => checklist(second).getByRole('checkbox', { name: street.name, exact: true }).isChecked())
      .toBe(true);

    // Signing out now would leave the tick waiting for the next sign-in: the agent is asked first.
    await first.getByRole('button', { name: 'Déconnexion' }).click();
    const asked = first.getByRole('alertdialog', { name: 'Modifications non envoyées' });
    await shows(asked.getByText(/^1 modification n’est pas encore envoyée/));
    await asked.getByRole('button', { name: 'Annuler' }).click();
    await asked.waitFor({ state: 'hidden' });

    await context?.setOffline(false);
    await shows(syncBar(first).getByText('Toutes vos modifications sont enregistrées.'));
    await expect.poll(() => second.getByText('Pas encore envoyé').count()).toBe(0);
    const after = await api.read(`/api/accounts/sectors/${sectorId}/`);
    const streets = streetsOf(after);
    expect(streets.find((candidate) => candidate.id === street.id)?.status).toBe('done');
    // Both tabs came back online; the Web Lock let one of them send the tick, once.
    expect(ticks).toHaveLength(1);
  });
});
