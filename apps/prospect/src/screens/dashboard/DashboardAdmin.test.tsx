import { type CurrentUser, createApiClient, memoryStorage } from '@prospect/api-client';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { json, pathOf, renderApp, testApi } from '../../testing/render-app';
import { DashboardAdmin } from './DashboardAdmin';

// The admin panel as the app wires it: the server's own words reach the invitation form (spec §8).
const admin = {
  user: { first_name: 'Julien', email: 'admin@prospect.demo' },
  profile: { role: 'ADMIN' },
} as unknown as CurrentUser;
/** The team is empty; an invitation is refused with `refusal`. */
const serverRefusingInvitations =
  (refusal: () => Response): typeof globalThis.fetch =>
  async (input) => {
    const path = pathOf(input);
    if (path === '/api/accounts/admin/invitations/create/') return refusal();
    if (path === '/api/accounts/admin/users/') return json([]);
    return json({ detail: 'Introuvable.' }, 404);
  };

async function openPanel(fetch: typeof globalThis.fetch) {
  const client = createApiClient({ baseUrl: testApi, storage: memoryStorage({}), fetch });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardAdmin user={admin} /> }], {
    initialEntries: ['/dashboard'],
  });
  return renderApp(router, client);
}

describe('the admin panel’s invitation form', () => {
  it.each([
    ['a DRF field error', () => json({ email: ['Un utilisateur avec cet email existe déjà.'] }, 400)],
    ['the contract’s error field', () => json({ error: 'Un utilisateur avec cet email existe déjà.' }, 409)],
  ])(
    'shows what the server said about an existing member (%s), until the email is edited',
    async (_, refusal) => {
      const screen = await openPanel(serverRefusingInvitations(refusal));
      const email = screen.getByRole('textbox', { name: 'Email' });
      await userEvent.fill(email, 'agent@prospect.demo');
      await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
      await expect
        .element(screen.getByRole('alert'))
        .toHaveTextContent('Un utilisateur avec cet email existe déjà.');
      await userEvent.type(email, 'x');
      await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    },
  );
});
