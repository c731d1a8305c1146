import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import {
  indexedDbAnswersStore,
  openSavedAnswersCache,
  type SavedAnswer,
  type SavedAnswersStore,
} from './saved-answers';

function memoryAnswersStore(initial: Record<string, SavedAnswer[]> = {}) {
  const records = new Map<string, Map<string, SavedAnswer>>(
    Object.entries(initial).map(([owner, answers]) => [owner, new Map(answers.map((a) => [a.key, a]))]),
  );
  const of = (owner: string) => records.get(owner) ?? records.set(owner, new Map()).get(owner) ?? new Map();
  const store: SavedAnswersStore = {
    readAll: async (owner) => [...of(owner).values()],
    put: async (owner, answer) => void of(owner).set(answer.key, answer),
    remove: async (owner, key) => void of(owner).delete(key),
    keepOnly: async (owners) => {
      for (const owner of [...records.keys()]) if (!owners.includes(owner)) records.delete(owner);
    },
  };
  const keptKeys = (owner: string) => [...(records.get(owner)?.keys() ?? [])];
  return { store, records, keptKeys };
}

const zones = [{ id: 1, name: 'Centre' }];

describe('the answers kept on the device', () => {
  it("starts with the signed-in account's kept answers, and only theirs", async () => {
    const { store } = memoryAnswersStore({
      camille: [{ key: '/api/accounts/zones/', data: zones, savedAt: 1 }],
      lucas: [{ key: '/api/accounts/zones/', data: [], savedAt: 1 }],
    });
    const cache = await openSavedAnswersCache({ owner: () => 'camille', store });
    expect(cache.provider().get('/api/accounts/zones/')?.data).toEqual(zones);
  });

  it('keeps territory answers as they change, never the admin user list', async () => {
    const { store, keptKeys } = memoryAnswersStore();
    const cache = await openSavedAnswersCache({ owner: () => 'camille', store });
    const swr = cache.provider();
    swr.set('/api/accounts/sectors/4/', { data: { id: 4 } });
    swr.set('/api/accounts/admin/users/', { data: [{ id: 2 }] });
    await cache.flush();
    expect(keptKeys('camille')).toEqual(['/api/accounts/sectors/4/']);
    swr.delete('/api/accounts/sectors/4/');
    await cache.flush();
    expect(keptKeys('camille')).toEqual([]);
  });

  it('says a screen shows kept data when its refresh fails for want of a server', async () => {
    const { store } = memoryAnswersStore({
      camille: [{ key: '/api/accounts/zones/', data: zones, savedAt: 1 }],
    });
    const cache = await openSavedAnswersCache({ owner: () => 'camille', store });
    const swr = cache.provider();
    let calls = 0;
    cache.subscribe(() => {
      calls += 1;
    });
    expect(cache.isShowingSavedAnswers()).toBe(false);
    swr.set('/api/accounts/zones/', { data: zones, error: new ApiError('network') });
    expect(cache.isShowingSavedAnswers()).toBe(true);
    swr.set('/api/accounts/zones/', { data: zones, error: undefined });
    expect(cache.isShowingSavedAnswers()).toBe(false);
    // A refusal is no sign of stale data.
    swr.set('/api/accounts/zones/', { data: zones, error: new ApiError('http', { status: 403 }) });
    expect(cache.isShowingSavedAnswers()).toBe(false);
    expect(calls).toBe(2);
  });

  it('forgets what was kept for an account when it signs out', async () => {
    let owner: string | null = 'camille';
    const { store, records } = memoryAnswersStore({
      camille: [{ key: '/api/accounts/zones/', data: zones, savedAt: 1 }],
    });
    const cache = await openSavedAnswersCache({ owner: () => owner, store });
    owner = null;
    cache.provider().delete('/api/accounts/zones/');
    await cache.flush();
    expect(records.has('camille')).toBe(false);
  });
});

describe('the answers kept when the account changes', () => {
  const admin = 'http://api.test|admin@prospect.demo';
  const agent = 'http://api.test|agent@prospect.demo';
  const stats = { contacts: 4 };

  /** A device where `admin` acts as `agent`: both have answers kept, the cache is the agent's. */
  async function impersonating() {
    const store = indexedDbAnswersStore(`answers-${crypto.randomUUID()}`);
    await store.put(admin, { key: '/api/accounts/zones/', data: zones, savedAt: 1 });
    await store.put(admin, { key: '/api/progress/stats/', data: stats, savedAt: 1 });
    await store.put(agent, { key: '/api/accounts/zones/', data: [], savedAt: 2 });
    const session = { owner: agent as string | null, impersonator: admin as string | null };
    const cache = await openSavedAnswersCache({
      owner: () => session.owner,
      accounts: () => [session.owner, session.impersonator].filter((owner) => owner !== null),
      store,
    });
    const keptKeys = async (owner: string) => (await store.readAll(owner)).map((answer) => answer.key).sort();
    return { store, session, cache, swr: cache.provider(), keptKeys };
  }

  it("keeps the admin's answers while the admin acts as someone else", async () => {
    const { cache, swr, keptKeys } = await impersonating();
    expect(swr.get('/api/accounts/zones/')?.data).toEqual([]);
    swr.set('/api/accounts/sectors/4/', { data: { id: 4 } });
    await cache.flush();
    expect(await keptKeys(admin)).toEqual(['/api/accounts/zones/', '/api/progress/stats/']);
    expect(await keptKeys(agent)).toEqual(['/api/accounts/sectors/4/', '/api/accounts/zones/']);
  });

  it("at the end of an impersonation, forgets the agent's answers and keeps every one of the admin's", async () => {
    const { session, cache, swr, keptKeys } = await impersonating();
    session.owner = admin;
    session.impersonator = null;
    // What the switch does: the admin's profile first, then every answer of the agent dropped.
    swr.set('/api/accounts/profile/', { data: { user: { email: 'admin@prospect.demo' } } });
    swr.delete('/api/accounts/zones/');
    await cache.flush();
    expect(await keptKeys(agent)).toEqual([]);
    expect(await keptKeys(admin)).toEqual([
      '/api/accounts/profile/',
      '/api/accounts/zones/',
      '/api/progress/stats/',
    ]);
  });

  it('an answer of the account before, still being kept, does not come back after it is forgotten', async () => {
    const { session, cache, swr, keptKeys } = await impersonating();
    swr.set('/api/accounts/favorites/', { data: [{ id: 9 }] });
    session.owner = null;
    session.impersonator = null;
    await cache.forgetOtherAccounts();
    expect(await keptKeys(agent)).toEqual([]);
    expect(await keptKeys(admin)).toEqual([]);
  });

  it('removes an answer the account itself dropped, and only that one', async () => {
    const { cache, swr, keptKeys } = await impersonating();
    swr.delete('/api/accounts/zones/');
    await cache.flush();
    expect(await keptKeys(agent)).toEqual([]);
    expect(await keptKeys(admin)).toEqual(['/api/accounts/zones/', '/api/progress/stats/']);
  });

  it('on opening, forgets what a page closed mid-change left of another account', async () => {
    const store = indexedDbAnswersStore(`answers-${crypto.randomUUID()}`);
    await store.put(admin, { key: '/api/accounts/zones/', data: zones, savedAt: 1 });
    await store.put(agent, { key: '/api/accounts/zones/', data: [], savedAt: 2 });
    const cache = await openSavedAnswersCache({ owner: () => agent, store });
    await cache.flush();
    expect(await store.readAll(admin)).toEqual([]);
    expect(await store.readAll(agent)).toHaveLength(1);
  });
});

describe('the answers in IndexedDB', () => {
  it('keeps each account apart and forgets one without touching the other', async () => {
    const store = indexedDbAnswersStore(`answers-${crypto.randomUUID()}`);
    await store.put('camille', { key: '/api/accounts/zones/', data: zones, savedAt: 1 });
    await store.put('lucas', { key: '/api/accounts/zones/', data: [], savedAt: 2 });
    await store.put('camille', { key: '/api/progress/stats/', data: { contacts: 4 }, savedAt: 3 });
    expect((await store.readAll('camille')).map((answer) => answer.key).sort()).toEqual([
      '/api/accounts/zones/',
      '/api/progress/stats/',
    ]);
    await store.keepOnly(['lucas']);
    expect(await store.readAll('camille')).toEqual([]);
    expect(await store.readAll('lucas')).toHaveLength(1);
    await store.keepOnly([]);
    expect(await store.readAll('lucas')).toEqual([]);
  });
});
