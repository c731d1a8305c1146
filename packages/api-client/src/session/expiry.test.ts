import { DEMO_PASSWORD, demoAccounts, signIn } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { login } from '../auth/login';
import { refreshPath, refreshRequest } from '../auth/refresh-token';
import { validateInvitation } from '../auth/validate-invitation';
import { ApiError } from '../errors';
import { createApiClient } from '../http';
import { type KeyValueStorage, memoryStorage, storageKeys } from '../storage';
import { API, clientFor, failureOf, useMockBackend } from '../test-support';
import { getZones } from '../zones/get-zones';
import { logout } from './logout';
import { storeSignIn } from './tokens';

// Spec §8 "401: session cleared, redirect to /auth" for calls that went without any access token,
// against the mock backend (which answers such calls 401, on whatever origin).
useMockBackend();

const sessionKeys = Object.values(storageKeys);
/** What a signed-out page may still hold: the rest of a session whose access token was removed. */
const leftovers = fc.subarray(sessionKeys.filter((key) => key !== storageKeys.accessToken));
const storedKeys = (storage: KeyValueStorage) => sessionKeys.filter((key) => storage.getItem(key) !== null);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function signedOutClient(kept: readonly string[] = []) {
  const storage = memoryStorage(Object.fromEntries(kept.map((key) => [key, `left-${key}`])));
  const onSessionExpired = vi.fn();
  const client = createApiClient({ baseUrl: API, storage, onSessionExpired });
  return { client, storage, onSessionExpired };
}

/** Holds every answer of the API until the scheduler releases it, then lets the mock backend answer. */
function holdAnswers(s: fc.Scheduler, calls: string[] = []) {
  // One run's gate only: a gate left from an earlier run would wait on a scheduler nobody drives.
  server.resetHandlers();
  server.use(
    http.all(`${API}/api/*`, async ({ request }) => {
      const path = new URL(request.url).pathname;
      await s.schedule(Promise.resolve(), `answer ${path}`);
      calls.push(path);
      // Nothing returned: the mock backend's handler answers.
    }),
  );
}

describe('a 401 to a call sent without an access token', () => {
  it('N concurrent calls: each fails with its 401; storage cleared, one signal per signed-out period', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), leftovers, fc.scheduler(), async (n, kept, s) => {
        holdAnswers(s);
        const { client, storage, onSessionExpired } = signedOutClient(kept);
        // Start times are scheduled too, so some calls leave after others came back.
        const wave = () =>
          s.waitFor(
            Promise.all(
              range(n).map((i) =>
                s.schedule(Promise.resolve(), `start ${i}`).then(() => failureOf(getZones(client))),
              ),
            ),
          );

        const failures = await wave();
        for (const failure of failures) {
          expect(failure).toBeInstanceOf(ApiError);
          expect(failure).toMatchObject({ kind: 'http', status: 401 });
        }
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
        expect(storedKeys(storage)).toEqual([]);

        // Still the same signed-out period: nothing more to signal.
        await wave();
        expect(onSessionExpired).toHaveBeenCalledTimes(1);

        // A new sign-in stores a token; once that one is gone too (another tab, a cleared browser),
        // the next tokenless 401s end that session: one more signal.
        storeSignIn(client.storage, signIn(demoAccounts.agent), demoAccounts.agent);
        storage.removeItem(storageKeys.accessToken);
        await wave();
        expect(onSessionExpired).toHaveBeenCalledTimes(2);
        expect(storedKeys(storage)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('a refused refresh and tokenless 401s in any order: one expiry, one refresh', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.scheduler(), async (n, s) => {
        const calls: string[] = [];
        holdAnswers(s, calls);
        // Tokens the mock backend never issued: the access token is refused, so is the refresh.
        const storage = memoryStorage({
          [storageKeys.accessToken]: 'access.revoked',
          [storageKeys.refreshToken]: 'refresh.revoked',
          [storageKeys.username]: demoAccounts.agent,
        });
        const onSessionExpired = vi.fn();
        const client = createApiClient({ baseUrl: API, storage, onSessionExpired });
        // Calls leaving before the expiry carry the dead token; those leaving after it carry none.
        const failures = await s.waitFor(
          Promise.all(
            range(n).map((i) =>
              s.schedule(Promise.resolve(), `start ${i}`).then(() => failureOf(getZones(client))),
            ),
          ),
        );
        for (const failure of failures) expect(failure).toMatchObject({ kind: 'http', status: 401 });
        expect(onSessionExpired).toHaveBeenCalledTimes(1);
        expect(calls.filter((path) => path === '/api/token/refresh/')).toHaveLength(1);
        expect(storedKeys(storage)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  it('after a login and a logout, the next tokenless 401 signals again', async () => {
    const { client, storage, onSessionExpired } = signedOutClient();
    await failureOf(getZones(client));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    await login(client, { email: demoAccounts.agent, password: DEMO_PASSWORD });
    await getZones(client);
    await logout(client);
    expect(await failureOf(getZones(client))).toMatchObject({ kind: 'http', status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
    expect(storedKeys(storage)).toEqual([]);
  });

  it('is not the end of a session signed in while the call was on its way', async () => {
    let release: (() => void) | undefined;
    server.use(
      http.get(`${API}/api/accounts/zones/`, async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        // Then the mock backend answers the call as it was sent: without a token, 401.
      }),
    );
    const { client, storage, onSessionExpired } = signedOutClient();
    const pending = failureOf(getZones(client));
    await vi.waitFor(() => expect(release).toBeDefined());
    const tokens = signIn(demoAccounts.agent);
    storeSignIn(client.storage, tokens, demoAccounts.agent);
    release?.();
    expect(await pending).toMatchObject({ kind: 'http', status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.accessToken)).toBe(tokens.access);
  });
});

describe('401s that are no verdict on the session', () => {
  it('anonymous calls (login, refresh, invitation check) never signal nor clear anything', async () => {
    server.use(
      http.post(`${API}/api/accounts/invitations/validate/`, () =>
        HttpResponse.json({ detail: 'Non authentifié.' }, { status: 401 }),
      ),
    );
    const { client, storage, onSessionExpired } = signedOutClient([storageKeys.username]);
    const refused = [
      await failureOf(login(client, { email: demoAccounts.agent, password: 'not-the-password' })),
      await failureOf(client.request(refreshPath, refreshRequest('refresh.revoked'))),
      await failureOf(validateInvitation(client, 'any')),
    ];
    for (const failure of refused) expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storage.getItem(storageKeys.username)).toBe(`left-${storageKeys.username}`);
  });

  it('calls to another origin (sent without the token, signed in or not) never signal nor clear anything', async () => {
    const elsewhere = 'https://elsewhere.example/api/accounts/zones/';
    const signedOut = signedOutClient([storageKeys.refreshToken]);
    const signedIn = clientFor(demoAccounts.agent);
    const onSessionExpired = vi.fn();
    signedIn.onSessionExpired(onSessionExpired);
    for (const client of [signedOut.client, signedIn]) {
      expect(await failureOf(client.request(elsewhere))).toMatchObject({ kind: 'http', status: 401 });
    }
    expect(signedOut.onSessionExpired).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(storedKeys(signedOut.storage)).toEqual([storageKeys.refreshToken]);
    expect(signedIn.storage.getItem(storageKeys.accessToken)).not.toBeNull();
  });
});
