import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../test/browser';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

/** The password of every seeded account (the mock's demo agencies). */
export const SEEDED_PASSWORD = 'prospect2026';

/** Signs in through /auth's form and waits for the dashboard's greeting (any name by default). */
export async function signInThroughForm(
  page: Page,
  email: string,
  greeting: string | RegExp = /^Bonjour, /,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(SEEDED_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: greeting }).waitFor();
}

/**
 * Taps the map near its bottom-right corner (clear of the controls and the credit) and opens the new
 * note form there: inside a sector the map first offers to open it, and the note is its second choice.
 * Returns the form.
 */
export async function startNoteOnMap(map: Locator): Promise<Locator> {
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await map.click({ position: { x: box.width - 40, y: box.height - 70 } });
  const form = map.getByRole('form', { name: 'Nouvelle note' });
  const choice = map.getByRole('button', { name: 'Ajouter une note ici' });
  await form.or(choice).waitFor();
  if (await choice.isVisible()) await choice.click();
  return form;
}

/** Records an interested contact on the sector page, waiting until it leaves its undo delay, sent. */
export async function recordInterestedContact(page: Page, contact: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Adresse ou nom du contact' }).fill(contact);
  await page.getByRole('button', { name: 'Intéressé', exact: true }).click();
  await page
    .getByRole('list', { name: 'Contacts notés sur cette page' })
    .getByText(/Note enregistrée\./)
    .waitFor({ timeout: 20_000 });
}
