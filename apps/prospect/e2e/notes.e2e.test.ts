import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { startNoteOnMap } from './browser';
import { expectPath, hides, readyMap, shows, test } from './support';

/** Opens La Baule's zone detail (its seeded notes sit in one cluster near the centre). */
async function zoneDetailMap(page: Page): Promise<Locator> {
  await shows(page.getByRole('heading', { level: 1, name: /^Secteurs de la zone : La Baule/ }));
  return readyMap(page);
}

describe.concurrent('notes on the zone map', () => {
  test('creates a note where the map is clicked, reads it back after a reload, and deletes it', async ({
    phone,
  }) => {
    const page = await phone.signedIn(undefined, '/zones/1');
    const map = await zoneDetailMap(page);
    await startNoteOnMap(map);
    const form = map.getByRole('form', { name: 'Nouvelle note' });
    await shows(form);
    // Blank content is not saved.
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill('   ');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await shows(form);
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill('Portail vert : chien, sonner fort');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await hides(form);

    await map.getByRole('button', { name: 'Note de Camille Martin' }).click();
    const note = map.getByRole('group', { name: 'Portail vert : chien, sonner fort' });
    await shows(note);
    await shows(note.getByText('Par Camille Martin, le 22/11/2026'));

    // Saved on the server: still there after a reload, where it is deleted.
    await page.reload();
    const reloaded = await zoneDetailMap(page);
    await reloaded.getByRole('button', { name: 'Note de Camille Martin' }).click();
    const kept = reloaded.getByRole('group', { name: 'Portail vert : chien, sonner fort' });
    await shows(kept);
    await kept.getByRole('button', { name: 'Supprimer' }).click();
    // One tap only asks; the second deletes.
    const question = reloaded.getByRole('alertdialog', { name: 'Supprimer cette note ?' });
    await question.getByRole('button', { name: 'Supprimer' }).click();
    await hides(question);
    await hides(reloaded.getByRole('button', { name: 'Note de Camille Martin' }));
  });

  test('edits a note from its popup', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/zones/1');
    const map = await zoneDetailMap(page);
    await startNoteOnMap(map);
    const form = map.getByRole('form', { name: 'Nouvelle note' });
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill('Portail vert');
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await hides(form);
    await map.getByRole('button', { name: 'Note de Camille Martin' }).click();
    await map.getByRole('group', { name: 'Portail vert' }).getByRole('button', { name: 'Modifier' }).click();
    const edit = map.getByRole('form', { name: 'Modifier la note' });
    await edit.getByRole('textbox', { name: 'Contenu de la note' }).waitFor({ timeout: 5_000 });
    await edit.getByRole('textbox', { name: 'Contenu de la note' }).fill('Portail vert : chien parti');
    await edit.getByRole('button', { name: 'Mettre à jour' }).click();
    await shows(map.getByRole('group', { name: 'Portail vert : chien parti' }));
  });

  test('cancels a new note without saving it', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/zones/1');
    const map = await zoneDetailMap(page);
    await startNoteOnMap(map);
    const form = map.getByRole('form', { name: 'Nouvelle note' });
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill('Brouillon');
    await form.getByRole('button', { name: 'Annuler' }).click();
    await form.waitFor({ state: 'hidden', timeout: 5_000 });
    expect(await map.getByRole('button', { name: 'Note de Camille Martin' }).count()).toBe(0);
  });

  test('shows the zone notes on the sector map too', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/sectors/1');
    const map = await readyMap(page);
    const markers = map.getByRole('button', { name: 'Note de Camille Martin' });
    await shows(markers.first());
    expect(await markers.count()).toBe(3);
  });

  test('a tap on a sector of the zone map opens that sector, not a new note', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/zones/1');
    const map = await zoneDetailMap(page);
    // The numbers are drawn on the map's canvas; its accessible name lists them.
    await shows(map.getByRole('img', { name: /^Secteur N°\d+/ }));
    const box = await map.boundingBox();
    if (!box) throw new Error('no map');
    // West of the centre (where a note cluster sits), inside the zone's western sector.
    await map.click({ position: { x: box.width / 2 - 88, y: box.height / 2 } });
    const choice = map.getByRole('group', { name: /^Secteur N°\d+$/ });
    await shows(choice);
    const titleId = await choice.getAttribute('aria-labelledby');
    const number = (await page.locator(`[id="${titleId}"]`).textContent())?.match(/\d+$/)?.[0];
    if (!number) throw new Error('the sector choice names no number');
    await choice.getByRole('button', { name: 'Ouvrir le secteur' }).click();
    await expectPath(page, /^\/sectors\/\d+$/);
    await shows(page.getByRole('heading', { level: 1, name: new RegExp(`n°${number}$`) }));
  });
});
