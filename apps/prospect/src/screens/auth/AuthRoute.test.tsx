import { createApiClient, memoryStorage, storageKeys } from '@prospect/api-client';
import { createMemoryRouter, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../session/SessionProvider';
import { json, pathOf, renderApp, testApi } from '../../testing/render-app';
import { Component as RegisterPage } from './RegisterRoute';

// An invitation link opened from an email: the page arrives from outside the site, so it forgets the
// stored session (clearing the read cache) while it checks the invitation (spec §2, §8).

/** A server whose invitation check answers `invitation`. */
const serverAnswering =
  (invitation: () => Response): typeof globalThis.fetch =>
  async (input) => {
    if (pathOf(input) === '/api/accounts/invitations/validate/') return invitation();
    return json({ detail: 'Introuvable.' }, 404);
  };

async function openInvitationLink(fetch: typeof globalThis.fetch) {
  const storage = memoryStorage({
    [storageKeys.accessToken]: 'access-of-someone-else',
    [storageKeys.refreshToken]: 'refresh-of-someone-else',
  });
  const client = createApiClient({ baseUrl: testApi, storage, fetch });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '/register', element: <RegisterPage /> }],
      },
    ],
    { initialEntries: ['/register?token=jeton-invitation'] },
  );
  const screen = await renderApp(router, client);
  return { screen, storage };
}

describe('the registration page opened from an invitation link', () => {
  // Clicked in a mail: the page's referrer is another site.
  beforeEach(() => {
    Object.defineProperty(document, 'referrer', { value: 'https://mail.example/', configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'referrer');
  });

  it('forgets the stored session and says the invitation is recognised', async () => {
    const { screen, storage } = await openInvitationLink(
      serverAnswering(() => json({ email: 'invite@prospect.demo', role: 'AGENT' })),
    );
    await expect
      .element(screen.getByText('Invitation reconnue : votre email est déjà renseigné.'))
      .toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('says an expired link has expired', async () => {
    const { screen } = await openInvitationLink(
      serverAnswering(() => json({ error: 'Invitation expirée.' }, 410)),
    );
    await expect.element(screen.getByText("Ce lien d'invitation a expiré.")).toBeVisible();
  });
});
