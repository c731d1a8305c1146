import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../http';
import { profileKey } from '../read-keys';
import { startSession } from '../session/start-session';
import { type KeyValueStorage, storageKeys } from '../storage';

// `user_data` (spec §3) is a cache of the profile in localStorage, whose quota is about 5 MB per site;
// the contract allows a 5 MB photo, sent back as a data URL. Signing in must not depend on it fitting.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = 'http://api.test';
const MB = 1024 * 1024;
const dataUrl = (chars: number) => `data:image/jpeg;base64,${'A'.repeat(chars)}`;

function profileWithPicture(picture: string | null) {
  server.use(
    http.get(`${api}${profileKey}`, () =>
      HttpResponse.json({
        user: { first_name: 'Camille', last_name: 'Martin', email: 'agent@prospect.demo' },
        profile: { role: 'AGENT', profile_picture: picture, tenant: { id: 1, city: 'Nantes' } },
      }),
    ),
  );
}

/** localStorage as browsers give it: writes past the quota (in characters) throw QuotaExceededError. */
function storageWithQuota(quotaChars: number, refuse: (key: string) => boolean = () => false) {
  const values = new Map<string, string>([
    [storageKeys.accessToken, 'access-1'],
    [storageKeys.refreshToken, 'refresh-1'],
    [storageKeys.username, 'agent@prospect.demo'],
  ]);
  const used = () => [...values].reduce((sum, [key, value]) => sum + key.length + value.length, 0);
  const storage: KeyValueStorage = {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      const after = used() - (values.get(key)?.length ?? -key.length) + value.length;
      if (refuse(key) || after > quotaChars) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      values.set(key, value);
    },
    removeItem: (key) => void values.delete(key),
  };
  return storage;
}

const storedUserData = (storage: KeyValueStorage) =>
  JSON.parse(storage.getItem(storageKeys.userData) ?? 'null');

describe('user_data with a large profile photo', () => {
  it('a photo larger than the quota: signed in all the same, the photo shown, user_data kept without it', async () => {
    const photo = dataUrl(6 * MB);
    profileWithPicture(photo);
    const storage = storageWithQuota(5 * MB);
    const user = await startSession(createApiClient({ baseUrl: api, storage, locks: null }));
    expect(user).toMatchObject({ user: { first_name: 'Camille' }, profile: { profile_picture: photo } });
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(storedUserData(storage)).toMatchObject({
      user: { email: 'agent@prospect.demo' },
      profile: { role: 'AGENT', profile_picture: null },
    });
  });

  it('a photo that would fit but crowd the storage is left out of user_data', async () => {
    profileWithPicture(dataUrl(2 * MB));
    const storage = storageWithQuota(5 * MB);
    await startSession(createApiClient({ baseUrl: api, storage, locks: null }));
    expect(storedUserData(storage)).toMatchObject({ profile: { profile_picture: null } });
  });

  it('a small photo and a photo address are kept as they are', async () => {
    for (const picture of [dataUrl(2_000), 'https://cdn.prospect.example/photos/camille.jpg']) {
      profileWithPicture(picture);
      const storage = storageWithQuota(5 * MB);
      await startSession(createApiClient({ baseUrl: api, storage, locks: null }));
      expect(storedUserData(storage)).toMatchObject({ profile: { profile_picture: picture } });
    }
  });

  it('a storage that refuses user_data (full already) does not fail the sign-in', async () => {
    profileWithPicture(null);
    const storage = storageWithQuota(5 * MB, (key) => key === storageKeys.userData);
    const user = await startSession(createApiClient({ baseUrl: api, storage, locks: null }));
    expect(user).toMatchObject({ user: { first_name: 'Camille' } });
    expect(storage.getItem(storageKeys.accessToken)).toBe('access-1');
    expect(storage.getItem(storageKeys.userData)).toBeNull();
  });
});
