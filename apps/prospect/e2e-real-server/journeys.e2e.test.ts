import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, recordInterestedContact, signInThroughForm } from '../e2e/browser';
import { isDoorsProbe } from './api-session';

// The production build on a real HTTP backend that answers as a plain Django REST framework server:
// lists come two per page, no `firstName`/`zoneName`, progress as decimal text, foreign keys as ids.
// Journeys run one after another: they share the server's data, as the agents of an agency do.

const appUrl = inject('realAppUrl');
const apiUrl = inject('realApiUrl');
const TIMEOUT_MS = 15_000;

let browser: Browser;
let context: BrowserContext | undefined;
const pageErrors: string[] = [];
/** API answers of 4xx/5xx seen by the page: none is expected on the happy paths below. */
const failedCalls: string[] = [];
/** Every API address the page called and got an answer from, to see the pages of a list being followed. */
const apiCalls: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function phone(): Promise<Page> {
  await context?.close();
  pageErrors.length = 0;
  failedCalls.length = 0;
  apiCalls.length = 0;
  doorProbes.length = 0;
  context = await browser.newContext({
    baseURL: appUrl,
    viewport: { width: 390, height: 844 },
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    // These journeys are about the server's answers (the app's worker has installable.e2e.test.ts):
    // once the worker controls a page, `page.route` no longer sees the API calls it lets through.
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // Answered calls only: a write the browser stopped at its preflight never reached the server.
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().startsWith(apiUrl)) apiCalls.push(`${request.method()} ${request.url()}`);
  });
  page.on('response', (response) => {
    const call = `${response.request().method()} ${response.url()} ${response.status()}`;
    if (!response.url().startsWith(apiUrl) || response.status() < 400) return;
    if (isDoorsProbe(call)) doorProbes.push(call);
    else failedCalls.push(call);
  });
  page.on('console', (message) => {
    // A refused answer is logged by the api-client: on a plain DRF server none may be refused.
    if (message.text().includes('[api-client] refused answer')) pageErrors.push(message.text());
  });
  return page;
}

const doorProbes: string[] = [];

function expectCleanRun(): void {
  expect(pageErrors, 'errors or refused answers in the page').toEqual([]);
  expect(failedCalls, 'API calls that failed').toEqual([]);
}

describe('the production build on a plain Django REST framework server (paginated)', () => {
  it('signs in; the dashboard shows the stats and every zone across pages', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.getByRole('heading', { level: 1, name: 'Bonjour, Camille !' }).waitFor();
    for (const zone of [
      'La Baule-Escoublac – Centre',
      'Pornic – Vieux Port',
      'Nantes – Centre-ville',
      'Vertou – Beau Verger',
    ]) {
      await page.getByRole('button', { name: zone, exact: true }).waitFor();
    }
    const stats = page.getByRole('region', { name: "Mes statistiques de l'année" });
    await stats
      .getByText(/\d+ \/ \d+/)
      .first()
      .waitFor();
    // Four zones, two per page: the second page was asked for, across origins.
    expect(apiCalls).toContain(`GET ${apiUrl}/api/accounts/zones/?page=2`);
    expectCleanRun();
  });

  it('ticks a street of a sector; after a reload it is still ticked', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.getByRole('button', { name: 'La Baule-Escoublac – Centre', exact: true }).click();
    await page.getByRole('button', { name: 'Secteur N°1 En cours' }).click();
    // No zoneName on this server: the sector names itself.
    await page.getByRole('heading', { level: 1, name: 'Secteur N°1' }).waitFor();
    const boxes = page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox');
    await boxes.first().waitFor();
    let target = -1;
    for (const [index, box] of (await boxes.all()).entries()) {
      if (!(await box.isChecked())) {
        target = index;
        break;
      }
    }
    expect(target, 'a street still to do').toBeGreaterThanOrEqual(0);
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && /\/api\/accounts\/streets\/\d+\/$/.test(response.url()),
    );
    await boxes.nth(target).click();
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await boxes.first().waitFor();
    expect(await boxes.nth(target).isChecked()).toBe(true);
    expectCleanRun();
  });

  it('shows no door on a server without the doors extension: one probe, the spec checklist', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.goto('/sectors/1');
    const boxes = page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox');
    await boxes.first().waitFor();
    await expect.poll(() => doorProbes.length).toBe(1);
    expect(await page.getByRole('link', { name: /^Portes de / }).count()).toBe(0);
    // A door address (a link kept from another server) goes back to the sector's checklist, and the
    // sector page asks no more: the 404 is remembered for this API for the page's life.
    await page.goto('/sectors/1/streets/1');
    await page.getByRole('heading', { level: 1, name: 'Secteur N°1' }).waitFor();
    await boxes.first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/sectors/1');
    expect(await page.getByRole('link', { name: /^Portes de / }).count()).toBe(0);
    expect(doorProbes).toHaveLength(2);
    expectCleanRun();
  });

  it('lists the favourites across pages and adds one', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.goto('/favoris');
    const list = page.getByRole('list', { name: 'Liste des favoris' });
    await list.getByRole('article', { name: 'Rue à repasser', exact: true }).waitFor();
    expect(await list.getByRole('article').count()).toBe(4);
    await page.getByRole('button', { name: 'Ajouter un favori' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un favori' });
    await modal.getByRole('textbox', { name: 'Titre' }).fill('Mme Petit');
    await modal.getByRole('textbox', { name: 'Contenu' }).fill('Rappeler lundi.');
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await modal.waitFor({ state: 'hidden' });
    await list.getByRole('article', { name: 'Mme Petit', exact: true }).waitFor();
    await page.reload();
    await list.getByRole('article', { name: 'Mme Petit', exact: true }).waitFor();
    expectCleanRun();
  });

  it("shows the month's events, with the optional fields a plain server sends as null", async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.goto('/calendrier');
    await page.getByRole('heading', { level: 1, name: 'Calendrier' }).waitFor();
    await page
      .getByRole('table')
      .getByText(/^(Rendez-vous|Prospection|Navigation) : /)
      .first()
      .waitFor();
    expectCleanRun();
  });

  it('Mode Choix on a zone without sectors lists the new sectors, each opening', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.getByRole('button', { name: 'Vertou – Beau Verger', exact: true }).click();
    const modes = page.getByRole('dialog', { name: 'Choisissez votre mode' });
    const generated = page.waitForResponse((response) => response.url().endsWith('/sectors/generate/'));
    await modes.getByRole('button', { name: 'Mode Choix' }).click();
    expect((await generated).ok()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Secteurs de Vertou – Beau Verger' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Secteur N°1', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Voir les détails' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Secteur N°1' }).waitFor();
    await page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox').first().waitFor();
    // Generated once: the answer was read, not refused and retried.
    expect(apiCalls.filter((call) => call.endsWith('/sectors/generate/'))).toHaveLength(1);
    expectCleanRun();
  });

  it('records an interested contact once; the stats count it', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    const contacts = page
      .getByRole('region', { name: "Mes statistiques de l'année" })
      .getByRole('term')
      .filter({ hasText: 'Contacts' })
      .locator('xpath=following-sibling::dd[1]');
    const before = Number(await contacts.textContent());
    await page.goto('/sectors/1');
    await recordInterestedContact(page, 'Maison bleue, rappeler lundi');
    expect(
      apiCalls.filter((call) => call.startsWith('POST') && call.endsWith('/api/house-notes/')),
    ).toHaveLength(1);
    await page.goto('/dashboard');
    await expect
      .poll(async () => Number(await contacts.textContent()), { timeout: TIMEOUT_MS })
      .toBe(before + 1);
    expectCleanRun();
  });

  it('a super admin acts as an agent, then returns to her own account', async () => {
    const page = await phone();
    await signInThroughForm(page, 'superadmin@prospect.demo');
    const panel = page.getByRole('region', { name: "Panneau d'Administration" });
    await panel.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Se connecter en tant que cet utilisateur' });
    await confirm.getByRole('button', { name: 'Continuer' }).click();
    await page.getByRole('heading', { name: 'Bonjour, Camille !' }).waitFor();
    await page.getByText('Session ouverte en tant que Camille').waitFor();
    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await page.getByRole('heading', { name: 'Bonjour, Sophie !' }).waitFor();
    expectCleanRun();
  });

  it('a server down at start-up keeps the agent signed in, with a retry that works once it is back', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    const profile = `${apiUrl}/api/accounts/profile/`;
    await page.route(profile, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"detail":"Service indisponible."}',
      }),
    );
    // A device that kept nothing of this account (the answers kept for it are dropped first).
    await page.evaluate(() => void indexedDB.deleteDatabase('prospect-answers'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Votre profil ne peut pas être chargé' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).not.toBeNull();
    await page.unroute(profile);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bonjour, Camille !' }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a server down at start-up shows what the device kept, marked, until the server answers again', async () => {
    const page = await phone();
    await signInThroughForm(page, 'agent@prospect.demo');
    await page.getByRole('button', { name: 'La Baule-Escoublac – Centre', exact: true }).waitFor();
    const profile = `${apiUrl}/api/accounts/profile/`;
    await page.route(profile, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Indisponible."}' }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Bonjour, Camille !' }).waitFor();
    const kept = page.getByText('Données enregistrées sur l’appareil, peut-être pas à jour.');
    await kept.waitFor();
    await page.unroute(profile);
    // SWR asks again (1 s, 2 s, 4 s): once the server answers, the notice goes.
    await kept.waitFor({ state: 'detached' });
    expect(pageErrors).toEqual([]);
  });

  it("an admin sees the agency's team, first names read from first_name", async () => {
    const page = await phone();
    await signInThroughForm(page, 'admin@prospect.demo');
    const panel = page.getByRole('region', { name: "Panneau d'Administration" });
    const members = panel.getByRole('list', { name: "Membres de l'équipe" });
    await members.getByRole('heading', { level: 4, name: /^Camille Martin/ }).waitFor();
    await members.getByRole('heading', { level: 4, name: /^Lucas Moreau/ }).waitFor();
    expect(await members.getByRole('heading', { level: 4, name: /^Hugo Garnier/ }).count()).toBe(0);
    expectCleanRun();
  });
});
