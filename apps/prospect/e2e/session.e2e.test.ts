import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { bottomNav, expectPath, shows, storedSession, test } from './support';

/** What another tab, a server-side revocation or a cleared browser does to the stored session. */
function tamperWithTokens(page: Page, change: 'revoke-both' | 'revoke-access' | 'remove') {
  return page.evaluate((kind) => {
    if (kind === 'remove') {
      localStorage.removeItem('access_token');
      localStorage.removeItem('refresh_token');
      return;
    }
    localStorage.setItem('access_token', 'access.revoked-by-the-server');
    if (kind === 'revoke-both') localStorage.setItem('refresh_token', 'refresh.revoked-by-the-server');
  }, change);
}

const greeting = (page: Page) => page.getByRole('heading', { name: 'Bonjour, Camille !' });

describe.concurrent('session', () => {
  test('signs out with Déconnexion: tokens gone, protected pages closed', async ({ phone, expect }) => {
    const page = await phone.signedIn();
    // Straight after the greeting, while the dashboard's reads may still be on their way: a late
    // profile answer must not write the signed-out user back.
    await shows(greeting(page));
    await bottomNav(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    const stored = await storedSession(page);
    for (const key of ['access_token', 'refresh_token', 'username', 'user_data']) {
      expect(stored).not.toHaveProperty(key);
    }
    await page.goto('/dashboard');
    await expectPath(page, '/auth');
  });

  test('ends at /auth when the session expires mid-use (refresh refused)', async ({ phone, expect }) => {
    const page = await phone.signedIn();
    await shows(greeting(page));
    await tamperWithTokens(page, 'revoke-both');
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    expect(await storedSession(page)).not.toHaveProperty('access_token');
  });

  test('renews an expired access token with the refresh token without the agent noticing', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn();
    await shows(greeting(page));
    await tamperWithTokens(page, 'revoke-access');
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await shows(page.getByRole('article', { name: 'Secteur calme' }));
    await expectPath(page, '/favoris');
    const stored = await storedSession(page);
    expect(stored.access_token).toMatch(/^access\./);
    expect(stored.access_token).not.toBe('access.revoked-by-the-server');
  });

  test('ends at /auth when the tokens disappear mid-use', async ({ phone }) => {
    const page = await phone.signedIn();
    await shows(greeting(page));
    await tamperWithTokens(page, 'remove');
    await bottomNav(page).getByRole('link', { name: 'Calendrier' }).click();
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('logs out at start-up when the stored session is no longer valid', async ({ phone, expect }) => {
    const page = await phone.signedIn();
    await shows(greeting(page));
    await tamperWithTokens(page, 'revoke-both');
    await page.reload();
    await expectPath(page, '/auth');
    expect(await storedSession(page)).not.toHaveProperty('user_data');
  });
});
