import { demoAccounts, fixtures, signIn } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import fc from 'fast-check';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { reverseGeocode } from '../geocode/reverse-geocode';
import { createApiClient } from '../http';
import { logout } from '../session/logout';
import { storeSignIn } from '../session/tokens';
import { getStats } from '../stats/get-stats';
import { type KeyValueStorage, memoryStorage, storageKeys } from '../storage';
import { API, clientFor, failureOf, useMockBackend } from '../test-support';
import { getProfile } from './get-profile';
import { updateProfilePicture } from './update-profile-picture';

useMockBackend();

// The smallest valid PNG: the mock checks the file's first bytes, not only its declared type.
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

describe('profile', () => {
  it('getProfile answers the contract and keeps it as user_data', async () => {
    const client = clientFor(demoAccounts.agent);
    const profile = await getProfile(client);
    expect(profile).toEqual({ ...fixtures.profile(), isImpersonated: false, impersonatorEmail: null });
    expect(JSON.parse(client.storage.getItem(storageKeys.userData) ?? 'null')).toEqual(profile);
  });

  it('getProfile without a session: 401', async () => {
    expect(await failureOf(getProfile(clientFor()))).toMatchObject({ kind: 'http', status: 401 });
  });

  it('updateProfilePicture uploads the image as multipart', async () => {
    const client = clientFor(demoAccounts.agent);
    const answer = await updateProfilePicture(client, new Blob([pngBytes], { type: 'image/png' }));
    expect(answer?.profile_picture).toMatch(/^data:image\/png;base64,/);
    expect((await getProfile(client)).profile.profile_picture).toBe(answer?.profile_picture);
  });

  it('updateProfilePicture refuses what is not an image', async () => {
    const failure = await failureOf(
      updateProfilePicture(clientFor(demoAccounts.agent), new Blob(['<svg/>'], { type: 'image/svg+xml' })),
    );
    expect(failure).toMatchObject({
      status: 400,
      body: { fields: { profile_picture: [expect.any(String)] } },
    });
  });
});

describe('user_data follows the session, whatever answers late', () => {
  const accounts = [demoAccounts.agent, demoAccounts.agent2, demoAccounts.admin];
  type Step =
    | { kind: 'get-profile' }
    | { kind: 'logout' }
    /** Another tab or a cleared browser: the tokens go, the rest stays. */
    | { kind: 'tokens-removed' }
    | { kind: 'sign-in'; email: string }
    /** What a refresh does: a new access token for the same user. */
    | { kind: 'renew' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.constant({ kind: 'get-profile' } as const),
    fc.constant({ kind: 'logout' } as const),
    fc.constant({ kind: 'tokens-removed' } as const),
    fc.constantFrom(...accounts).map((email) => ({ kind: 'sign-in', email }) as const),
    fc.constant({ kind: 'renew' } as const),
  );

  it('a profile answer never writes its user into a later session, nor after a logout', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...accounts),
        fc.array(step, { maxLength: 12 }),
        fc.scheduler(),
        async (first, steps, s) => {
          server.resetHandlers(); // one run's gate only
          server.use(
            http.get(`${API}/api/accounts/profile/`, async () => {
              await s.schedule(Promise.resolve(), 'profile answer');
              // Nothing returned: the mock backend answers for the token the request carried.
            }),
          );
          // Every write of user_data is checked as it happens, against the session stored at that moment.
          const stored = memoryStorage();
          const wrongWrites: string[] = [];
          const storage: KeyValueStorage = {
            ...stored,
            setItem: (key, value) => {
              const username = stored.getItem(storageKeys.username);
              const signedIn = stored.getItem(storageKeys.accessToken) !== null;
              if (key === storageKeys.userData && (!signedIn || JSON.parse(value).user.email !== username)) {
                wrongWrites.push(
                  `${JSON.parse(value).user.email} written while ${signedIn ? username : 'signed out'}`,
                );
              }
              stored.setItem(key, value);
            },
          };
          const client = createApiClient({ baseUrl: API, storage });
          storeSignIn(client.storage, signIn(first), first);
          // Bumped by each new session (logout, sign-in, tokens gone), not by a renewed token.
          let session = 0;
          /** user_data is empty, or the profile of the user stored as signed in. */
          const expectUserDataOfCurrentSession = () => {
            expect(wrongWrites).toEqual([]);
            const userData = storage.getItem(storageKeys.userData);
            if (userData !== null) {
              expect(JSON.parse(userData).user.email).toBe(storage.getItem(storageKeys.username));
            }
          };
          const run = async (next: Step) => {
            expectUserDataOfCurrentSession();
            const username = storage.getItem(storageKeys.username);
            if (next.kind === 'logout') {
              session += 1;
              await logout(client);
            } else if (next.kind === 'tokens-removed') {
              session += 1;
              client.storage.removeItem(storageKeys.accessToken);
              client.storage.removeItem(storageKeys.refreshToken);
            } else if (next.kind === 'sign-in') {
              session += 1;
              storeSignIn(client.storage, signIn(next.email), next.email);
            } else if (next.kind === 'renew') {
              if (username !== null) client.storage.setItem(storageKeys.accessToken, signIn(username).access);
            } else {
              const asked = session;
              const profile = await getProfile(client).catch(() => null);
              expectUserDataOfCurrentSession();
              // Answered within the session that asked (renewed tokens included): it is kept.
              if (profile && session === asked) {
                expect(storage.getItem(storageKeys.userData)).toBe(JSON.stringify(profile));
              }
            }
          };
          const all = [{ kind: 'get-profile' } as const, ...steps].map((next, i) =>
            s.schedule(Promise.resolve(), `${i}: ${next.kind}`).then(() => run(next)),
          );
          await s.waitFor(Promise.all(all));
          expectUserDataOfCurrentSession();
        },
      ),
      { numRuns: 150 },
    );
  }, 120_000);
});

describe('stats and geocoding', () => {
  it('getStats answers the six figures', async () => {
    expect(await getStats(clientFor(demoAccounts.agent))).toEqual(fixtures.stats());
  });

  it('reverseGeocode sends lat and lon, answers an address', async () => {
    const place = await reverseGeocode(clientFor(demoAccounts.agent), { lat: 47.2853, lng: -2.3922 });
    expect(place.display_name).not.toBe('');
    expect(place.address.city).toBe('La Baule-Escoublac');
  });
});
