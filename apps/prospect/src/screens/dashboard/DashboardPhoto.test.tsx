import { createApiClient, memoryStorage, profileKey, storageKeys } from '@prospect/api-client';
import { ProfilePhoto } from '@prospect/ui';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SessionProvider } from '../../session/SessionProvider';
import { json, pathOf, renderApp, testApi } from '../../testing/render-app';
import { useDashboardScreen } from './use-dashboard-screen';

// The dashboard's photo as the app wires it. Spec §8 only logs a failed upload; the agent must see it.
const profile = {
  user: { first_name: 'Camille', email: 'agent@prospect.demo' },
  profile: { role: 'AGENT', profile_picture: null, tenant: { id: 1, city: 'Nantes' } },
};
const picturePath = '/api/accounts/profile/picture/';

/** The dashboard's photo alone: the rest of the screen has its own tests. */
function DashboardPhoto() {
  const screen = useDashboardScreen();
  return screen.user ? <ProfilePhoto name={screen.user.user.first_name} {...screen.photo} /> : null;
}

/** A server whose picture upload answers `uploads` in turn. */
async function openDashboard(uploads: (() => Response)[]) {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const path = pathOf(input);
    if (path === profileKey) return json(profile);
    if (path === picturePath && init?.method === 'PUT') {
      const answer = uploads.shift();
      if (!answer) throw new Error('an upload not expected');
      return answer();
    }
    return json({ detail: 'Introuvable.' }, 404);
  };
  const storage = memoryStorage({
    [storageKeys.accessToken]: 'access-1',
    [storageKeys.refreshToken]: 'refresh-1',
    [storageKeys.username]: 'agent@prospect.demo',
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
        children: [{ path: '/dashboard', element: <DashboardPhoto /> }],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return renderApp(router, client);
}

const choosePhoto = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return userEvent.upload(input, new File(['png'], 'portrait.png', { type: 'image/png' }));
};

describe('the dashboard’s profile photo', () => {
  it('says a refused upload failed, and a second try that succeeds clears it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A proxy in front of the server refusing the body, as nginx does past its client_max_body_size.
    const tooLargeForProxy = () => new Response('<html>413 Request Entity Too Large</html>', { status: 413 });
    const stored = () => json({ profile_picture: 'https://cdn.example/camille.png' });
    const screen = await openDashboard([tooLargeForProxy, stored]);
    const photoButton = screen.getByRole('button', { name: 'Changer la photo de profil' });
    await expect.element(photoButton).toBeEnabled();

    await choosePhoto(screen.container);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent("La photo n'a pas pu être enregistrée. Réessayez.");
    await expect.element(photoButton).toBeEnabled();

    await choosePhoto(screen.container);
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(photoButton).toBeEnabled();
  });
});
