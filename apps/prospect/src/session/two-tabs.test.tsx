import {
  clearSessionStorage,
  createApiClient,
  type KeyValueStorage,
  memoryStorage,
  profileKey,
  statsKey,
  storageKeys,
  useStats,
} from '@prospect/api-client';
import { createMemoryRouter, Link, Navigate, Outlet, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AccountChangesApplied } from '../shell/SignedInData';
import { json, pathOf, renderApp, testApi } from '../testing/render-app';
import { SETTLE_MS } from './other-tabs';
import { SessionProvider, useSession } from './SessionProvider';
import { useSessionProfile } from './use-session-profile';

// Two tabs of one browser: two app trees, each with its own client, router and read cache, over one
// storage. In a browser each tab hears the other's writes as `storage` events; here, in one document,
// the tabs hear each other on the BroadcastChannel, and a third tab's writes are dispatched by hand.

const people = {
  'access-agent': { first_name: 'Camille', email: 'agent@prospect.demo', role: 'AGENT', contacts: 4 },
  'access-admin': { first_name: 'Julien', email: 'admin@prospect.demo', role: 'SUPER_ADMIN', contacts: 9 },
} as const;
type Token = keyof typeof people;

const agentSession = {
  [storageKeys.accessToken]: 'access-agent',
  [storageKeys.refreshToken]: 'refresh-agent',
  [storageKeys.username]: 'agent@prospect.demo',
};

/** What each tab asked the server, with the token it sent. */
interface Asked {
  path: string;
  token: string | null;
}

/** Answers as whoever the token belongs to; the stats of the admin come late, so stale ones would show. */
function serverFor(asked: Asked[]): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = pathOf(request);
    const token = request.headers.get('Authorization')?.replace('Bearer ', '') ?? null;
    asked.push({ path, token });
    const person = token && token in people ? people[token as Token] : null;
    if (!person) return json({ detail: 'Jeton invalide.' }, 401);
    if (path === profileKey) {
      return json({
        user: { first_name: person.first_name, email: person.email },
        profile: { role: person.role, profile_picture: null, tenant: { id: 1, city: 'Nantes' } },
      });
    }
    if (path === statsKey) {
      if (person.first_name === 'Julien') await new Promise((resolve) => setTimeout(resolve, 300));
      const { contacts } = person;
      return json({ doneRues: 0, totalRues: 0, doneZones: 0, totalZones: 0, contacts, estimations: 0 });
    }
    return json({ detail: 'Introuvable.' }, 404);
  };
}

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
  const { data: user } = useSessionProfile();
  const { data: stats } = useStats();
  const { signOut, endImpersonation } = useSession();
  return (
    <>
      <h1>{user ? `Bonjour, ${user.user.first_name} !` : 'Chargement...'}</h1>
      {stats ? <p>Contacts : {stats.contacts}</p> : null}
      <Link to="/favoris">Favoris</Link>
      <button type="button" onClick={() => void signOut()}>
        Déconnexion
      </button>
      <button type="button" onClick={() => void endImpersonation()}>
        Revenir à mon compte
      </button>
    </>
  );
}

/** The login page, signing in as the admin the way the login form stores a sign-in. */
function SignIn({ storage }: { storage: KeyValueStorage }) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <h1>Connexion</h1>
      <button
        type="button"
        onClick={async () => {
          clearSessionStorage(storage);
          storage.setItem(storageKeys.accessToken, 'access-admin');
          storage.setItem(storageKeys.refreshToken, 'refresh-admin');
          storage.setItem(storageKeys.username, 'admin@prospect.demo');
          await signedIn();
          navigate('/dashboard', { replace: true });
        }}
      >
        Se connecter comme Julien
      </button>
    </>
  );
}

async function openTab(storage: KeyValueStorage, path: string) {
  const asked: Asked[] = [];
  const client = createApiClient({ baseUrl: testApi, storage, fetch: serverFor(asked) });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/auth', element: <SignIn storage={storage} /> },
          {
            element: <Guard />,
            children: [
              { path: '/dashboard', element: <Dashboard /> },
              { path: '/favoris', element: <h1>Mes favoris</h1> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const screen = await renderApp(router, client);
  return { view: page.elementLocator(screen.container), container: screen.container, asked, router };
}

/** Whether the tab ever showed the new account's name beside the previous account's figures. */
function watchForMixedAccounts(container: HTMLElement) {
  const seen = { mixed: false };
  const observer = new MutationObserver(() => {
    const text = container.textContent ?? '';
    if (text.includes('Julien') && text.includes('Contacts : 4')) seen.mixed = true;
  });
  observer.observe(container, { subtree: true, childList: true, characterData: true });
  return seen;
}

/** A third tab's write, as this document's tabs would hear it. */
function writtenByAnotherTab(storage: KeyValueStorage, key: string, value: string | null) {
  const oldValue = storage.getItem(key);
  if (value === null) storage.removeItem(key);
  else storage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value }));
}

describe('two tabs sharing one session', () => {
  it('a tab follows another that signs out, then in as someone else: nothing of the first account shows', async () => {
    const storage = memoryStorage(agentSession);
    const first = await openTab(storage, '/dashboard');
    const second = await openTab(storage, '/dashboard');
    await expect.element(second.view.getByText('Contacts : 4')).toBeVisible();
    await second.view.getByRole('link', { name: 'Favoris' }).click();
    await expect.element(second.view.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
    const mixed = watchForMixedAccounts(second.container);

    await first.view.getByRole('button', { name: 'Déconnexion' }).click();
    await expect.element(first.view.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect.element(second.view.getByRole('heading', { name: 'Connexion' })).toBeVisible();

    const sinceSwitch = second.asked.length;
    await first.view.getByRole('button', { name: 'Se connecter comme Julien' }).click();
    await expect.element(first.view.getByRole('heading', { name: 'Bonjour, Julien !' })).toBeVisible();
    await expect.element(second.view.getByRole('heading', { name: 'Bonjour, Julien !' })).toBeVisible();
    await expect.element(second.view.getByText('Contacts : 9')).toBeVisible();
    expect(second.router.state.location.pathname).toBe('/dashboard');
    expect(mixed.mixed).toBe(false);
    const afterSwitch = second.asked.slice(sinceSwitch);
    expect(afterSwitch.map((call) => call.path)).toContain(statsKey);
    expect(afterSwitch.every((call) => call.token === 'access-admin')).toBe(true);
  });

  it('a token refreshed by another tab for the same account changes nothing here', async () => {
    const storage = memoryStorage(agentSession);
    const tab = await openTab(storage, '/dashboard');
    await expect.element(tab.view.getByText('Contacts : 4')).toBeVisible();
    await tab.view.getByRole('link', { name: 'Favoris' }).click();
    await expect.element(tab.view.getByRole('heading', { name: 'Mes favoris' })).toBeVisible();
    const before = tab.asked.length;

    writtenByAnotherTab(storage, storageKeys.accessToken, 'access-agent');
    writtenByAnotherTab(storage, storageKeys.refreshToken, 'refresh-agent-2');
    // Past the time a change would have been read and followed.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 6));

    expect(tab.router.state.location.pathname).toBe('/favoris');
    expect(tab.asked.slice(before)).toEqual([]);
    await tab.router.navigate('/dashboard');
    // The answers in memory are still there: no loading pass, no second read.
    await expect.element(tab.view.getByText('Contacts : 4')).toBeVisible();
  });

  it('an impersonation started in another tab is followed here, and so is its end', async () => {
    const admin = {
      [storageKeys.accessToken]: 'access-admin',
      [storageKeys.refreshToken]: 'refresh-admin',
      [storageKeys.username]: 'admin@prospect.demo',
    };
    const storage = memoryStorage(admin);
    const tab = await openTab(storage, '/dashboard');
    await expect.element(tab.view.getByText('Contacts : 9')).toBeVisible();
    await tab.view.getByRole('link', { name: 'Favoris' }).click();

    // What startImpersonation writes, heard from the tab that ran it.
    writtenByAnotherTab(storage, storageKeys.impersonatorAccessToken, 'access-admin');
    writtenByAnotherTab(storage, storageKeys.impersonatorRefreshToken, 'refresh-admin');
    writtenByAnotherTab(storage, storageKeys.impersonatorEmail, 'admin@prospect.demo');
    writtenByAnotherTab(storage, storageKeys.isImpersonated, 'true');
    writtenByAnotherTab(storage, storageKeys.accessToken, 'access-agent');
    writtenByAnotherTab(storage, storageKeys.refreshToken, 'refresh-agent');
    writtenByAnotherTab(storage, storageKeys.username, 'agent@prospect.demo');
    await expect.element(tab.view.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    await expect.element(tab.view.getByText('Contacts : 4')).toBeVisible();
    expect(tab.router.state.location.pathname).toBe('/dashboard');

    // A second tab opened meanwhile goes back to the admin's account: the first follows.
    const other = await openTab(storage, '/dashboard');
    await expect.element(other.view.getByRole('heading', { name: 'Bonjour, Camille !' })).toBeVisible();
    const mixed = watchForMixedAccounts(tab.container);
    await other.view.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await expect.element(other.view.getByRole('heading', { name: 'Bonjour, Julien !' })).toBeVisible();
    await expect.element(tab.view.getByRole('heading', { name: 'Bonjour, Julien !' })).toBeVisible();
    await expect.element(tab.view.getByText('Contacts : 9')).toBeVisible();
    expect(mixed.mixed).toBe(false);
    expect(storage.getItem(storageKeys.isImpersonated)).toBeNull();
  });
});
