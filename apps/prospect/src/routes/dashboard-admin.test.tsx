import { ApiClientProvider, type CurrentUser, createApiClient, memoryStorage } from '@prospect/api-client';
import { ToastProvider } from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardAdmin } from './dashboard-admin';

// The admin panel as the app wires it: the server's own words reach the invitation form (spec §8).
const api = 'http://api.test';
const admin = {
  user: { first_name: 'Julien', email: 'admin@prospect.demo' },
  profile: { role: 'ADMIN' },
} as unknown as CurrentUser;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The team is empty; an invitation is refused with `refusal`. */
const serverRefusingInvitations =
  (refusal: () => Response): typeof globalThis.fetch =>
  async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === '/api/accounts/admin/invitations/create/') return refusal();
    if (path === '/api/accounts/admin/users/') return json([]);
    return json({ detail: 'Introuvable.' }, 404);
  };

async function openPanel(fetch: typeof globalThis.fetch) {
  const client = createApiClient({ baseUrl: api, storage: memoryStorage({}), fetch });
  const router = createMemoryRouter([{ path: '/dashboard', element: <DashboardAdmin user={admin} /> }], {
    initialEntries: ['/dashboard'],
  });
  return render(
    <ProspectThemeProvider>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ApiClientProvider client={client}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </SWRConfig>
      </ToastProvider>
    </ProspectThemeProvider>,
  );
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
