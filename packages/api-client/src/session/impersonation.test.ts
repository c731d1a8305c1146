import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { googleLogin } from '../auth/google-login';
import { MissingAdminTokenError } from '../errors';
import { createApiClient } from '../http';
import { getProfile } from '../profile/get-profile';
import { memoryStorage, storageKeys } from '../storage';
import { startImpersonation, stopImpersonation } from './impersonation';
import { logout } from './logout';
import { startSession } from './start-session';

// Spec §4's impersonation and logout rules against a server this file controls: each access token
// belongs to one person, and the profile says who.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = 'http://api.test';
const people: Record<string, { id: number; first_name: string; email: string; role: string }> = {
  'admin-access': { id: 1, first_name: 'Sophie', email: 'super@prospect.demo', role: 'SUPER_ADMIN' },
  'camille-access': { id: 3, first_name: 'Camille', email: 'agent@prospect.demo', role: 'AGENT' },
};
/** Access tokens the server no longer accepts (expired). */
const expired = new Set<string>();
/** Refresh tokens sent to the blacklist, and whether each came with an access token. */
let revoked: { refresh: string; authorized: boolean }[] = [];
const revokedTokens = () => revoked.map(({ refresh }) => refresh);

beforeEach(() => {
  expired.clear();
  revoked = [];
  server.use(
    http.post(`${api}/api/token/blacklist/`, async ({ request }) => {
      const { refresh } = (await request.json()) as { refresh: string };
      revoked.push({ refresh, authorized: request.headers.has('Authorization') });
      return HttpResponse.json({});
    }),
    http.post(`${api}/api/accounts/admin/impersonate/:id/`, ({ request, params }) => {
      if (request.headers.get('Authorization') !== 'Bearer admin-access') {
        return HttpResponse.json({ error: 'Action non autorisée.' }, { status: 403 });
      }
      expect(params.id).toBe('3');
      return HttpResponse.json({
        access: 'camille-access',
        refresh: 'camille-refresh',
        user: { id: 3, first_name: 'Camille', email: 'agent@prospect.demo' },
      });
    }),
    http.get(`${api}/api/accounts/profile/`, ({ request }) => {
      const token = (request.headers.get('Authorization') ?? '').replace('Bearer ', '');
      const person = expired.has(token) ? undefined : people[token];
      if (!person) return HttpResponse.json({ detail: 'Jeton invalide.' }, { status: 401 });
      const { role, ...user } = person;
      return HttpResponse.json({
        user,
        profile: { role, profile_picture: null, tenant: { id: 1, city: 'Nantes' } },
      });
    }),
  );
});

const adminSession = () =>
  memoryStorage({
    [storageKeys.accessToken]: 'admin-access',
    [storageKeys.refreshToken]: 'admin-refresh',
    [storageKeys.username]: 'super@prospect.demo',
  });

describe('impersonation', () => {
  it('round trip: start swaps to the user, stop restores the admin and reloads the profile', async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });

    const answer = await startImpersonation(client, 3);
    expect(answer.user?.first_name).toBe('Camille');
    expect(storage.getItem(storageKeys.accessToken)).toBe('camille-access');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('camille-refresh');
    expect(storage.getItem(storageKeys.isImpersonated)).toBe('true');
    expect(storage.getItem(storageKeys.impersonatorAccessToken)).toBe('admin-access');
    expect(storage.getItem(storageKeys.impersonatorEmail)).toBe('super@prospect.demo');
    const asCamille = await startSession(client);
    expect(asCamille).toMatchObject({
      user: { first_name: 'Camille' },
      isImpersonated: true,
      impersonatorEmail: 'super@prospect.demo',
    });

    const admin = await stopImpersonation(client);
    expect(admin).toMatchObject({
      user: { first_name: 'Sophie' },
      isImpersonated: false,
      impersonatorEmail: null,
    });
    expect(storage.getItem(storageKeys.accessToken)).toBe('admin-access');
    expect(storage.getItem(storageKeys.refreshToken)).toBe('admin-refresh');
    expect(storage.getItem(storageKeys.username)).toBe('super@prospect.demo');
    for (const key of ['is_impersonated', 'impersonator_email', 'impersonator_access_token']) {
      expect(storage.getItem(key)).toBeNull();
    }
    expect(JSON.parse(storage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({
      user: { first_name: 'Sophie' },
    });
  });

  it('a refused start leaves the admin session untouched', async () => {
    const storage = memoryStorage({ [storageKeys.accessToken]: 'someone-else' });
    await expect(startImpersonation(createApiClient({ baseUrl: api, storage }), 3)).rejects.toMatchObject({
      status: 403,
    });
    expect(storage.getItem(storageKeys.accessToken)).toBe('someone-else');
    expect(storage.getItem(storageKeys.isImpersonated)).toBeNull();
  });

  it('stopping without the saved admin token is the critical error', async () => {
    const storage = memoryStorage({
      [storageKeys.accessToken]: 'camille-access',
      [storageKeys.isImpersonated]: 'true',
    });
    const failure = await stopImpersonation(createApiClient({ baseUrl: api, storage })).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(MissingAdminTokenError);
    expect(failure).toMatchObject({ kind: 'missing-admin-token' });
    expect(storage.getItem(storageKeys.accessToken)).toBe('camille-access');
  });
});

describe('an impersonation answer with the tokens only (a plain SimpleJWT view)', () => {
  const answering = (body: Record<string, string>) =>
    server.use(http.post(`${api}/api/accounts/admin/impersonate/:id/`, () => HttpResponse.json(body)));

  it("acts as the user of the admin list entry: the user's email and profile, the banner's flags", async () => {
    answering({ access: 'camille-access', refresh: 'camille-refresh' });
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, { id: 3, email: 'agent@prospect.demo' });
    expect(storage.getItem(storageKeys.username)).toBe('agent@prospect.demo');
    expect(await startSession(client)).toMatchObject({
      user: { first_name: 'Camille', email: 'agent@prospect.demo' },
      isImpersonated: true,
      impersonatorEmail: 'super@prospect.demo',
    });
    expect(JSON.parse(storage.getItem(storageKeys.userData) ?? '{}')).toMatchObject({
      user: { email: 'agent@prospect.demo' },
    });
  });

  it('tokens stay strict: an empty access token is refused and the admin session untouched', async () => {
    answering({ access: '', refresh: 'camille-refresh' });
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await expect(startImpersonation(client, { id: 3, email: 'agent@prospect.demo' })).rejects.toMatchObject({
      kind: 'invalid-response',
    });
    expect(storage.getItem(storageKeys.accessToken)).toBe('admin-access');
    expect(storage.getItem(storageKeys.isImpersonated)).toBeNull();
  });
});

describe('a super admin signed in with Google (no refresh token of their own)', () => {
  it("after stopping, an expired admin token ends the session: it never refreshes into the agent's account", async () => {
    const refreshedWith: string[] = [];
    server.use(
      http.post(`${api}/api/accounts/google-login/`, () =>
        HttpResponse.json({
          access: 'admin-access',
          user: { first_name: 'Sophie', email: 'super@prospect.demo' },
        }),
      ),
      http.post(`${api}/api/token/refresh/`, async ({ request }) => {
        const { refresh } = (await request.json()) as { refresh: string };
        refreshedWith.push(refresh);
        if (refresh === 'camille-refresh') return HttpResponse.json({ access: 'camille-access' });
        return HttpResponse.json({ detail: 'Le jeton est invalide ou expiré.' }, { status: 401 });
      }),
    );
    const storage = memoryStorage();
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: api, storage, onSessionExpired });
    await googleLogin(client, 'google-credential');
    await startImpersonation(client, 3);
    await stopImpersonation(client);

    expired.add('admin-access');
    const outcome = await getProfile(client).then(
      (profile) => profile.user.email,
      (error: unknown) => error,
    );
    expect(outcome).toMatchObject({ kind: 'http', status: 401 });
    expect(refreshedWith).toEqual([]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
  });
});

describe('logout', () => {
  it('while impersonating ends the impersonation instead', async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    const result = await logout(client);
    expect(result).toMatchObject({ ended: 'impersonation', profile: { user: { first_name: 'Sophie' } } });
    expect(storage.getItem(storageKeys.accessToken)).toBe('admin-access');
  });

  it('with the impersonation flag but no saved admin token: the session is cleared, nothing thrown', async () => {
    const storage = memoryStorage({
      [storageKeys.accessToken]: 'camille-access',
      [storageKeys.refreshToken]: 'camille-refresh',
      [storageKeys.username]: 'agent@prospect.demo',
      [storageKeys.userData]: '{}',
      [storageKeys.isImpersonated]: 'true',
      [storageKeys.impersonatorEmail]: 'super@prospect.demo',
    });
    const result = await logout(createApiClient({ baseUrl: api, storage }));
    expect(result).toMatchObject({ ended: 'session' });
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
    expect(await result.revocation).toEqual(['revoked']);
    expect(revokedTokens()).toEqual(['camille-refresh']);
  });

  it("while impersonating, when the admin's profile cannot be reloaded: the session is cleared, nothing thrown", async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    server.use(http.get(`${api}/api/accounts/profile/`, () => HttpResponse.error()));
    const result = await logout(client);
    expect(result).toMatchObject({ ended: 'session' });
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
    // Both sessions end on this device: the user's token as the impersonation stopped, then the admin's.
    await result.revocation;
    await vi.waitFor(() => expect(revokedTokens().sort()).toEqual(['admin-refresh', 'camille-refresh']));
  });

  it('otherwise clears every session key', async () => {
    const storage = adminSession();
    storage.setItem(storageKeys.userData, '{}');
    const result = await logout(createApiClient({ baseUrl: api, storage }));
    expect(result).toMatchObject({ ended: 'session' });
    for (const key of Object.values(storageKeys)) expect(storage.getItem(key)).toBeNull();
    expect(await result.revocation).toEqual(['revoked']);
    expect(revoked).toEqual([{ refresh: 'admin-refresh', authorized: false }]);
  });
});

describe("the impersonated user's refresh token is revoked when the impersonation ends", () => {
  it("stopImpersonation sends the user's token, anonymously, and never the admin's", async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    expect(revoked).toEqual([]);
    await stopImpersonation(client);
    await vi.waitFor(() => expect(revoked).toHaveLength(1));
    expect(revoked).toEqual([{ refresh: 'camille-refresh', authorized: false }]);
    expect(storage.getItem(storageKeys.refreshToken)).toBe('admin-refresh');
  });

  it("logout while impersonating answers the revocation of the user's token only", async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    const result = await logout(client);
    expect(result.ended).toBe('impersonation');
    expect(await result.revocation).toEqual(['revoked']);
    expect(revokedTokens()).toEqual(['camille-refresh']);
  });

  it('an impersonation answered without a refresh token revokes nothing at its end', async () => {
    server.use(
      http.post(`${api}/api/accounts/admin/impersonate/:id/`, () =>
        HttpResponse.json({ access: 'camille-access' }),
      ),
    );
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, { id: 3, email: 'agent@prospect.demo' });
    const result = await logout(client);
    expect(result.ended).toBe('impersonation');
    expect(await result.revocation).toEqual([]);
    expect(revoked).toEqual([]);
  });

  it("a failed revocation still hands the admin's session back", async () => {
    server.use(http.post(`${api}/api/token/blacklist/`, () => HttpResponse.error()));
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    const result = await logout(client);
    expect(result).toMatchObject({ ended: 'impersonation', profile: { user: { first_name: 'Sophie' } } });
    expect(await result.revocation).toEqual(['failed']);
    expect(storage.getItem(storageKeys.accessToken)).toBe('admin-access');
  });

  it("impersonating someone else meanwhile revokes the first user's token, not the admin's", async () => {
    const storage = adminSession();
    const client = createApiClient({ baseUrl: api, storage });
    await startImpersonation(client, 3);
    server.use(
      http.post(`${api}/api/accounts/admin/impersonate/:id/`, () =>
        HttpResponse.json({ access: 'lucas-access', refresh: 'lucas-refresh' }),
      ),
    );
    await startImpersonation(client, { id: 4, email: 'lucas@prospect.demo' });
    await vi.waitFor(() => expect(revokedTokens()).toEqual(['camille-refresh']));
    expect(storage.getItem(storageKeys.impersonatorRefreshToken)).toBe('admin-refresh');
  });
});

describe('start-up', () => {
  it('without a token: nobody, and no request', async () => {
    server.resetHandlers();
    expect(await startSession(createApiClient({ baseUrl: api, storage: memoryStorage() }))).toBeNull();
  });

  it('a profile the server refuses logs out', async () => {
    server.use(http.get(`${api}/api/accounts/profile/`, () => HttpResponse.json({}, { status: 403 })));
    const storage = adminSession();
    expect(await startSession(createApiClient({ baseUrl: api, storage }))).toBeNull();
    expect(storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(storage.getItem(storageKeys.username)).toBeNull();
  });

  it('a profile the server fails to answer (500) keeps the session and fails with the 500', async () => {
    server.use(http.get(`${api}/api/accounts/profile/`, () => HttpResponse.json({}, { status: 500 })));
    const storage = adminSession();
    await expect(startSession(createApiClient({ baseUrl: api, storage }))).rejects.toMatchObject({
      status: 500,
    });
    expect(storage.getItem(storageKeys.accessToken)).toBe('admin-access');
    expect(storage.getItem(storageKeys.username)).toBe('super@prospect.demo');
  });
});
