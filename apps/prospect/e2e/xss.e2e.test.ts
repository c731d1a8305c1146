import { describe } from 'vitest';
import { expectPath, hides, readyMap, shows, test, xssFired, xssPayload } from './support';

/**
 * Every free-text field a user can fill, saved through the demo backend and shown back: the payload
 * must read as text, never become an element, and never run.
 */
describe.concurrent('free text is shown as text, never executed', () => {
  test('in a favourite’s title and content', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await page.getByRole('button', { name: 'Ajouter un favori' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un favori' });
    await modal.getByRole('textbox', { name: 'Titre' }).fill(xssPayload);
    await modal.getByRole('textbox', { name: 'Contenu' }).fill(`Contenu ${xssPayload}`);
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await hides(modal);
    const card = page.getByRole('article', { name: xssPayload, exact: true });
    await shows(card.getByRole('heading', { name: xssPayload, exact: true }));
    await shows(card.getByText(`Contenu ${xssPayload}`, { exact: true }));
    // Reloaded from storage, too.
    await page.reload();
    await shows(page.getByRole('heading', { name: xssPayload, exact: true }));
    expect(await xssFired(page)).toBe(false);
  });

  test('in a calendar event’s title, description and place', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await page
      .getByRole('table')
      .getByRole('button', { name: 'mercredi 25 novembre 2026', exact: true })
      .click();
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await modal.getByRole('textbox', { name: 'Titre' }).fill(xssPayload);
    await modal.getByRole('textbox', { name: 'Description' }).fill(`Description ${xssPayload}`);
    await modal.getByRole('textbox', { name: 'Lieu' }).fill(`Lieu ${xssPayload}`);
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await hides(modal);
    const panel = page.getByRole('region', { name: 'Mercredi 25 novembre 2026' });
    await shows(panel.getByRole('heading', { name: xssPayload, exact: true }));
    await shows(panel.getByText(`Description ${xssPayload}`, { exact: true }));
    await shows(panel.getByText(`Lieu : Lieu ${xssPayload}`, { exact: true }));
    await shows(page.getByRole('table').getByText(`Prospection : ${xssPayload}`, { exact: true }));
    expect(await xssFired(page)).toBe(false);
  });

  test('in a zone note', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/zones/1');
    const map = await readyMap(page);
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await map.click({ position: { x: box.width - 40, y: box.height - 70 } });
    const form = map.getByRole('form', { name: 'Nouvelle note' });
    await form.getByRole('textbox', { name: 'Contenu de la note' }).fill(xssPayload);
    await form.getByRole('button', { name: 'Enregistrer' }).click();
    await hides(form);
    await map.getByRole('button', { name: 'Note de Camille Martin' }).click();
    await shows(
      map.getByRole('group', { name: xssPayload, exact: true }).getByText(xssPayload, { exact: true }),
    );
    expect(await xssFired(page)).toBe(false);
  });

  test('in the names given at registration, greeted on the dashboard', async ({ phone, expect }) => {
    const page = await phone.visit('/register');
    const form = page.getByRole('form', { name: 'Inscription' });
    await form.getByRole('textbox', { name: 'Prénom', exact: true }).fill(xssPayload);
    await form.getByRole('textbox', { name: 'Nom', exact: true }).fill(xssPayload);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('curieux@prospect.demo');
    await form.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('porte-a-porte');
    await form.getByRole('textbox', { name: 'Confirmer le mot de passe', exact: true }).fill('porte-a-porte');
    await form.getByRole('button', { name: /^Ville/ }).click();
    await page
      .getByRole('dialog', { name: 'Sélectionnez votre ville' })
      .getByRole('button', { name: 'Pornic' })
      .click();
    await form.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { level: 1, name: `Bonjour, ${xssPayload} !`, exact: true }));
    expect(await xssFired(page)).toBe(false);
  });
});
