import type { Locator, Page } from 'playwright-core';
import { describe, type ExpectStatic } from 'vitest';
import { bottomNav, expectPath, hides, patiently, shows, statValue, storedSession, test } from './support';

const checklist = (page: Page) => page.getByRole('group', { name: 'Rues du secteur' });

/** Counts the street saves the server has answered (PATCH /api/accounts/streets/{id}/). */
function countStreetSaves(page: Page): () => number {
  let saved = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'PATCH' && /\/api\/accounts\/streets\/\d+\/$/.test(response.url()))
      saved += 1;
  });
  return () => saved;
}

/**
 * Ticks every street still pending, quickly, as an agent does walking past them (each tick shows at
 * once; the saves overlap), then waits until the server has answered every save. Returns how many.
 */
async function tickRemainingStreets(page: Page, expect: ExpectStatic): Promise<number> {
  const saves = countStreetSaves(page);
  const boxes = checklist(page).getByRole('checkbox');
  await shows(boxes.first());
  let ticked = 0;
  for (const box of await boxes.all()) {
    if (await box.isChecked()) continue;
    await box.click();
    await expect.poll(() => box.isChecked(), patiently).toBe(true);
    ticked += 1;
  }
  await expect.poll(saves, patiently).toBe(ticked);
  return ticked;
}

/** '300 / 515' → [300, 515] */
function ratio(text: string): [number, number] {
  const [done, total] = text.split('/').map((part) => Number(part.replace(/\s/g, '')));
  return [done ?? Number.NaN, total ?? Number.NaN];
}

async function backToDashboard(page: Page) {
  await bottomNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expectPath(page, '/dashboard');
}

describe.concurrent('working the streets of a sector', () => {
  test('ticks streets until the sector is done, and the stats move', async ({ phone, expect }) => {
    const page = await phone.signedIn();
    const [doneBefore, total] = ratio(await statValue(page, 'Rues terminées'));

    await page.getByRole('button', { name: 'La Baule-Escoublac – Centre', exact: true }).click();
    await page.getByRole('button', { name: 'Secteur N°1 En cours' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'La Baule-Escoublac – Centre n°1' }));
    const ticked = await tickRemainingStreets(page, expect);
    expect(ticked).toBeGreaterThan(0);
    // The ticks are saved: a reload shows them all.
    await page.reload();
    await shows(checklist(page).getByRole('checkbox').first());
    for (const box of await checklist(page).getByRole('checkbox').all())
      expect(await box.isChecked()).toBe(true);

    await page.getByRole('button', { name: 'Retour au Dashboard' }).click();
    await expectPath(page, '/zones/1');
    await shows(page.getByRole('button', { name: 'Secteur N°1 Terminé' }));
    await backToDashboard(page);
    await expect
      .poll(async () => ratio(await statValue(page, 'Rues terminées')), patiently)
      .toEqual([doneBefore + ticked, total]);
  });

  test('unticks a street back to pending', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/sectors/1');
    const done = checklist(page).getByRole('checkbox', { name: "Allée de l'Église" });
    await shows(done);
    expect(await done.isChecked()).toBe(true);
    const saves = countStreetSaves(page);
    await done.click();
    await expect.poll(() => done.isChecked(), patiently).toBe(false);
    await expect.poll(saves, patiently).toBe(1);
    await page.reload();
    await shows(done);
    expect(await done.isChecked()).toBe(false);
  });

  test('in random mode, forgets the current sector once all its streets are done', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn();
    await page.getByRole('button', { name: 'Vertou – Beau Verger', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mode Aléatoire' }).click();
    await expectPath(page, '/zones/4/random-ilot');
    await expect
      .poll(async () => (await storedSession(page)).random_sector_zone_4, patiently)
      .toMatch(/^\d+$/);
    const ticked = await tickRemainingStreets(page, expect);
    expect(ticked).toBeGreaterThan(3);
    await expect.poll(() => storedSession(page), patiently).not.toHaveProperty('random_sector_zone_4');
    // Never a dead end: the îlot says it is finished and offers the zone's next one.
    const heading = page.getByRole('heading', { level: 1 });
    const finishedIlot = (await heading.textContent()) ?? '';
    const finished = page.getByRole('region', { name: 'Îlot terminé !' });
    await shows(finished);
    await finished.getByRole('button', { name: 'Îlot suivant' }).click();
    await expect.poll(() => heading.textContent(), patiently).not.toBe(finishedIlot);
    await expect
      .poll(async () => (await storedSession(page)).random_sector_zone_4, patiently)
      .toMatch(/^\d+$/);
    await hides(finished);

    // The generated sectors now count in the year's streets, with the ones just done.
    await backToDashboard(page);
    await expect
      .poll(async () => ratio(await statValue(page, 'Rues terminées'))[0], patiently)
      .toBe(300 + ticked);
    expect(ratio(await statValue(page, 'Rues terminées'))[1]).toBeGreaterThan(515);
  });

  test('changes the number of streets of a sector', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/sectors/3');
    const management = page.getByRole('region', { name: 'Gestion des rues' });
    const count = management.getByRole('spinbutton', { name: 'Nombre de rues' });
    const update = management.getByRole('button', { name: 'Mettre à jour' });
    await shows(checklist(page).getByRole('checkbox').first());
    // Folded at the bottom of the page: rarely changed, and lowering it deletes streets.
    await management.getByText('Modifier le nombre de rues').click();
    const before = await checklist(page).getByRole('checkbox').count();
    expect(await count.inputValue()).toBe(String(before));
    expect(await update.isDisabled()).toBe(true);

    await count.fill(String(before + 2));
    expect(await update.isEnabled()).toBe(true);
    await update.click();
    await expect.poll(() => checklist(page).getByRole('checkbox').count(), patiently).toBe(before + 2);
    await expect.poll(() => update.isDisabled(), patiently).toBe(true);

    // Lowering it names the streets it would delete and waits for the answer.
    const names = await checklist(page)
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    await count.fill(String(before));
    await update.click();
    const question = page.getByRole('alertdialog', { name: 'Supprimer des rues ?' });
    await shows(question.getByText(`Ces rues seront supprimées : ${names.slice(before).join(', ')}.`));
    await question.getByRole('button', { name: 'Annuler' }).click();
    await hides(question);
    expect(await checklist(page).getByRole('checkbox').count()).toBe(before + 2);
    await update.click();
    await page
      .getByRole('alertdialog', { name: 'Supprimer des rues ?' })
      .getByRole('button', { name: 'Supprimer les rues' })
      .click();
    await expect.poll(() => checklist(page).getByRole('checkbox').count(), patiently).toBe(before);

    // A negative count is refused where it is typed; nothing is deleted.
    await count.fill('-3');
    await shows(management.getByText('Le nombre de rues ne peut pas être négatif.'));
    expect(await update.isDisabled()).toBe(true);
  });

  test('a finished sector says so and leads back to its zone', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/sectors/3');
    const boxes = checklist(page).getByRole('checkbox');
    await shows(boxes.first());
    for (const box of await boxes.all()) if (!(await box.isChecked())) await box.click();
    const finished = page.getByRole('region', { name: 'Secteur terminé !' });
    await shows(finished);
    await finished.getByRole('button', { name: 'Retour à la zone' }).click();
    await expectPath(page, /^\/zones\/\d+$/);
    await shows(page.getByRole('heading', { level: 1, name: /^Secteurs de la zone : / }));
  });
});

describe.concurrent('doorstep outcomes (house notes)', () => {
  async function recordOutcome(page: Page, outcome: 'Intéressé' | 'Réfléchit', comment: string) {
    const comments: Locator = page.getByRole('textbox', { name: 'Adresse ou nom du contact' });
    await comments.fill(comment);
    await page.getByRole('button', { name: outcome, exact: true }).click();
    // Listed at once, taken back within a few seconds, then sent.
    const noted = page
      .getByRole('list', { name: 'Contacts notés sur cette page' })
      .getByRole('listitem')
      .first();
    await shows(noted.getByText(outcome));
    await shows(noted.getByText(/Note enregistrée\./));
  }

  test('counts an interested contact and an estimation in the stats', async ({ phone, expect }) => {
    const page = await phone.signedIn();
    expect(await statValue(page, 'Contacts')).toBe('4');
    expect(await statValue(page, 'Estimations')).toBe('3');
    await page.goto('/sectors/1');
    await shows(page.getByRole('heading', { name: 'Noter un contact' }));
    // An interested contact without an address or a name is not recorded.
    await page.getByRole('button', { name: 'Intéressé', exact: true }).click();
    await shows(page.getByText("Indiquez l'adresse ou le nom du contact intéressé."));
    await recordOutcome(page, 'Intéressé', 'Maison bleue, rappeler lundi');
    await recordOutcome(page, 'Réfléchit', '');
    // Taken back before it leaves: never counted.
    await page.getByRole('button', { name: 'Réfléchit', exact: true }).click();
    await page.getByRole('button', { name: 'Annuler : Réfléchit' }).click();
    await shows(page.getByRole('status').getByText('Note annulée.'));
    await backToDashboard(page);
    await expect.poll(() => statValue(page, 'Contacts'), patiently).toBe('5');
    await expect.poll(() => statValue(page, 'Estimations'), patiently).toBe('4');
  });
});
