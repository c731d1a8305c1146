import { DEMO_PASSWORD, demoAccounts, seed } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { createApiClient } from '../http';
import { memoryStorage, storageKeys } from '../storage';
import { login } from './login';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seed());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const newClient = () => createApiClient({ baseUrl: 'http://api.test', storage: memoryStorage() });

describe('login', () => {
  it('stores the access token, refresh token and username', async () => {
    const client = newClient();
    const tokens = await login(client, { email: demoAccounts.agent, password: DEMO_PASSWORD });
    expect(client.storage.getItem(storageKeys.accessToken)).toBe(tokens.access);
    expect(client.storage.getItem(storageKeys.refreshToken)).toBe(tokens.refresh);
    expect(client.storage.getItem(storageKeys.username)).toBe(demoAccounts.agent);
  });

  it('rejects with an http ApiError of status 401 and stores nothing on bad credentials', async () => {
    const client = newClient();
    const failure = await login(client, { email: demoAccounts.agent, password: 'nope-nope' }).catch((e) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(client.storage.getItem(storageKeys.accessToken)).toBeNull();
  });
});
