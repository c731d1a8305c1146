import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, bottomNav, expectPath, hides, shows, storedSession, test } from './support';

const panel = (page: Page) => page.getByRole('region', { name: "Panneau d'Administration" });
const members = (page: Page) => panel(page).getByRole('list', { name: "Membres de l'équipe" });
const member = (page: Page, name: string) =>
  members(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 4, name: new RegExp(`^${name}`) }) });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function openPanel(page: Page) {
  await shows(panel(page));
  await shows(member(page, 'Camille Martin'));
}

describe.concurrent('admin panel', () => {
  test('is not shown to an agent', async ({ phone, expect }) => {
    const page = await phone.signedIn(accounts.agent);
    await shows(page.getByRole('region', { name: 'Mes zones' }));
    expect(await panel(page).count()).toBe(0);
  });

  test('lets an admin invite agents only, and manage everyone but himself', async ({ phone, expect }) => {
    const page = await phone.signedIn(accounts.admin);
    await openPanel(page);
    const roles = await panel(page)
      .getByRole('combobox', { name: 'Rôle' })
      .locator('option')
      .allTextContents();
    expect(roles).toEqual(['Agent']);
    const self = member(page, 'Julien Leroy');
    await shows(self.getByText('Vous'));
    expect(await self.getByRole('button').count()).toBe(0);
    const camille = member(page, 'Camille Martin');
    await shows(camille.getByRole('button', { name: 'Supprimer Camille Martin' }));
    // Agent is all an admin hands out: the agent's role is shown, with no editor offering no choice.
    await shows(camille.getByText('Agent', { exact: true }));
    expect(await camille.getByRole('button', { name: 'Modifier le rôle de Camille Martin' }).count()).toBe(0);
    // Only a super admin impersonates.
    expect(
      await panel(page)
        .getByRole('button', { name: /^Se connecter en tant que/ })
        .count(),
    ).toBe(0);
  });

  test('invites a member and shows the invitation link', async ({ phone }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await openPanel(page);
    const form = panel(page).getByRole('form', { name: 'Inviter un membre' });
    await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await shows(form.getByText("L'email est requis."));
    await form.getByRole('textbox', { name: 'Email' }).fill('nouveau.chef@prospect.demo');
    await form.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Administrateur' });
    await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
    await shows(form.getByText('Invitation envoyée avec succès à nouveau.chef@prospect.demo.'));
    await shows(form.getByText(/\/register\?token=/));
  });

  test('says why an existing member cannot be invited, until the email is edited', async ({ phone }) => {
    const page = await phone.signedIn(accounts.admin);
    await openPanel(page);
    const form = panel(page).getByRole('form', { name: 'Inviter un membre' });
    const email = form.getByRole('textbox', { name: 'Email' });
    await email.fill(accounts.agent);
    await form.getByRole('button', { name: "Envoyer l'invitation" }).click();
    const refusal = form.getByText('Un utilisateur avec cet email existe déjà.');
    await shows(refusal);
    await email.fill('camille.nouvelle@prospect.demo');
    await hides(refusal);
  });

  test('changes a member’s role, after a cancelled first try', async ({ phone }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await openPanel(page);
    const lucas = member(page, 'Lucas Moreau');
    await lucas.getByRole('button', { name: 'Modifier le rôle de Lucas Moreau' }).click();
    const role = lucas.getByRole('combobox', { name: 'Rôle de Lucas Moreau' });
    await role.selectOption({ label: 'Administrateur' });
    await lucas.getByRole('button', { name: 'Annuler' }).click();
    await hides(role);
    await shows(lucas.getByText('Agent', { exact: true }));

    await lucas.getByRole('button', { name: 'Modifier le rôle de Lucas Moreau' }).click();
    await role.selectOption({ label: 'Administrateur' });
    await lucas.getByRole('button', { name: 'Enregistrer' }).click();
    await shows(toasts(page).getByText('Rôle mis à jour avec succès.'));
    await shows(lucas.getByText('Administrateur', { exact: true }));
  });

  test('deletes a member after the irreversible-action warning', async ({ phone }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await openPanel(page);
    await member(page, 'Léa Dubois').getByRole('button', { name: 'Supprimer Léa Dubois' }).click();
    const confirm = page.getByRole('alertdialog', { name: "Supprimer l'utilisateur" });
    await shows(
      confirm.getByText(
        'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
      ),
    );
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await hides(confirm);
    await shows(toasts(page).getByText('Utilisateur supprimé avec succès.'));
    await hides(member(page, 'Léa Dubois'));
    await shows(member(page, 'Lucas Moreau'));
  });
});

describe.concurrent('impersonation', () => {
  async function impersonateCamille(page: Page) {
    await openPanel(page);
    await member(page, 'Camille Martin')
      .getByRole('button', { name: 'Se connecter en tant que Camille Martin' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Se connecter en tant que cet utilisateur' });
    await shows(confirm.getByText('Vous allez vous connecter en tant que cet utilisateur. Continuer ?'));
    await confirm.getByRole('button', { name: 'Continuer' }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Camille !' }));
    await shows(page.getByText('Session ouverte en tant que Camille'));
    await shows(page.getByText(`Votre compte : ${accounts.superAdmin}`));
  }

  test('lets a super admin act as an agent, then return to her own account', async ({ phone, expect }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await impersonateCamille(page);
    // Camille's own data, and no admin panel for an agent.
    await shows(page.getByRole('button', { name: 'Vertou – Beau Verger', exact: true }));
    expect(await panel(page).count()).toBe(0);
    const during = await storedSession(page);
    expect(during.is_impersonated).toBe('true');
    expect(during.impersonator_email).toBe(accounts.superAdmin);

    // The banner follows her through the app.
    await bottomNav(page).getByRole('link', { name: 'Favoris' }).click();
    await shows(page.getByText('Session ouverte en tant que Camille'));
    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Sophie !' }));
    await hides(page.getByText('Session ouverte en tant que Camille'));
    await openPanel(page);
    const after = await storedSession(page);
    expect(after).not.toHaveProperty('is_impersonated');
    expect(after).not.toHaveProperty('impersonator_access_token');
  });

  test('ends the impersonation instead of signing out on Déconnexion', async ({ phone, expect }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    await impersonateCamille(page);
    await bottomNav(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Sophie !' }));
    await openPanel(page);
    // A second Déconnexion signs her out.
    await bottomNav(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(page, '/auth');
    expect(await storedSession(page)).not.toHaveProperty('access_token');
  });
});
