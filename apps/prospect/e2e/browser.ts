import { type Browser, chromium, type Page } from 'playwright-core';
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
