import { demoAccounts, scenarios, signIn } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { refreshPath, refreshRequest } from '../auth/refresh-token';
import { revokeRefreshToken } from '../auth/revoke-refresh-token';
import { createApiClient } from '../http';
import { memoryStorage, storageKeys } from '../storage';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { clearSessionAndRevoke, logout } from './logout';
import { storeSignIn } from './tokens';

// Sign-out against the mock backend, whose blacklist refuses a revoked token as SimpleJWT's does.
useMockBackend();

interface SentRevocation {
  origin: string;
  refresh: string;
  authorization: string | null;
}

/** Records every blacklist request, then lets the mock (or a scenario put in front) answer it. */
function recordRevocations(): SentRevocation[] {
  const sent: SentRevocation[] = [];
  server.use(
    http.post('*/api/token/blacklist/', async ({ request }) => {
      const { refresh } = (await request.clone().json()) as { refresh: string };
      sent.push({
        origin: new URL(request.url).origin,
        refresh,
        authorization: request.headers.get('Authorization'),
      });
      return undefined;
    }),
  );
  return sent;
}

/** A client on its own API origin (the mock answers any), signed in as the demo agent. */
function signedInClient(baseUrl: string, onSessionExpired?: () => void) {
  const client = createApiClient({ baseUrl, storage: memoryStorage(), onSessionExpired });
  storeSignIn(client.storage, signIn(demoAccounts.agent), demoAccounts.agent);
  return client;
}

const signedOut = (client: { storage: { getItem(key: string): string | null } }) =>
  Object.values(storageKeys).every((key) => client.storage.getItem(key) === null);

describe('logout revokes the refresh token it drops', () => {
  it('sends the stored refresh token without an access token; the server then refuses it', async () => {
    const client = clientFor(demoAccounts.agent);
    const refresh = client.storage.getItem(storageKeys.refreshToken) ?? '';
    const sent = recordRevocations();
    const result = await logout(client);
    expect(result.ended).toBe('session');
    expect(signedOut(client)).toBe(true);
    expect(await result.revocation).toEqual(['revoked']);
    expect(sent).toEqual([{ origin: 'http://api.test', refresh, authorization: null }]);
    expect(await failureOf(clientFor().request(refreshPath, refreshRequest(refresh)))).toMatchObject({
      kind: 'http',
      status: 401,
    });
  });

  it('signs out at once while the server has not answered, and the token is still the one sent', async () => {
    const client = clientFor(demoAccounts.agent);
    const refresh = client.storage.getItem(storageKeys.refreshToken);
    let answer: (response: Response) => void = () => {};
    const received: string[] = [];
    server.use(
      http.post('*/api/token/blacklist/', async ({ request }) => {
        received.push(((await request.json()) as { refresh: string }).refresh);
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }),
    );
    const result = await logout(client);
    expect(signedOut(client)).toBe(true);
    await vi.waitFor(() => expect(received).toEqual([refresh]));
    answer(HttpResponse.json({}));
    expect(await result.revocation).toEqual(['revoked']);
  });

  it.each([
    { name: 'a 500', handlers: () => scenarios.failing('post', '/api/token/blacklist/') },
    { name: 'no network', handlers: () => scenarios.offline('/api/token/blacklist/') },
    {
      name: 'a 401 (token already refused)',
      handlers: () => scenarios.failing('post', '/api/token/blacklist/', { status: 401 }),
    },
  ])('still signs out on $name, quietly, and the session is not expired by it', async ({ handlers }) => {
    const onSessionExpired = vi.fn();
    const client = signedInClient('http://failing-blacklist.test', onSessionExpired);
    server.use(...handlers());
    const result = await logout(client);
    expect(result.ended).toBe('session');
    expect(signedOut(client)).toBe(true);
    expect(await result.revocation).toEqual(['failed']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('gives up after its time-out without rejecting', async () => {
    server.use(http.post('*/api/token/blacklist/', () => new Promise<Response>(() => {})));
    const client = clientFor();
    expect(await revokeRefreshToken(client, 'refresh.any', { timeoutMs: 20 })).toBe('failed');
  });
});

describe('clearSessionAndRevoke (a session forgotten without a logout)', () => {
  it('clears every key before anything is sent, then revokes every refresh token the device held', async () => {
    const client = clientFor(demoAccounts.agent);
    const agentRefresh = client.storage.getItem(storageKeys.refreshToken);
    const adminRefresh = signIn(demoAccounts.admin).refresh;
    client.storage.setItem(storageKeys.isImpersonated, 'true');
    client.storage.setItem(storageKeys.impersonatorRefreshToken, adminRefresh);
    const sent = recordRevocations();
    const revocation = clearSessionAndRevoke(client);
    expect(signedOut(client)).toBe(true);
    expect(await revocation).toEqual(['revoked', 'revoked']);
    expect(sent.map(({ refresh }) => refresh).sort()).toEqual([agentRefresh, adminRefresh].sort());
  });
});

describe('a server without the blacklist (optional extension)', () => {
  it.each([
    { status: 404, handlers: () => scenarios.withoutTokenBlacklist() },
    { status: 405, handlers: () => scenarios.failing('post', '/api/token/blacklist/', { status: 405 }) },
  ])('a $status is remembered for that API: the next logout sends nothing', async ({ status, handlers }) => {
    const baseUrl = `http://without-blacklist-${status}.test`;
    server.use(...handlers());
    const sent = recordRevocations();

    const first = await logout(signedInClient(baseUrl));
    expect(await first.revocation).toEqual(['unsupported']);
    expect(sent).toHaveLength(1);

    const second = signedInClient(baseUrl);
    expect(await (await logout(second)).revocation).toEqual(['unsupported']);
    expect(signedOut(second)).toBe(true);
    expect(sent).toHaveLength(1);

    // Another API is asked on its own account.
    const elsewhere = await logout(signedInClient(`http://other-than-${status}.test`));
    expect(await elsewhere.revocation).toEqual(['unsupported']);
    expect(sent.map(({ origin }) => origin)).toEqual([baseUrl, `http://other-than-${status}.test`]);
  });

  it('a failure that is not a 404 or 405 is not remembered: the next logout asks again', async () => {
    const baseUrl = 'http://blacklist-down-once.test';
    server.use(
      http.post('*/api/token/blacklist/', () => HttpResponse.json({}, { status: 503 }), { once: true }),
    );
    const sent = recordRevocations();
    expect(await (await logout(signedInClient(baseUrl))).revocation).toEqual(['failed']);
    expect(await (await logout(signedInClient(baseUrl))).revocation).toEqual(['revoked']);
    expect(sent).toHaveLength(2);
  });
});
