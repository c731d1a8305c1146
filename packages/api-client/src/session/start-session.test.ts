import { demoAccounts } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../errors';
import { profileKey } from '../read-keys';
import { storageKeys } from '../storage';
import { API, clientFor, useMockBackend } from '../test-support';
import { startSession } from './start-session';

// Spec §4 at start-up: a profile the server refuses (401, 403, a refused refresh included) logs out.
// Any other failure (no network, a time-out, a 5xx, a garbled answer) says nothing about the session:
// the tokens stay and the caller gets the failure, to show and retry.
useMockBackend();

const kinds: ApiErrorKind[] = ['http', 'network', 'timeout', 'cancelled', 'invalid-response'];
const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.kind === 'http' && (error.status === 401 || error.status === 403);

/** Any way the profile load can fail: an ApiError of any kind and status, or anything else thrown. */
const failure: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .record({
      kind: fc.constantFrom(...kinds),
      status: fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }),
    })
    .map(({ kind, status }) => new ApiError(kind, { status })),
  fc.constantFrom(401, 403).map((status) => new ApiError('http', { status })),
  fc.constant(new TypeError('Cannot read properties of undefined')),
);

const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    (user) => ({ user }),
    (error: unknown) => ({ error }),
  );

describe('startSession', () => {
  it('logs out (null, every session key cleared) exactly on a refusal; otherwise keeps the session and fails', async () => {
    await fc.assert(
      fc.asyncProperty(failure, async (error) => {
        const signedIn = clientFor(demoAccounts.agent);
        signedIn.storage.setItem(storageKeys.userData, '{}');
        const client = { ...signedIn, request: () => Promise.reject(error) };
        const refused = isRefusal(error);
        expect(await outcomeOf(startSession(client))).toEqual(refused ? { user: null } : { error });
        for (const key of [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.username]) {
          expect(client.storage.getItem(key) !== null).toBe(!refused);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('through the client: only a 401 or 403 logs out; another status, a wrong shape or no answer does not', async () => {
    type Answer = { status: number } | { wrongShape: true } | { noAnswer: true };
    const answer: fc.Arbitrary<Answer> = fc.oneof(
      fc.integer({ min: 400, max: 599 }).map((status) => ({ status })),
      fc.constantFrom(401, 403).map((status) => ({ status })),
      fc.constant({ wrongShape: true } as const),
      fc.constant({ noAnswer: true } as const),
    );
    await fc.assert(
      fc.asyncProperty(answer, async (profileAnswer) => {
        server.resetHandlers();
        server.use(
          http.get(`${API}${profileKey}`, () => {
            if ('noAnswer' in profileAnswer) return HttpResponse.error();
            if ('wrongShape' in profileAnswer) return HttpResponse.json({ user: { first_name: 42 } });
            return HttpResponse.json({ detail: 'Refusé.' }, { status: profileAnswer.status });
          }),
        );
        const client = clientFor(demoAccounts.agent);
        const refused = 'status' in profileAnswer && [401, 403].includes(profileAnswer.status);
        const outcome = await outcomeOf(startSession(client));
        if (refused) expect(outcome).toEqual({ user: null });
        else expect(outcome).toMatchObject({ error: expect.any(ApiError) });
        expect(client.storage.getItem(storageKeys.accessToken) === null).toBe(refused);
        expect(client.storage.getItem(storageKeys.username) === null).toBe(refused);
      }),
      { numRuns: 60 },
    );
  });

  it('a 503 on the refresh at start-up keeps the session and fails with the 503', async () => {
    server.use(
      http.get(`${API}${profileKey}`, () => HttpResponse.json({ detail: 'Jeton expiré.' }, { status: 401 })),
      http.post(`${API}/api/token/refresh/`, () =>
        HttpResponse.json({ detail: 'Service indisponible.' }, { status: 503 }),
      ),
    );
    const client = clientFor(demoAccounts.agent);
    expect(await outcomeOf(startSession(client))).toMatchObject({ error: { kind: 'http', status: 503 } });
    expect(client.storage.getItem(storageKeys.accessToken)).not.toBeNull();
    expect(client.storage.getItem(storageKeys.refreshToken)).not.toBeNull();
  });

  it('signed in with a valid session: the profile, and the session kept', async () => {
    const client = clientFor(demoAccounts.agent);
    expect(await startSession(client)).toMatchObject({ user: { email: demoAccounts.agent } });
    expect(client.storage.getItem(storageKeys.accessToken)).not.toBeNull();
  });
});
