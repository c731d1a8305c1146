import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

const appUrl = inject('appUrl');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  page = await context.newPage();
});

describe('signing in on the demo backend', () => {
  it('sends / to /auth', async () => {
    await page.goto(`${appUrl}/`);
    await page.waitForURL(`${appUrl}/auth`);
    await expect(page.getByRole('heading', { name: 'Connexion' }).isVisible()).resolves.toBe(true);
  });

  it('keeps /dashboard behind the session', async () => {
    await page.goto(`${appUrl}/dashboard`);
    await page.waitForURL(`${appUrl}/auth`);
  });

  it('refuses a wrong password with the spec message and keeps what was typed', async () => {
    await page.goto(`${appUrl}/auth`);
    await page.getByLabel('Email').fill('agent@prospect.demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Identifiants incorrects. Veuillez réessayer.' })
      .waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('agent@prospect.demo');
  });

  it('logs the demo agent in and greets her on the dashboard', async () => {
    await page.goto(`${appUrl}/auth`);
    await page.getByLabel('Email').fill('agent@prospect.demo');
    await page.getByLabel('Mot de passe', { exact: true }).fill('prospect2026');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${appUrl}/dashboard`);
    await page.getByRole('heading', { name: 'Bonjour, Camille !' }).waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('access_token'),
      localStorage.getItem('username'),
    ]);
    expect(stored[0]).toMatch(/^access\./);
    expect(stored[1]).toBe('agent@prospect.demo');
  });
});
