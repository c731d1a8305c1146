import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  accounts,
  bottomNav,
  cutNetwork,
  expectPath,
  hides,
  patiently,
  shows,
  signIn,
  storedSession,
  test,
} from './support';

// Changes of account on one device: what another tab does about them, and what the device forgets.

const greeting = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name: `Bonjour, ${name} !` });
const banner = (page: Page) => page.getByText('Session ouverte en tant que Camille');

/** Whose answers the read cache keeps in IndexedDB: its records are named `<api>|<email>\n<key>`. */
function keptAnswersOf(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('prospect-answers');
        // Opened before the app ever kept anything: the same store the app would make.
        opening.onupgradeneeded = () => opening.result.createObjectStore('answers');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const database = opening.result;
          const reading = database.transaction('answers', 'readonly').objectStore('answers').getAllKeys();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            database.close();
            const owners = reading.result.map((record) => String(record).split('\n')[0] ?? '');
            resolve([...new Set(owners.map((owner) => owner.slice(owner.lastIndexOf('|') + 1)))].sort());
          };
        };
      }),
  );
}

/** The map tiles the production worker keeps (its cache, which the demo has no worker to fill). */
const TILE_CACHE = 'prospect-map-tiles';

async function impersonateCamille(page: Page) {
  const panel = page.getByRole('region', { name: "Panneau d'Administration" });
  await panel.getByRole('button', { name: 'Se connecter en tant que Camille Martin' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Se connecter en tant que cet utilisateur' });
  await confirm.getByRole('button', { name: 'Continuer' }).click();
  await expectPath(page, '/dashboard');
  await shows(greeting(page, 'Camille'));
  await shows(banner(page));
}

describe.concurrent('changes of account', () => {
  test('a second tab follows the first signing out, then in as someone else', async ({ phone, expect }) => {
    const first = await phone.signedIn(accounts.admin);
    await shows(greeting(first, 'Julien'));
    const { access_token, refresh_token, username } = await storedSession(first);
    if (!access_token || !refresh_token || !username) throw new Error('Julien is not signed in');
    await signIn(first, accounts.agent);
    // The demo backend of a tab reads its database once, as the tab opens: it must hold both sessions.
    await first.waitForFunction(() => {
      const token = localStorage.getItem('access_token');
      return token !== null && (localStorage.getItem('prospect-demo-db') ?? '').includes(token);
    });
    const second = await phone.context.newPage();
    const errors: Error[] = [];
    second.on('pageerror', (error) => errors.push(error));
    await second.goto('/favoris');
    await shows(second.getByRole('article', { name: 'Secteur calme' }));

    await bottomNav(first).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(first, '/auth');
    await expectPath(second, '/auth');
    await shows(second.getByRole('heading', { name: 'Connexion' }));

    // Julien signs in in the first tab: what the login form stores.
    await first.evaluate(
      (session) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      },
      { access_token, refresh_token, username },
    );
    await expectPath(second, '/dashboard');
    await shows(greeting(second, 'Julien'));
    await shows(second.getByRole('region', { name: "Panneau d'Administration" }));
    expect(await greeting(second, 'Camille').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  test("ending an impersonation forgets the agent's kept answers, not the super admin's", async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await shows(greeting(page, 'Sophie'));
    await expect.poll(() => keptAnswersOf(page), patiently).toEqual([accounts.superAdmin]);

    await impersonateCamille(page);
    await shows(page.getByRole('button', { name: 'Vertou – Beau Verger', exact: true }));
    // Both kept while she acts as Camille: she comes back to her own.
    await expect.poll(() => keptAnswersOf(page), patiently).toEqual([accounts.agent, accounts.superAdmin]);

    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await shows(greeting(page, 'Sophie'));
    await expect.poll(() => keptAnswersOf(page), patiently).toEqual([accounts.superAdmin]);
  });

  test('Revenir à mon compte asks first while changes made as the agent still wait', async ({ phone }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await impersonateCamille(page);
    await page.getByRole('button', { name: 'La Baule-Escoublac – Centre', exact: true }).click();
    await page.getByRole('button', { name: 'Secteur N°1 En cours' }).click();
    const checklist = page.getByRole('group', { name: 'Rues du secteur' });
    const pending = checklist.getByRole('checkbox', { checked: false }).first();
    await shows(pending);
    await cutNetwork(page, /^\/api\/accounts\/streets\//);
    await pending.click();
    await shows(page.getByText('1 modification en attente d’envoi'));

    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    const asked = page.getByRole('alertdialog', { name: 'Modifications non envoyées' });
    await shows(
      asked.getByText(
        '1 modification n’est pas encore envoyée. Elle reste sur cet appareil et partira à la prochaine connexion de ce compte ici.',
      ),
    );
    await asked.getByRole('button', { name: 'Annuler' }).click();
    await hides(asked);
    await shows(banner(page));

    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await asked.getByRole('button', { name: 'Revenir à mon compte quand même' }).click();
    await expectPath(page, '/dashboard');
    await shows(greeting(page, 'Sophie'));
    await hides(banner(page));
  });

  test('Déconnexion leaves nothing of the account on the device but its waiting changes', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(accounts.agent, '/zones/4/random-ilot');
    await shows(page.getByRole('group', { name: 'Rues du secteur' }).getByRole('checkbox').first());
    expect((await storedSession(page)).random_sector_zone_4).toMatch(/^\d+$/);
    await expect.poll(() => keptAnswersOf(page), patiently).toEqual([accounts.agent]);
    await page.evaluate(async (name) => {
      await (await caches.open(name)).put('/tiles/15/16230/11268.png', new Response('tile'));
    }, TILE_CACHE);

    await bottomNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await shows(greeting(page, 'Camille'));
    await bottomNav(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(page, '/auth');
    await shows(page.getByRole('heading', { name: 'Connexion' }));
    expect(Object.keys(await storedSession(page)).filter((key) => key.startsWith('random_sector_'))).toEqual(
      [],
    );
    expect(await page.evaluate((name) => caches.has(name), TILE_CACHE)).toBe(false);
    expect(await keptAnswersOf(page)).toEqual([]);
  });
});
