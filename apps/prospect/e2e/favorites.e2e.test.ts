import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { bottomNav, cutNetwork, hides, shows, test } from './support';

const list = (page: Page) => page.getByRole('list', { name: 'Liste des favoris' });
const card = (page: Page, title: string) => list(page).getByRole('article', { name: title, exact: true });

async function openFavorites(page: Page) {
  await shows(page.getByRole('heading', { level: 1, name: 'Mes favoris' }));
  await shows(card(page, 'Secteur calme'));
}

describe.concurrent('favourites', () => {
  test('lists the seeded favourites with their type, street and date', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await openFavorites(page);
    expect(await list(page).getByRole('article').count()).toBe(4);
    const street = card(page, 'Rue à repasser');
    await shows(street.getByText('Rue', { exact: true }));
    await shows(street.getByText("Rue : Allée de l'Église"));
    await shows(street.getByText('Ajouté le 25/10/2026'));
    await shows(card(page, 'Mme Lefèvre').getByText('Contact', { exact: true }));
    await shows(card(page, 'Estimation maison Durand').getByText('Estimation', { exact: true }));
  });

  test('shows a load failure in the spec’s words, then the list once the network is back', async ({
    phone,
  }) => {
    const page = await phone.signedIn();
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    const restore = await cutNetwork(page, /^\/api\/accounts\/favorites\//);
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await shows(page.getByRole('alert').filter({ hasText: /^Erreur: Erreur lors du chargement$/ }));
    // The read is retried with a back-off: the list comes once the connection does.
    await restore();
    await shows(card(page, 'Secteur calme'));
  });

  test('adds a favourite, requiring a title and a content', async ({ phone }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await openFavorites(page);
    await page.getByRole('button', { name: 'Ajouter un favori' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un favori' });
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await shows(modal.getByText('Le titre est requis.'));
    await shows(modal.getByText('Le contenu est requis.'));

    await modal.getByRole('textbox', { name: 'Titre' }).fill('M. Bernard');
    await modal.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Contact' });
    await modal.getByRole('textbox', { name: 'Contenu' }).fill('Vend en 2027, rappeler en janvier.');
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await hides(modal);
    const added = card(page, 'M. Bernard');
    await shows(added.getByText('Vend en 2027, rappeler en janvier.'));
    await shows(added.getByText('Contact', { exact: true }));
    await shows(added.getByText('Ajouté le 22/11/2026'));

    await page.reload();
    await shows(card(page, 'M. Bernard'));
  });

  test('edits a favourite in its modal', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await openFavorites(page);
    await card(page, 'Mme Lefèvre').getByRole('button', { name: 'Modifier' }).click();
    const modal = page.getByRole('dialog', { name: 'Modifier le favori' });
    const title = modal.getByRole('textbox', { name: 'Titre' });
    expect(await title.inputValue()).toBe('Mme Lefèvre');
    await title.fill('Mme Lefèvre (vendeuse)');
    await modal.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Estimation' });
    await modal.getByRole('button', { name: 'Modifier', exact: true }).click();
    await hides(modal);
    await shows(card(page, 'Mme Lefèvre (vendeuse)').getByText('Estimation', { exact: true }));
    await hides(card(page, 'Mme Lefèvre'));
  });

  test('deletes a favourite after confirmation', async ({ phone, expect }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await openFavorites(page);
    await card(page, 'Secteur calme').getByRole('button', { name: 'Supprimer' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer le favori' });
    await shows(
      confirm.getByText('Voulez-vous vraiment supprimer « Secteur calme » ? Cette action est irréversible.'),
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    // While a dialog is open the page behind it is hidden from the accessibility tree: wait for it to close.
    await hides(confirm);
    await hides(card(page, 'Secteur calme'));
    expect(await list(page).getByRole('article').count()).toBe(3);
  });

  test('keeps a favourite saved while the network is down on the device, marked, and sends it once back', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(undefined, '/favoris');
    await openFavorites(page);
    await page.getByRole('button', { name: 'Ajouter un favori' }).click();
    const modal = page.getByRole('dialog', { name: 'Ajouter un favori' });
    await modal.getByRole('textbox', { name: 'Titre' }).fill('Immeuble quai Leray');
    await modal.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Estimation' });
    await modal.getByRole('textbox', { name: 'Contenu' }).fill('Syndic à contacter, 12 lots.');

    const restore = await cutNetwork(page, /^\/api\/accounts\/favorites\//);
    await modal.getByRole('button', { name: 'Ajouter', exact: true }).click();
    // Nothing typed is lost: the favourite waits on the device, shown and marked as not yet sent.
    await hides(modal);
    const waiting = card(page, 'Immeuble quai Leray');
    await shows(waiting.getByText('Syndic à contacter, 12 lots.'));
    await shows(waiting.getByText('Pas encore envoyé'));
    await shows(page.getByText('1 modification en attente d’envoi'));

    await restore();
    await page.getByRole('button', { name: 'Réessayer maintenant' }).click();
    await shows(page.getByText('Toutes vos modifications sont enregistrées.'));
    await expect.poll(() => waiting.getByText('Pas encore envoyé').count()).toBe(0);
    await shows(card(page, 'Immeuble quai Leray').getByText('Syndic à contacter, 12 lots.'));
    expect(await card(page, 'Immeuble quai Leray').count()).toBe(1);
  });
});
