import path from 'node:path';
import { CLIENT_HEADERS, DJANGO_SPEC_HEADERS } from '@prospect/mock-server/http-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signInThroughForm } from '../e2e/browser';
import { apiSession, type Json, sectorWithPendingStreets, streetStatus } from './api-session';
import { serveBuild } from './deployment-origin';
import { type FaultProxy, startFaultProxy } from './fault-proxy';

// The production build against a server that was not written with the app in mind: a proxy on its
// own origin, in front of the mock backend, owns CORS and breaks what a real server breaks. The app,
// served on a third origin, reaches it through the deployment's /config.json. Every write must reach
// the server or be shown with a way out; none may block the others.

const apiUrl = inject('realApiUrl');
const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** What the agent sees, for people reviewing the run (not compared: the data varies). */
const snap = (page: Page, name: string) =>
  page.screenshot({ path: path.join(repoRoot, '.vitest/screens/faults', `${name}.png`) });
/** The build global-setup.ts made for this project. */
const buildDir = path.resolve(import.meta.dirname, '../dist-real-server');
/** The Pornic agency's agent: the other files of this project work the Nantes agency's zones. */
const AGENT = 'agent@pornic.demo';
const TIMEOUT_MS = 15_000;

let browser: Browser;
let context: BrowserContext | undefined;
let proxy: FaultProxy;
let app: Awaited<ReturnType<typeof serveBuild>>;
const consoleLines: string[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  proxy = await startFaultProxy(apiUrl, {
    allowedHeaders: CLIENT_HEADERS,
    poisonedPaths: new Set(),
    conflictOncePerKey: false,
  });
  app = await serveBuild(buildDir, { apiBaseUrl: proxy.url });
});
afterEach(() => {
  proxy.rules.poisonedPaths.clear();
  proxy.rules.conflictOncePerKey = false;
  proxy.writes.length = 0;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await proxy?.close();
  await app?.close();
});

/** A phone whose deployment names the proxy as its API. */
async function phone(): Promise<Page> {
  await context?.close();
  consoleLines.length = 0;
  pageErrors.length = 0;
  context = await browser.newContext({
    baseURL: app.url,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  page.on('console', (message) => consoleLines.push(message.text()));
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

const checkboxOf = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox', { name, exact: true });

describe('a server whose CORS allows only the spec’s headers', () => {
  it('gets every write without Idempotency-Key, and the console tells the backend team once', async () => {
    proxy.rules.allowedHeaders = DJANGO_SPEC_HEADERS;
    const api = await apiSession(apiUrl, AGENT);
    const { sectorId, todo } = await sectorWithPendingStreets(api, 2);
    const page = await phone();
    await signInThroughForm(page, AGENT);
    await page.goto(`/sectors/${sectorId}`);
    for (const street of todo.slice(0, 2)) {
      await checkboxOf(page, street.name).click();
    }
    for (const street of todo.slice(0, 2)) {
      await expect.poll(() => streetStatus(api, sectorId, street.id), { timeout: TIMEOUT_MS }).toBe('done');
    }
    const ticks = proxy.writes.filter((write) => write.path.startsWith('/api/accounts/streets/'));
    expect(ticks.map((write) => write.key)).toEqual([null, null]);
    expect(
      consoleLines.filter((line) => line.includes('does not allow the Idempotency-Key header')),
    ).toHaveLength(1);
    await expect.poll(() => page.getByText('Pas encore envoyé').count(), { timeout: TIMEOUT_MS }).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe('a server that keeps failing on one record', () => {
  it('gets every other write; the failing one is shown stuck, retried, and sent once fixed', async () => {
    proxy.rules.allowedHeaders = CLIENT_HEADERS;
    const api = await apiSession(apiUrl, AGENT);
    const { sectorId, todo } = await sectorWithPendingStreets(api, 3);
    const [broken, second, third] = todo;
    proxy.rules.poisonedPaths.add(`/api/accounts/streets/${broken.id}/`);
    const page = await phone();
    await signInThroughForm(page, AGENT);
    await page.goto(`/sectors/${sectorId}`);
    for (const street of [broken, second, third]) await checkboxOf(page, street.name).click();

    // The two healthy streets reach the server although the first one fails.
    for (const street of [second, third]) {
      await expect.poll(() => streetStatus(api, sectorId, street.id), { timeout: TIMEOUT_MS }).toBe('done');
    }
    expect(await streetStatus(api, sectorId, broken.id)).toBe('pending');

    // The agent asks twice more; then the change is shown as stuck, with its actions.
    const retryNow = page.getByRole('button', { name: 'Réessayer maintenant' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await retryNow.click();
      await expect
        .poll(() => proxy.writes.filter((write) => write.status === 500).length, { timeout: TIMEOUT_MS })
        .toBe(attempt + 2);
    }
    await page.getByText('Une modification n’a pas pu être enregistrée par le serveur.').waitFor();
    await snap(page, 'stuck-bar');
    await page.getByRole('button', { name: 'Voir les modifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Modifications de cet appareil' });
    await panel.getByText('Non enregistrée : Erreur interne du serveur.').waitFor();
    await snap(page, 'stuck-panel');
    await panel
      .getByRole('button', { name: `Retirer la modification non enregistrée : Rue cochée : ${broken.name}` })
      .waitFor();

    // The server is fixed: Réessayer sends it, once.
    proxy.rules.poisonedPaths.clear();
    await panel
      .getByRole('button', {
        name: `Réessayer la modification non enregistrée : Rue cochée : ${broken.name}`,
      })
      .click();
    await expect.poll(() => streetStatus(api, sectorId, broken.id), { timeout: TIMEOUT_MS }).toBe('done');
    await panel.getByText('Aucune modification en attente.').waitFor();
    const applied = proxy.writes.filter(
      (write) => write.path.endsWith(`/${broken.id}/`) && write.status < 300,
    );
    expect(applied).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  });
});

describe('a server still working on our own key (409)', () => {
  it('is asked again after a pause, and the contact is recorded once', async () => {
    proxy.rules.allowedHeaders = CLIENT_HEADERS;
    proxy.rules.conflictOncePerKey = true;
    const api = await apiSession(apiUrl, AGENT);
    const { sectorId } = await sectorWithPendingStreets(api, 1);
    const contact = `Mme Leroy, 409 ${Date.now()}`;
    const page = await phone();
    await signInThroughForm(page, AGENT);
    await page.goto(`/sectors/${sectorId}`);
    await page.getByRole('textbox', { name: 'Adresse ou nom du contact' }).fill(contact);
    await page.getByRole('button', { name: 'Intéressé', exact: true }).click();
    // The contact leaves after its undo delay.
    await expect
      .poll(() => proxy.writes.filter((write) => write.status === 409).length, { timeout: 20_000 })
      .toBe(1);
    // Not refused: the agent is not asked to type it again.
    await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
    const houseNotes = async () =>
      (await api.list('/api/house-notes/')).filter((note: Json) => note.others === contact).length;
    await expect.poll(houseNotes, { timeout: TIMEOUT_MS }).toBe(1);
    const sent = proxy.writes.filter((write) => write.path === '/api/house-notes/');
    expect(sent.map((write) => write.status < 300)).toEqual([false, true]);
    expect(sent[0]?.status).toBe(409);
    expect(new Set(sent.map((write) => write.key)).size).toBe(1);
    expect(await page.getByText(/refusée/).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
