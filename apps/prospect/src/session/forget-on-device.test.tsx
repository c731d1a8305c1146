import {
  clearSessionStorage,
  createApiClient,
  indexedDbAnswersStore,
  memoryStorage,
  openSavedAnswersCache,
  type SavedAnswersStore,
  sessionOwner,
  storageKeys,
} from '@prospect/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsOnDevice } from './accounts';
import { forgetOnDevice, MAP_TILE_CACHE } from './device-data';
import { registerReadCache } from './read-cache';

// What the device keeps of an account, in the browser's own stores: localStorage, the service
// worker's caches and IndexedDB.

const api = 'http://api.test';
const agent = `${api}|agent@prospect.demo`;
const admin = `${api}|admin@prospect.demo`;
const former = `${api}|ancien@prospect.demo`;
const OTHER_CACHE = 'prospect-config';
const RANDOM_SECTORS = ['random_sector_zone_3', 'random_sector_zone_8'];
const NOT_AN_ACCOUNT = 'geolocation_test_preference';

const agentSession = {
  [storageKeys.accessToken]: 'access-agent',
  [storageKeys.username]: 'agent@prospect.demo',
};
const adminSession = {
  [storageKeys.accessToken]: 'access-admin',
  [storageKeys.username]: 'Admin@prospect.demo',
};
const impersonating = {
  ...agentSession,
  [storageKeys.isImpersonated]: 'true',
  [storageKeys.impersonatorAccessToken]: 'access-admin',
  [storageKeys.impersonatorEmail]: 'admin@prospect.demo',
};

const clientWith = (session: Record<string, string>) =>
  createApiClient({
    baseUrl: api,
    storage: memoryStorage(session),
    fetch: () => Promise.reject(new TypeError('the device is all this test looks at')),
  });

let answers: SavedAnswersStore;
const keptKeys = async (owner: string) => (await answers.readAll(owner)).map((answer) => answer.key);

beforeEach(async () => {
  for (const key of RANDOM_SECTORS) localStorage.setItem(key, '12');
  localStorage.setItem(NOT_AN_ACCOUNT, 'granted');
  await (await caches.open(MAP_TILE_CACHE)).put('/tiles/15/16598/11273.png', new Response('tile'));
  await (await caches.open(OTHER_CACHE)).put('/config.json', new Response('{}'));
  answers = indexedDbAnswersStore(`answers-${crypto.randomUUID()}`);
  for (const owner of [agent, admin, former]) {
    await answers.put(owner, { key: '/api/accounts/zones/', data: [{ id: 1 }], savedAt: 1 });
  }
});

afterEach(async () => {
  for (const key of [...RANDOM_SECTORS, NOT_AN_ACCOUNT]) localStorage.removeItem(key);
  await Promise.all([caches.delete(MAP_TILE_CACHE), caches.delete(OTHER_CACHE)]);
});

describe('what the device forgets when the account changes', () => {
  it('at sign-out: the random sectors, the map tiles and every kept answer; nothing else', async () => {
    await forgetOnDevice(clientWith({}), { signedOut: true, answers });
    for (const key of RANDOM_SECTORS) expect(localStorage.getItem(key)).toBeNull();
    expect(await caches.has(MAP_TILE_CACHE)).toBe(false);
    for (const owner of [agent, admin, former]) expect(await keptKeys(owner)).toEqual([]);
    expect(localStorage.getItem(NOT_AN_ACCOUNT)).toBe('granted');
    expect(await caches.has(OTHER_CACHE)).toBe(true);
  });

  it("at sign-out, and only then: the maps' first views, which say where the agent works", async () => {
    const firstViews = { 'prospect.first-view-tiles': '{"/dashboard":["/tiles/8/126/89.png"]}' };
    const signedOut = clientWith(firstViews);
    await forgetOnDevice(signedOut, { signedOut: true, answers });
    expect(signedOut.storage.getItem('prospect.first-view-tiles')).toBeNull();
    const switched = clientWith({ ...adminSession, ...firstViews });
    await forgetOnDevice(switched, { signedOut: false, answers });
    expect(switched.storage.getItem('prospect.first-view-tiles')).not.toBeNull();
  });

  it("at the end of an impersonation: the agent's kept answers; the admin's and the device's own stay", async () => {
    await forgetOnDevice(clientWith(adminSession), { signedOut: false, answers });
    expect(await keptKeys(agent)).toEqual([]);
    expect(await keptKeys(former)).toEqual([]);
    expect(await keptKeys(admin)).toEqual(['/api/accounts/zones/']);
    for (const key of RANDOM_SECTORS) expect(localStorage.getItem(key)).toBe('12');
    expect(await caches.has(MAP_TILE_CACHE)).toBe(true);
  });

  it('while an admin acts as an agent: the answers of both stay, any other account goes', async () => {
    await forgetOnDevice(clientWith(impersonating), { signedOut: false, answers });
    expect(await keptKeys(agent)).toEqual(['/api/accounts/zones/']);
    expect(await keptKeys(admin)).toEqual(['/api/accounts/zones/']);
    expect(await keptKeys(former)).toEqual([]);
  });

  it('through the read cache this page opened: an answer it was still keeping does not come back', async () => {
    const storage = memoryStorage(agentSession);
    const client = createApiClient({ baseUrl: api, storage });
    const cache = await openSavedAnswersCache({
      owner: sessionOwner(client),
      accounts: () => accountsOnDevice(client),
      store: answers,
    });
    registerReadCache(client, cache);
    cache.provider().set('/api/accounts/favorites/', { data: [] });
    clearSessionStorage(storage);
    const store = { ...answers, keepOnly: vi.fn(answers.keepOnly) };
    await forgetOnDevice(client, { signedOut: true, answers: store });
    expect(store.keepOnly).not.toHaveBeenCalled();
    expect(await keptKeys(agent)).toEqual([]);
  });
});
