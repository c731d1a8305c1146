import type { Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { accounts, bottomNav, expectPath, hides, shows, statsBlock, storedSession, test } from './support';

const form = (page: Page) => page.getByRole('form', { name: 'Inscription' });
const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function chooseCity(page: Page, city: string) {
  await form(page)
    .getByRole('button', { name: /^Ville/ })
    .click();
  const picker = page.getByRole('dialog', { name: 'Sélectionnez votre ville' });
  for (const choice of ['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']) {
    await shows(picker.getByRole('button', { name: choice }));
  }
  await picker.getByRole('button', { name: city }).click();
  await hides(picker);
  await shows(form(page).getByRole('button', { name: `Ville ${city}` }));
}

async function fillNewAgent(page: Page, email?: string) {
  const fields = form(page);
  await textbox(fields, 'Prénom').fill('Marie');
  await textbox(fields, 'Nom').fill('Le Goff');
  if (email) await textbox(fields, 'Email').fill(email);
  await textbox(fields, 'Mot de passe').fill('porte-a-porte');
  await textbox(fields, 'Confirmer le mot de passe').fill('porte-a-porte');
}

describe.concurrent('registration', () => {
  test('checks the email and password while typing, and everything on submit', async ({ phone, expect }) => {
    const page = await phone.visit('/register');
    const fields = form(page);
    await shows(fields);
    await fields.getByRole('button', { name: "S'inscrire", exact: true }).click();
    for (const message of [
      'Le prénom est requis.',
      'Le nom est requis.',
      "L'email est requis.",
      'Le mot de passe est requis.',
      'Veuillez confirmer le mot de passe.',
      'Veuillez sélectionner votre ville.',
    ]) {
      await shows(fields.getByText(message));
    }

    await textbox(fields, 'Email').fill('marie@agence');
    await shows(fields.getByText("Format d'email invalide"));
    await textbox(fields, 'Email').fill('marie@agence.fr');
    await hides(fields.getByText("Format d'email invalide"));
    await textbox(fields, 'Mot de passe').fill('court');
    await shows(fields.getByText('Le mot de passe doit contenir au moins 8 caractères'));
    await textbox(fields, 'Mot de passe').fill('assez-long');
    await hides(fields.getByText('Le mot de passe doit contenir au moins 8 caractères'));

    await textbox(fields, 'Prénom').fill('Marie');
    await textbox(fields, 'Nom').fill('Le Goff');
    await textbox(fields, 'Confirmer le mot de passe').fill('pas-pareil');
    await chooseCity(page, 'Nantes');
    await fields.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await shows(fields.getByText('Les mots de passe ne correspondent pas'));
    await expectPath(page, '/register');
    expect(await storedSession(page)).not.toHaveProperty('access_token');
  });

  test('signs a new agent up and lands on her dashboard', async ({ phone }) => {
    const page = await phone.visit('/auth');
    await page.getByRole('button', { name: 'Pas encore de compte ? Inscrivez-vous' }).click();
    await fillNewAgent(page, 'marie.legoff@prospect.demo');
    await chooseCity(page, 'Vertou');
    await form(page).getByRole('button', { name: "S'inscrire", exact: true }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Marie !' }));
    await shows(page.getByText('Aucune zone pour le moment'));
    await shows(statsBlock(page).getByText('0 / 0').first());
  });

  test('refuses an email that already has an account, with the server’s reason', async ({ phone }) => {
    const page = await phone.visit('/register');
    await fillNewAgent(page, accounts.agent);
    await chooseCity(page, 'Nantes');
    await form(page).getByRole('button', { name: "S'inscrire", exact: true }).click();
    await shows(
      form(page)
        .getByRole('alert')
        .filter({ hasText: /^Email : / }),
    );
    await expectPath(page, '/register');
  });

  test('registers through an invitation sent from the admin panel, with the invited email and role', async ({
    phone,
    expect,
  }) => {
    const page = await phone.signedIn(accounts.superAdmin);
    const invite = page.getByRole('form', { name: 'Inviter un membre' });
    await invite.getByRole('textbox', { name: 'Email' }).fill('nouvelle.admin@prospect.demo');
    await invite.getByRole('combobox', { name: 'Rôle' }).selectOption({ label: 'Administrateur' });
    await invite.getByRole('button', { name: "Envoyer l'invitation" }).click();
    const link = invite.getByText(/\/register\?token=/);
    await shows(link);
    const invitationUrl = new URL((await link.textContent())?.trim() ?? '');
    expect(invitationUrl.origin).toBe(new URL(page.url()).origin);

    await bottomNav(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expectPath(page, '/auth');
    await page.goto(`${invitationUrl.pathname}${invitationUrl.search}`);
    const fields = form(page);
    await shows(fields.getByText('Invitation reconnue : votre email est déjà renseigné.'));
    const email = textbox(fields, 'Email');
    expect(await email.inputValue()).toBe('nouvelle.admin@prospect.demo');
    expect(await email.getAttribute('readonly')).not.toBeNull();

    await fillNewAgent(page);
    await chooseCity(page, 'Nantes');
    await fields.getByRole('button', { name: "S'inscrire", exact: true }).click();
    await expectPath(page, '/dashboard');
    await shows(page.getByRole('heading', { name: 'Bonjour, Marie !' }));
    // Invited as an administrator of the Nantes agency: she sees its team.
    await shows(page.getByRole('region', { name: "Panneau d'Administration" }).getByText('Sophie Bernard'));
  });

  test('explains an unknown or an expired invitation', async ({ phone, expect }) => {
    const page = await phone.visit('/register?token=inconnu');
    await shows(form(page).getByText('Invitation invalide ou expirée'));
    expect(await textbox(form(page), 'Email').getAttribute('readonly')).toBeNull();
    await page.goto('/register?token=demo-invitation-expiree');
    await shows(form(page).getByText("Ce lien d'invitation a expiré."));
  });
});
