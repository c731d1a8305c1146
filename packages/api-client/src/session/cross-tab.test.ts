import 'fake-indexeddb/auto';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiClientOptions, createApiClient } from '../http';
import { indexedDbAnswersStore, openSavedAnswersCache } from '../offline-cache/saved-answers';
import { sessionOwner } from '../outbox/outbox';
import { type KeyValueStorage, memoryStorage, storageKeys } from '../storage';
import { REFRESH_GUARD_MS, REFRESH_LOCK_NAME, type RefreshLockManager } from './refresh';

// Two tabs share one localStorage. The server rotates refresh tokens and blacklists the used one
// (SimpleJWT ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION): a refresh token works once.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = 'http://api.test';
const itemSchema = v.object({ item: v.number() });

function rotatingServer() {
  const state = { generation: 1, refreshCalls: 0, refused: 0 };
  let secondRefreshAnswered: () => void = () => {};
  const secondRefresh = new Promise<void>((resolve) => {
    secondRefreshAnswered = resolve;
  });
  server.use(
    http.get(`${api}/api/items/:item/`, ({ request, params }) => {
      if (request.headers.get('Authorization') !== `Bearer access-${state.generation}-fresh`) {
        return HttpResponse.json({ detail: 'Jeton invalide.' }, { status: 401 });
      }
      return HttpResponse.json({ item: Number(params.item) });
    }),
    http.post(`${api}/api/token/refresh/`, async ({ request }) => {
      state.refreshCalls += 1;
      const { refresh } = (await request.json()) as { refresh: string };
      if (refresh !== `refresh-${state.generation}`) {
        state.refused += 1;
        secondRefreshAnswered();
        return HttpResponse.json({ detail: 'Le jeton est sur liste noire.' }, { status: 401 });
      }
      state.generation += 1;
      const answer = { access: `access-${state.generation}-fresh`, refresh: `refresh-${state.generation}` };
      // The worst order on a phone regaining signal: the other tab's refusal lands first.
      if (state.refreshCalls === 1) await Promise.race([secondRefresh, delay(100)]);
      return HttpResponse.json(answer);
    }),
  );
  return state;
}

/** An in-memory stand-in for `navigator.locks`: one holder per name at a time, in request order. */
function fakeLockManager() {
  const queues = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  const locks: RefreshLockManager = {
    request(name, callback) {
      requested.push(name);
      const granted = (queues.get(name) ?? Promise.resolve()).then(() => callback());
      queues.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
  };
  return { locks, requested };
}

function tabs(storage: KeyValueStorage, options: Partial<ApiClientOptions>) {
  return [1, 2].map(() => {
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired, ...options });
    return { client, onSessionExpired };
  });
}

const expiredSharedSession = () =>
  memoryStorage({
    [storageKeys.accessToken]: 'access-1-expired',
    [storageKeys.refreshToken]: 'refresh-1',
    [storageKeys.username]: 'agent@prospect.demo',
  });

describe('two tabs, one session, rotating refresh tokens', () => {
  it.each([
    ['an injected lock manager', () => fakeLockManager()],
    ["the platform's navigator.locks", () => ({ locks: undefined, requested: null })],
  ])('with %s: one refresh, both tabs served, nobody logged out', async (_name, lockManager) => {
    const state = rotatingServer();
    const storage = expiredSharedSession();
    const { locks, requested } = lockManager();
    let clock = 10_000;
    const [first, second] = tabs(storage, { locks, now: () => clock });
    if (!first || !second) throw new Error('two tabs');

    const answers = await Promise.all([
      first.client.request('/api/items/1/', { schema: itemSchema }),
      second.client.request('/api/items/2/', { schema: itemSchema }),
    ]);

    expect(answers).toEqual([{ item: 1 }, { item: 2 }]);
    expect(state.refreshCalls).toBe(1);
    expect(first.onSessionExpired).not.toHaveBeenCalled();
    expect(second.onSessionExpired).not.toHaveBeenCalled();
    // The rotated pair is what both tabs now use.
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-2-fresh');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    if (requested) expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);

    // The next expiry, past the 1 s guard, refreshes with the rotated token.
    clock += REFRESH_GUARD_MS;
    storage.setItem(storageKeys.accessToken, 'access-2-expired');
    await expect(second.client.request('/api/items/3/', { schema: itemSchema })).resolves.toEqual({
      item: 3,
    });
    expect(state.refused).toBe(0);
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-3');
  });

  it('without any lock manager, a tab still refreshes on its own as before', async () => {
    const state = rotatingServer();
    const storage = expiredSharedSession();
    const [tab] = tabs(storage, { locks: null });
    expect(await tab?.client.request('/api/items/1/', { schema: itemSchema })).toEqual({ item: 1 });
    expect(state.refreshCalls).toBe(1);
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
  });

  it('a lock manager that fails to grant the lock does not stop the refresh', async () => {
    rotatingServer();
    const storage = expiredSharedSession();
    const broken: RefreshLockManager = {
      request: () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
    };
    const [tab] = tabs(storage, { locks: broken });
    expect(await tab?.client.request('/api/items/1/', { schema: itemSchema })).toEqual({ item: 1 });
  });
});

describe('two tabs, one device: the answers kept for the account', () => {
  /** Tab 2's read cache, kept in its own IndexedDB database, for whoever the shared storage signs in. */
  async function secondTabCache(storage: KeyValueStorage) {
    const [first, second] = tabs(storage, { locks: fakeLockManager().locks });
    if (!first || !second) throw new Error('two tabs');
    const store = indexedDbAnswersStore(`answers-${crypto.randomUUID()}`);
    const cache = await openSavedAnswersCache({ owner: sessionOwner(second.client), store });
    const swr = cache.provider();
    swr.set('/api/accounts/zones/', { data: [{ id: 1 }] });
    await cache.flush();
    const kept = async () => (await store.readAll('http://api.test|agent@prospect.demo')).map((a) => a.key);
    return { first, cache, swr, kept };
  }

  it('a refresh by the other tab is the same account: nothing kept is forgotten', async () => {
    rotatingServer();
    const storage = expiredSharedSession();
    const { first, cache, swr, kept } = await secondTabCache(storage);
    await first.client.request('/api/items/1/', { schema: itemSchema });
    expect(storage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    swr.set('/api/accounts/favorites/', { data: [] });
    await cache.flush();
    expect((await kept()).sort()).toEqual(['/api/accounts/favorites/', '/api/accounts/zones/']);
  });

  it('a sign-in as someone else in the other tab: the first account keeps nothing here', async () => {
    const storage = expiredSharedSession();
    const { cache, swr, kept } = await secondTabCache(storage);
    storage.setItem(storageKeys.accessToken, 'access-admin');
    storage.setItem(storageKeys.username, 'admin@prospect.demo');
    swr.set('/api/accounts/profile/', { data: { user: { email: 'admin@prospect.demo' } } });
    await cache.flush();
    expect(await kept()).toEqual([]);
  });
});
