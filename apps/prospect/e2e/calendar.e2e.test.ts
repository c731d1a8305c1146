import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { bottomNav, cutNetwork, hides, shows, test } from './support';

const grid = (page: Page) => page.getByRole('table');
const day = (page: Page, longDate: string) => grid(page).getByRole('button', { name: longDate, exact: true });
const dayCell = (page: Page, longDate: string) =>
  grid(page).getByRole('cell', { name: new RegExp(`^${longDate}`) });

async function openCalendar(page: Page) {
  await shows(page.getByRole('heading', { level: 1, name: 'Calendrier' }));
  await shows(page.getByRole('heading', { level: 2, name: 'Novembre 2026' }));
  // This month's seeded events are in.
  await shows(dayCell(page, 'mardi 10 novembre 2026').getByText('Rendez-vous : Estimation chez M. Durand'));
}

describe.concurrent('calendar', () => {
  test('shows the month from Monday, with the events of each day', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    const weekdays = await grid(page).getByRole('columnheader').allTextContents();
    expect(weekdays).toEqual(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim']);
    // The first row starts on Monday 26 October: weeks begin on Monday.
    await shows(day(page, 'lundi 26 octobre 2026'));
    await day(page, 'dimanche 22 novembre 2026').click();
    const panel = page.getByRole('region', { name: 'Dimanche 22 novembre 2026' });
    await shows(panel.getByRole('heading', { level: 3, name: 'Porte-à-porte Nantes' }));
    await shows(panel.getByRole('heading', { level: 3, name: 'Rendez-vous notaire' }));
    await shows(panel.getByText('Lieu : Étude de Me Guérin, Pornic'));
    await panel.getByRole('button', { name: 'Fermer' }).click();
    await hides(panel);
  });

  test('shows a load failure in the spec’s words', async ({ phone }) => {
    const page = await phone.signedIn();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    await cutNetwork(page, /^\/api\/accounts\/events\//);
    await bottomNav(page).getByRole('link', { name: 'Calendrier' }).click();
    await shows(page.getByRole('alert').filter({ hasText: /^Erreur: Erreur lors du chargement$/ }));
  });

  test('moves a month back and forth, loading that month’s events', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    const december = page.waitForRequest((request) => request.url().includes('/api/accounts/events/?'));
    await page.getByRole('button', { name: 'Suivant' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Décembre 2026' }));
    // Spec §7: the displayed month, from its first day 00:00 to its last day 23:59:59.999 (Paris time).
    const query = new URL((await december).url()).searchParams;
    expect(query.get('start_date')).toBe('2026-11-30T23:00:00.000Z');
    expect(query.get('end_date')).toBe('2026-12-31T22:59:59.999Z');
    await shows(day(page, 'jeudi 31 décembre 2026'));
    await page.getByRole('button', { name: 'Précédent' }).click();
    await page.getByRole('button', { name: 'Précédent' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Octobre 2026' }));
    await page.getByRole('button', { name: 'Suivant' }).click();
    await openCalendar(page);
  });

  test('adds an event on an empty day', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    await day(page, 'mercredi 25 novembre 2026').click();
    const panel = page.getByRole('region', { name: 'Mercredi 25 novembre 2026' });
    await shows(panel.getByText('Aucun événement pour cette date.'));
    await panel.getByRole('button', { name: 'Ajouter un événement' }).click();

    const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await shows(modal.getByText('Le mercredi 25 novembre 2026'));
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await shows(modal.getByText('Le titre est requis.'));
    await modal.getByRole('textbox', { name: 'Titre' }).fill('Estimation Mme Riou');
    await modal.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Rendez-vous' });
    await modal.getByRole('textbox', { name: 'Description' }).fill('Maison de ville, 4 pièces.');
    await modal.getByRole('textbox', { name: 'Lieu' }).fill('12 rue Kervégan, Nantes');
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await hides(modal);

    // The day keeps its panel (it now has an event) and the grid shows it.
    const added = panel.getByRole('listitem').filter({ hasText: 'Estimation Mme Riou' });
    await shows(added.getByText('Rendez-vous', { exact: true }));
    await shows(added.getByText('Maison de ville, 4 pièces.'));
    await shows(added.getByText('Lieu : 12 rue Kervégan, Nantes'));
    await shows(dayCell(page, 'mercredi 25 novembre 2026').getByText('Rendez-vous : Estimation Mme Riou'));

    await page.reload();
    await shows(dayCell(page, 'mercredi 25 novembre 2026').getByText('Rendez-vous : Estimation Mme Riou'));
  });

  test('keeps an event saved while the network is down on the device, marked, and sends it once back', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    await day(page, 'vendredi 27 novembre 2026').click();
    await page.getByRole('button', { name: 'Ajouter un événement' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un événement' });
    await modal.getByRole('textbox', { name: 'Titre' }).fill('Boîtage Pornic');
    await modal.getByRole('textbox', { name: 'Description' }).fill('200 flyers, secteur gare.');
    const restore = await cutNetwork(page, /^\/api\/accounts\/events\//);
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await hides(modal);
    const cell = dayCell(page, 'vendredi 27 novembre 2026');
    await shows(cell.getByText('Prospection : Boîtage Pornic'));
    await cell.getByText('(Pas encore envoyé)').waitFor({ state: 'attached' });
    await shows(page.getByText('1 modification en attente d’envoi'));
    await restore();
    await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
    await shows(page.getByText('Toutes vos modifications sont enregistrées.'));
    await expect.poll(() => cell.getByText('(Pas encore envoyé)').count()).toBe(0);
    expect(await cell.getByText('Prospection : Boîtage Pornic').count()).toBe(1);
  });

  test('deletes an event after confirmation', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    await day(page, 'mardi 10 novembre 2026').click();
    const panel = page.getByRole('region', { name: 'Mardi 10 novembre 2026' });
    await panel.getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer cet événement ?' });
    await shows(
      confirm.getByText("Êtes-vous sûr de vouloir supprimer l'événement « Estimation chez M. Durand » ?"),
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    // While a dialog is open the page behind it is hidden from the accessibility tree: wait for it to close.
    await hides(confirm);
    await shows(panel.getByText('Aucun événement pour cette date.'));
    await page.reload();
    await shows(page.getByRole('heading', { level: 2, name: 'Novembre 2026' }));
    await shows(dayCell(page, 'mardi 3 novembre 2026').getByRole('listitem').first());
    expect(await dayCell(page, 'mardi 10 novembre 2026').getByRole('listitem').count()).toBe(0);
  });

  test('edits an event from the day panel', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/calendrier');
    await openCalendar(page);
    await day(page, 'mardi 10 novembre 2026').click();
    const panel = page.getByRole('region', { name: 'Mardi 10 novembre 2026' });
    await panel.getByRole('button', { name: 'Voir / Modifier' }).click();
    const modal = page.getByRole('dialog', { name: "Modifier l'événement" });
    const title = modal.getByRole('textbox', { name: 'Titre' });
    expect(await title.inputValue()).toBe('Estimation chez M. Durand');
    await title.fill('Estimation chez M. et Mme Durand');
    await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
    await hides(modal);
    await shows(
      dayCell(page, 'mardi 10 novembre 2026').getByText('Rendez-vous : Estimation chez M. et Mme Durand'),
    );
  });
});
