// Shared by the endpoint tests (never exported): the mock backend in Node, reseeded before each test.
import { seed, signIn } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type ApiClient, createApiClient } from './http';
import { storeSignIn } from './session/tokens';
import { memoryStorage } from './storage';

export const API = 'http://api.test';

export function useMockBackend(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => seed());
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** A client on a fresh storage, signed in as `email` (tokens issued by the mock, no login request). */
export function clientFor(email?: string): ApiClient {
  const client = createApiClient({ baseUrl: API, storage: memoryStorage() });
  if (email) storeSignIn(client.storage, signIn(email), email);
  return client;
}

export const failureOf = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );
