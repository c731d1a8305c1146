import { createApiClient, memoryStorage, profileKey, storageKeys } from '@prospect/api-client';
import { createMemoryRouter, Navigate, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AccountChangesApplied } from '../shell/SignedInData';
import { json, pathOf, renderApp, testApi } from '../testing/render-app';
import { SessionProvider, useSession } from './SessionProvider';
import { useSessionProfile } from './use-session-profile';

// Spec §4 at start-up, as the user sees it: which page they land on when the profile cannot be loaded.
const profile = {
  user: { first_name: 'Camille', email: 'agent@prospect.demo' },
  profile: { role: 'AGENT', profile_picture: null, tenant: { id: 1, city: 'Nantes' } },
};

type Answer = () => Response | Promise<Response>;

/** Profile requests the last server made has answered. */
let profileCalls = 0;

/** A server whose profile answers `profileAnswers` in turn (the last one repeats), and whose refresh answers `refreshAnswer`. */
function serverAnswering(
  profileAnswers: Answer[],
  refreshAnswer: Answer = () => json({ access: 'access-2' }),
) {
  profileCalls = 0;
  const fetch: typeof globalThis.fetch = async (input) => {
    const path = pathOf(input);
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

/** The protected layout's rule, under the data layer that applies the session's account changes. */
function Guard() {
  const { status } = useSession();
  if (status === 'starting') return <p>Démarrage</p>;
  if (status === 'signed-out') return <Navigate to="/auth" replace />;
  return (
    <AccountChangesApplied>
      <Outlet />
    </AccountChangesApplied>
  );
}

function Dashboard() {
  const { data, error } = useSessionProfile();
  const { signOut } = useSession();
  if (data)
    return (
      <>
        <h1>Bonjour, {data.user.first_name} !</h1>
        <button type="button" onClick={() => void signOut()}>
          Déconnexion
        </button>
      </>
    );
  return <p>{error ? 'Profil indisponible' : 'Chargement...'}</p>;
}

async function startApp(fetch: typeof globalThis.fetch, stored: Record<string, string> = {}) {
  const storage = memoryStorage({
    [storageKeys.accessToken]: 'access-1',
    [storageKeys.refreshToken]: 'refresh-1',
    [storageKeys.username]: 'agent@prospect.demo',
    ...stored,
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
        children: [
          { path: '/auth', element: <h1>Connexion</h1> },
          { element: <Guard />, children: [{ path: '/dashboard', element: <Dashboard /> }] },
        ],
      },
    ],
    { initialEntries: ['/dashboard'] },
  );
  const screen = await renderApp(router, client, { errorRetryInterval: 50 });
  return { screen, storage };
}

describe('SessionProvider at sign-out', () => {
  it('forgets the session and lands on /auth', async () => {
    const { screen, storage } = await startApp(serverAnswering([() => json(profile)]));
    await screen.getByRole('button', { name: 'Déconnexion' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.refreshToken)).toBeNull();
  });

  it('while acting as someone else, ends that instead: the admin is back on the dashboard', async () => {
    const admin = { ...profile, user: { first_name: 'Julien', email: 'admin@prospect.demo' } };
    // The profile of whoever the request's token belongs to.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (pathOf(request) !== profileKey) return json({ detail: 'Introuvable.' }, 404);
      return json(request.headers.get('Authorization') === 'Bearer access-admin' ? admin : profile);
    };
    const { screen, storage } = await startApp(fetch, {
      [storageKeys.isImpersonated]: 'true',
      [storageKeys.impersonatorAccessToken]: 'access-admin',
      [storageKeys.impersonatorEmail]: 'admin@prospect.demo',
    });
    await expect.element(screen.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    await screen.getByRole('button', { name: 'Déconnexion' }).click();
    await expect.element(screen.getByRole('heading', { name: 'Bonjour, Julien !' })).toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-admin');
    expect(storage.getItem(storageKeys.isImpersonated)).toBeNull();
  });
});

describe('SessionProvider at start-up', () => {
  it("asks for the profile once: the screen reads the session's answer", async () => {
    const { screen } = await startApp(serverAnswering([() => json(profile)]));
    await expect.element(screen.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    // Long enough for a read on mount to have gone out and come back.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(profileCalls).toBe(1);
  });

  it('a 503 on the profile keeps the user signed in: the page loads the profile once the server is back', async () => {
    const { screen, storage } = await startApp(
      serverAnswering([() => json({ detail: 'Service indisponible.' }, 503), () => json(profile)]),
    );
    await expect.element(screen.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(profileCalls).toBe(2);
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
