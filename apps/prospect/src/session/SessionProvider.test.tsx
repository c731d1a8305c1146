import {
  ApiClientProvider,
  createApiClient,
  memoryStorage,
  profileKey,
  storageKeys,
  useProfile,
} from '@prospect/api-client';
import { createMemoryRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { SessionProvider, useSession } from './SessionProvider';

// Spec §4 at start-up, as the user sees it: which page they land on when the profile cannot be loaded.
const api = 'http://api.test';
const profile = {
  user: { first_name: 'Camille', email: 'agent@prospect.demo' },
  profile: { role: 'AGENT', profile_picture: null, tenant: { id: 1, city: 'Nantes' } },
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Answer = () => Response | Promise<Response>;

/** A server whose profile answers `profileAnswers` in turn (the last one repeats), and whose refresh answers `refreshAnswer`. */
function serverAnswering(
  profileAnswers: Answer[],
  refreshAnswer: Answer = () => json({ access: 'access-2' }),
) {
  let profileCalls = 0;
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path === profileKey) {
      const answer = profileAnswers[Math.min(profileCalls, profileAnswers.length - 1)];
      profileCalls += 1;
      if (!answer) throw new Error('no profile answer');
      return answer();
    }
    if (path === '/api/token/refresh/') return refreshAnswer();
    return json({ detail: 'Introuvable.' }, 404);
  };
  return fetch;
}

function Guard() {
  const { status } = useSession();
  if (status === 'starting') return <p>Démarrage</p>;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return <Outlet />;
}

function Dashboard() {
  const { data, error } = useProfile();
  if (data) return <h1>Bonjour, {data.user.first_name} !</h1>;
  return <p>{error ? 'Profil indisponible' : 'Chargement...'}</p>;
}

async function startApp(fetch: typeof globalThis.fetch) {
  const storage = memoryStorage({
    [storageKeys.accessToken]: 'access-1',
    [storageKeys.refreshToken]: 'refresh-1',
    [storageKeys.username]: 'agent@prospect.demo',
  });
  const client = createApiClient({ baseUrl: api, storage, fetch });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/auth', element: <h1>Connexion</h1> },
          { element: <Guard />, children: [{ path: '/dashboard', element: <Dashboard /> }] },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const screen = await render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, errorRetryInterval: 50 }}>
      <ApiClientProvider client={client}>
        <RouterProvider router={router} />
      </ApiClientProvider>
    </SWRConfig>,
  );
  return { screen, storage };
}

describe('SessionProvider at start-up', () => {
  it('a 503 on the profile keeps the user signed in: the page loads the profile once the server is back', async () => {
    const { screen, storage } = await startApp(
      serverAnswering([() => json({ detail: 'Service indisponible.' }, 503), () => json(profile)]),
    );
    await expect.element(screen.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-1');
  });

  it('no network on the refresh keeps the user signed in, tokens kept', async () => {
    const { screen, storage } = await startApp(
      serverAnswering([() => json({ detail: 'Jeton expiré.' }, 401)], () =>
        Promise.reject(new TypeError('Failed to fetch')),
      ),
    );
    await expect.element(screen.getByText(/Profil indisponible|Chargement\.\.\./)).toBeVisible();
    expect(screen.container.textContent).not.toContain('Connexion');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-1');
  });

  it('a refused refresh ends the session: the user lands on /auth', async () => {
    const { screen, storage } = await startApp(
      serverAnswering([() => json({ detail: 'Jeton expiré.' }, 401)], () =>
        json({ detail: 'Le jeton est invalide ou expiré.' }, 401),
      ),
    );
    await expect.element(screen.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
