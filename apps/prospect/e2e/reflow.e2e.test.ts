import type { Locator, Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { reflowProblems } from '../../../test/reflow';
import { accounts, shows, test } from './support';

/** A 390 × 844 phone zoomed to 200 % (WCAG 1.4.10, reflow). */
const ZOOMED = { width: 195, height: 422 };

/** Each address, and what shows once its data is in (the layout it is checked in). */
type Screen = [path: string, ready: (page: Page) => Locator];

const signedOut: Screen[] = [
  ['/auth', (page) => page.getByRole('heading', { level: 1, name: 'Connexion' })],
  ['/register', (page) => page.getByRole('heading', { level: 1, name: 'Inscription' })],
  [
    '/privacy-policy',
    (page) => page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
  ],
  ['/nulle-part', (page) => page.getByRole('heading', { level: 1, name: 'Page introuvable' })],
];

// The agent's screens, with the seed's zones, favourites, events and contacts.
const signedIn: Screen[] = [
  ['/dashboard', (page) => page.getByRole('region', { name: 'Mes zones' }).getByRole('listitem').first()],
  ['/zones', (page) => page.getByRole('article').first()],
  ['/zones/1', (page) => page.getByRole('heading', { name: 'Liste des secteurs' })],
  ['/zones/1/sectors', (page) => page.getByRole('button', { name: 'Voir les détails' }).first()],
  ['/sectors/1', (page) => page.getByRole('checkbox').first()],
  ['/favoris', (page) => page.getByRole('list', { name: 'Liste des favoris' })],
  ['/calendrier', (page) => page.getByRole('table')],
  ['/contacts', (page) => page.getByRole('list', { name: 'Liste des contacts' })],
];

async function expectNoSidewaysScroll(page: Page, screens: Screen[], expect: ExpectStatic) {
  await page.setViewportSize(ZOOMED);
  for (const [path, ready] of screens) {
    await page.goto(path);
    await shows(ready(page));
    expect(await page.evaluate(reflowProblems), `${path} at ${ZOOMED.width} px`).toEqual([]);
  }
}

describe.concurrent('at 200 % zoom (195 px wide)', () => {
  test('no public page scrolls sideways', async ({ phone, expect }) => {
    await expectNoSidewaysScroll(await phone.visit('/auth'), signedOut, expect);
  });

  test("no agent's screen scrolls sideways", async ({ phone, expect }) => {
    await expectNoSidewaysScroll(await phone.signedIn(accounts.agent), signedIn, expect);
  });

  test("the super admin's dashboard, its admin panel included, does not scroll sideways", async ({
    phone,
    expect,
  }) => {
    const panelReady: Screen = [
      '/dashboard',
      (page) =>
        page
          .getByRole('region', { name: "Panneau d'Administration" })
          .getByRole('list', { name: "Membres de l'équipe" })
          .getByRole('listitem')
          .first(),
    ];
    await expectNoSidewaysScroll(await phone.signedIn(accounts.superAdmin), [panelReady], expect);
  });
});
