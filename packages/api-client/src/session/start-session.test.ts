import { demoAccounts } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import fc from 'fast-check';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../errors';
import { profileKey } from '../profile/get-profile';
import { storageKeys } from '../storage';
import { API, clientFor, useMockBackend } from '../test-support';
import { startSession } from './start-session';

// Spec §4 at start-up: a failed profile load logs out, except when the request was cut short.
useMockBackend();

const kinds: ApiErrorKind[] = ['http', 'network', 'timeout', 'cancelled', 'invalid-response'];
const cutShort = new Set<ApiErrorKind>(['network', 'timeout', 'cancelled']);

/** Any way the profile load can fail: an ApiError of any kind and status, or anything else thrown. */
const failure: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .record({
      kind: fc.constantFrom(...kinds),
      status: fc.option(fc.integer({ min: 100, max: 599 }), { nil: null }),
    })
    .map(({ kind, status }) => new ApiError(kind, { status })),
  fc.constant(new TypeError('Cannot read properties of undefined')),
);

describe('startSession', () => {
  it('logs out (every session key cleared) exactly when the failure is not a request cut short', async () => {
    await fc.assert(
      fc.asyncProperty(failure, async (error) => {
        const signedIn = clientFor(demoAccounts.agent);
        signedIn.storage.setItem(storageKeys.userData, '{}');
        const client = { ...signedIn, request: () => Promise.reject(error) };
        expect(await startSession(client)).toBeNull();
        const keptSession = error instanceof ApiError && cutShort.has(error.kind);
        for (const key of [storageKeys.accessToken, storageKeys.refreshToken, storageKeys.username]) {
          expect(client.storage.getItem(key) !== null).toBe(keptSession);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('through the client: any error status or an answer of the wrong shape logs out, no answer does not', async () => {
    type Answer = { status: number } | { wrongShape: true } | { noAnswer: true };
    const answer: fc.Arbitrary<Answer> = fc.oneof(
      fc.integer({ min: 400, max: 599 }).map((status) => ({ status })),
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
        expect(await startSession(client)).toBeNull();
        const answered = !('noAnswer' in profileAnswer);
        expect(client.storage.getItem(storageKeys.accessToken) === null).toBe(answered);
        expect(client.storage.getItem(storageKeys.username) === null).toBe(answered);
      }),
      { numRuns: 60 },
    );
  });

  it('signed in with a valid session: the profile, and the session kept', async () => {
    const client = clientFor(demoAccounts.agent);
    expect(await startSession(client)).toMatchObject({ user: { email: demoAccounts.agent } });
    expect(client.storage.getItem(storageKeys.accessToken)).not.toBeNull();
  });
});
