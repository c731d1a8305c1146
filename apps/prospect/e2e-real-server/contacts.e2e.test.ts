import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, recordInterestedContact, signInThroughForm } from '../e2e/browser';
import { apiSession, isDoorsProbe } from './api-session';

// A contact's follow-up on a plain Django REST framework server whose CORS allows only the spec's
// headers (global-setup.ts): logged on a sector page, found in « Mes contacts », a call-back planned
// from it, and that call-back in the calendar.

const appUrl = inject('realAppUrl');
const apiUrl = inject('realApiUrl');
/** The Pornic agency's agent: the journeys work the Nantes agency's data, which this file leaves alone. */
const AGENT = 'agent@pornic.demo';
const TIMEOUT_MS = 20_000;

let browser: Browser;
let context: BrowserContext | undefined;
const pageErrors: string[] = [];
const failedCalls: string[] = [];

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
    serviceWorkers: 'block',
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.text().includes('[api-client] refused answer')) pageErrors.push(message.text());
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(apiUrl) || response.status() < 400) return;
    const call = `${response.request().method()} ${response.url()} ${response.status()}`;
    if (!isDoorsProbe(call)) failedCalls.push(call);
  });
  return page;
}

/** The agent's first sector, as the server lists it. */
async function firstSectorId(): Promise<number> {
  const api = await apiSession(apiUrl, AGENT);
  for (const zone of await api.list('/api/accounts/zones/')) {
    const [sector] = await api.list(`/api/accounts/zones/${zone.id}/sectors/`);
    if (sector) return Number(sector.id);
  }
  throw new Error(`${AGENT} has no sector`);
}

describe('a contact followed up', () => {
  it('logged on a sector page, listed in Mes contacts, its call-back planned and in the calendar', async () => {
    const sectorId = await firstSectorId();
    const page = await phone();
    await signInThroughForm(page, AGENT);
    // Unique per run: the server's data outlives it.
    const contact = `Mme Test ${Date.now()}, rappeler pour une estimation`;
    await page.goto(`/sectors/${sectorId}`);
    await recordInterestedContact(page, contact);

    await page.getByRole('link', { name: 'Voir mes contacts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mes contacts' }).waitFor();
    const card = page
      .getByRole('list', { name: 'Liste des contacts' })
      .getByRole('article')
      .filter({ hasText: contact });
    await card.getByText('Intéressé', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Planifier un rappel' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await expect
      .poll(() => modal.getByRole('textbox', { name: 'Titre' }).inputValue())
      .toBe(`Rappeler : ${contact.slice(0, 40)}…`);
    expect(await modal.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('rdv');
    // « Le samedi 28 novembre 2026 »: tomorrow, as the calendar names its days.
    const day = ((await modal.getByText(/^Le /).first().textContent()) ?? '').replace(/^Le /, '');
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await page.getByText('Rappel ajouté au calendrier.').waitFor();
    await card.getByText(/^Rappel prévu le \d\d\/\d\d\/\d{4} à 10:00$/).waitFor();

    await page.goto('/calendrier');
    const monthOfDay = day.split(' ').slice(2).join(' ');
    const heading = page.getByRole('heading', { level: 2 });
    await heading.waitFor();
    if ((await heading.textContent())?.toLowerCase() !== monthOfDay)
      await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('button', { name: day, exact: true }).click();
    const panel = page.getByRole('region', { name: day.charAt(0).toUpperCase() + day.slice(1) });
    await panel.getByRole('heading', { level: 3, name: `Rappeler : ${contact.slice(0, 40)}…` }).waitFor();

    expect(pageErrors, 'errors or refused answers in the page').toEqual([]);
    expect(failedCalls, 'API calls that failed').toEqual([]);
  });
});
