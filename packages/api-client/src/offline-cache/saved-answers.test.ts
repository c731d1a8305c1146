import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { openSavedAnswersCache, type SavedAnswer, type SavedAnswersStore } from './saved-answers';

function memoryAnswersStore(initial: Record<string, SavedAnswer[]> = {}) {
  const records = new Map(Object.entries(initial));
  const store: SavedAnswersStore = {
    read: async (owner) => records.get(owner),
    write: async (owner, answers) => void records.set(owner, answers),
    remove: async (owner) => void records.delete(owner),
  };
  return { store, records };
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
    const { store, records } = memoryAnswersStore();
    const cache = await openSavedAnswersCache({ owner: () => 'camille', store, delayMs: 0 });
    const swr = cache.provider();
    swr.set('/api/accounts/sectors/4/', { data: { id: 4 } });
    swr.set('/api/accounts/admin/users/', { data: [{ id: 2 }] });
    await cache.flush();
    expect(records.get('camille')?.map((answer) => answer.key)).toEqual(['/api/accounts/sectors/4/']);
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
