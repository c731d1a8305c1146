import { describe } from 'vitest';
import {
  accounts,
  DEMO_PASSWORD,
  expectPath,
  patiently,
  shows,
  signIn,
  storedSession,
  test,
} from './support';

describe.concurrent('signing in on the demo backend', () => {
  test('says it is loading while the sign-in screen’s code is slow to arrive, then shows the form', async ({
    phone,
  }) => {
    let releaseScreen = () => {};
    const screenHeld = new Promise<void>((resolve) => {
      releaseScreen = resolve;
    });
    const page = await phone.visit('/auth', (context) =>
      context.route(/\/assets\/AuthRoute-[^/]+\.js$/, async (route) => {
        await screenHeld;
        await route.continue();
      }),
    );
    // The app waits a moment for the screen's code, then says it is loading rather than stay blank.
    await shows(page.getByRole('status').filter({ hasText: 'Chargement...' }));
    releaseScreen();
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('shows the sign-in form before the demo backend has loaded, and signs in once it has', async ({
    phone,
    expect,
  }) => {
    // The mock backend's chunk (msw and the seeded database) is held back until the form is filled.
    let heldRequests = 0;
    let releaseBackend = () => {};
    const backendHeld = new Promise<void>((resolve) => {
      releaseBackend = resolve;
    });
    const page = await phone.visit('/auth', (context) =>
      context.route(/\/assets\/browser-[^/]+\.js$/, async (route) => {
        heldRequests += 1;
        await backendHeld;
        await route.continue();
      }),
    );
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    await expect.poll(() => heldRequests, patiently).toBe(1);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await page.getByLabel('Email').fill(accounts.agent);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    releaseBackend();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    await expectPath(page, '/dashboard');
  });

  test('asks for both fields before calling the server', async ({ phone }) => {
    const page = await phone.visit('/auth');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await shows(page.getByText("L'email est requis."));
    await shows(page.getByText('Le mot de passe est requis.'));
    await expectPath(page, '/auth');
  });

  test('refuses a wrong password with the spec message and keeps what was typed', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/auth');
    await page.getByLabel('Email').fill(accounts.agent);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await shows(page.getByRole('alert').filter({ hasText: 'Identifiants incorrects. Veuillez réessayer.' }));
    expect(await page.getByLabel('Email').inputValue()).toBe(accounts.agent);
    expect(await storedSession(page)).not.toHaveProperty('access_token');
  });

  test('logs the demo agent in, greets her with the date and keeps the session across a reload', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/login');
    await page.getByLabel('Email').fill(accounts.agent);
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    await shows(page.getByText('Nous sommes le dimanche 22 novembre 2026.'));
    const stored = await storedSession(page);
    expect(stored.access_token).toMatch(/^access\./);
    expect(stored.refresh_token).toMatch(/^refresh\./);
    expect(stored.username).toBe(accounts.agent);

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    await expectPath(page, '/dashboard');
  });

  test('switches between the login and registration forms', async ({ phone }) => {
    const page = await phone.visit('/auth');
    await page.getByRole('button', { name: 'Pas encore de compte ? Inscrivez-vous' }).click();
    await shows(page.getByRole('heading', { name: 'Inscription' }));
    await page.getByRole('button', { name: 'Déjà un compte ? Connectez-vous' }).click();
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('forgets the stored session when the login page is reached from outside the site', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/auth');
    await signIn(page);
    // Typing the address is arriving from outside: no referrer, first page of the visit.
    await page.goto('/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    await expect.poll(() => storedSession(page), patiently).not.toHaveProperty('access_token');
    await page.goto('/dashboard');
    await expectPath(page, '/auth');
  });
});
