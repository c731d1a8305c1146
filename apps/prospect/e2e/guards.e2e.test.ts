import { describe } from 'vitest';
import { bottomNav, expectPath, patiently, shows, test } from './support';

/** Every protected route of the spec's table (§2), with ids of Camille's seeded zone and sector. */
const protectedPaths = [
  '/dashboard',
  '/zones',
  '/zones/1',
  '/ZoneDetail?zoneId=1',
  '/zones/4/ilots',
  '/zones/4/random-ilot',
  '/sectors/1',
  '/favoris',
  '/calendrier',
];

describe.concurrent('guards and redirects', () => {
  test('sends / to /auth', async ({ phone }) => {
    const page = await phone.visit('/');
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('sends every protected route to /auth without a session, before any API call', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/auth');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) apiCalls.push(pathname);
    });
    for (const path of protectedPaths) {
      await page.goto(path);
      await expectPath(page, '/auth');
      await shows(page.getByRole('heading', { name: 'Connexion' }));
    }
    expect(apiCalls).toEqual([]);
  });

  test('opens the public pages without a session', async ({ phone }) => {
    const page = await phone.visit('/privacy-policy');
    await shows(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }));
    for (const section of ['Données collectées', 'Cookies', 'Contact']) {
      await shows(page.getByRole('heading', { level: 2, name: section }));
    }
    await page.goto('/register');
    await shows(page.getByRole('heading', { name: 'Inscription' }));
    await page.goto('/login');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('links the privacy policy from the login and registration forms, with a way back to each', async ({
    phone,
  }) => {
    const page = await phone.visit('/auth');
    await page.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await expectPath(page, '/privacy-policy');
    await shows(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }));
    await page.getByRole('link', { name: 'Retour' }).click();
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));

    await page.goto('/register');
    await page.getByRole('link', { name: 'Politique de confidentialité' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }));
    await page.getByRole('link', { name: 'Retour' }).click();
    await expectPath(page, '/register');
    await shows(page.getByRole('heading', { name: 'Inscription' }));
  });

  test('sends a signed-in user who comes back to the login page from within the site to the dashboard', async ({
    phone,
  }) => {
    const page = await phone.signedIn(undefined, '/privacy-policy');
    await shows(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }));
    // Opened directly, 'Retour' leads to /auth: within the site, so the session is kept.
    await page.getByRole('link', { name: 'Retour' }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
  });

  test('lets /zones/{id}/sectors past the guard, whose data then needs a session and ends at /auth', async ({
    phone,
    expect,
  }) => {
    const page = await phone.visit('/auth');
    // Unguarded: the page itself loads and asks for the zone's sectors, which answers 401 without a token.
    const sectorsCall = page.waitForResponse((response) =>
      response.url().endsWith('/api/accounts/zones/1/sectors/'),
    );
    await page.goto('/zones/1/sectors');
    expect((await sectorsCall).status()).toBe(401);
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
  });

  test('shows the sectors list at /zones/{id}/sectors with a session', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/zones/1/sectors');
    await shows(page.getByRole('heading', { level: 1, name: 'Secteurs de La Baule-Escoublac – Centre' }));
    await shows(page.getByRole('heading', { name: 'Secteur N°1', exact: true }));
    await shows(page.getByRole('button', { name: 'Tout supprimer' }));
  });

  test('opens the zone detail from its alternate /ZoneDetail entry', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/ZoneDetail?zoneId=1');
    await shows(
      page.getByRole('heading', { level: 1, name: 'Secteurs de la zone : La Baule-Escoublac – Centre' }),
    );
    await shows(bottomNav(page).getByRole('link', { name: 'Îlots' }));
  });

  test('says in French that a mistyped address leads nowhere, with the way home', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(undefined, '/nimportequoi');
    await shows(page.getByRole('heading', { level: 1, name: 'Page introuvable' }));
    await shows(
      page.getByText("Cette adresse ne correspond à aucune page. Vérifiez-la ou revenez à l'accueil."),
    );
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    // The page shows before the session's profile arrives and its link is a full page load: the
    // profile request cut short must not end the session.
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
  });

  test('shows a clear failure screen when a screen’s code cannot be downloaded, and retries', async ({
    phone,
  }) => {
    const page = await phone.signedIn();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    // Screen chunks come from the network (through the demo's service worker), so a route can cut them.
    const chunk = /\/assets\/FavoritesRoute-[^/]+\.js$/;
    await phone.context.route(chunk, (route) => route.abort('internetdisconnected'));
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await shows(page.getByText('Le chargement a échoué. Vérifiez votre connexion puis réessayez.'));
    await phone.context.unroute(chunk);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Mes favoris' }));
    await expectPath(page, '/favoris');
  });

  test('titles each page after its route', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await shows(page.getByRole('heading', { level: 1, name: 'Mes favoris' }));
    await expect.poll(() => page.title(), patiently).toBe('Mes favoris · Prospect');
    await bottomNav(page).getByRole('link', { name: 'Calendrier' }).click();
    await expectPath(page, '/calendrier');
    await expect.poll(() => page.title(), patiently).toBe('Calendrier · Prospect');
  });

  test('opens each page at its top, and the way back returns to where the agent was', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn();
    await shows(page.getByRole('heading', { name: 'Mes zones' }));
    await page.mouse.wheel(0, 700);
    await expect.poll(() => page.evaluate(() => window.scrollY), patiently).toBeGreaterThan(300);
    const where = await page.evaluate(() => window.scrollY);
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Mes favoris' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await shows(page.getByRole('heading', { name: 'Mes zones' }));
    await expect.poll(() => page.evaluate(() => window.scrollY), patiently).toBe(where);
  });
});
