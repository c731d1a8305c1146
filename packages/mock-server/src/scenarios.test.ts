import { describe, expect, it } from 'vitest';
import { server } from './node';
import * as scenarios from './scenarios';
import { DEMO_PASSWORD, demoAccounts, demoInvitations } from './seed';
import { signIn } from './session';
import { BASE, call, tokenOf, useMockServer } from './test-support';

useMockServer();

// Made once, like a story's parameters, and reused across reseeds.
const empty = scenarios.emptyAccount();

describe('emptyAccount', () => {
  it.each([1, 2])('gives the caller an account with nothing in it, seed after seed (%i)', async () => {
    server.use(...empty);
    const token = tokenOf(demoAccounts.agent);
    for (const path of [
      '/api/accounts/zones/',
      '/api/accounts/favorites/',
      '/api/accounts/events/',
      '/api/house-notes/',
    ]) {
      expect((await call('GET', path, { token })).body).toEqual([]);
    }
    expect((await call('GET', '/api/progress/stats/', { token })).body).toEqual({
      doneRues: 0,
      totalRues: 0,
      doneZones: 0,
      totalZones: 0,
      contacts: 0,
      estimations: 0,
    });
    expect((await call('GET', '/api/accounts/profile/', { token })).body.user.first_name).toBe('Camille');
    await call('POST', '/api/accounts/zones/create/', { token, body: { name: 'Première zone' } });
    expect((await call('GET', '/api/accounts/zones/', { token })).body).toHaveLength(1);
  });

  it("leaves other accounts' data alone, and can empty another account", async () => {
    server.use(...scenarios.emptyAccount());
    expect((await call('GET', '/api/user/zones', { token: tokenOf(demoAccounts.agent2) })).body).toHaveLength(
      1,
    );
    expect((await call('GET', '/api/user/zones', { token: tokenOf(demoAccounts.agent) })).body).toEqual([]);
  });

  it('empties the account given by email', async () => {
    server.use(...scenarios.emptyAccount(demoAccounts.agent2));
    expect((await call('GET', '/api/user/zones', { token: tokenOf(demoAccounts.agent2) })).body).toEqual([]);
    expect((await call('GET', '/api/user/zones', { token: tokenOf(demoAccounts.agent) })).body).toHaveLength(
      4,
    );
  });
});

describe('failing', () => {
  it('answers 500 with a detail by default, or the given status and error', async () => {
    const token = tokenOf(demoAccounts.agent);
    server.use(...scenarios.failing('get', '/api/accounts/zones/'));
    expect(await call('GET', '/api/accounts/zones/', { token })).toMatchObject({
      status: 500,
      body: { detail: 'Erreur interne du serveur.' },
    });
    server.use(
      ...scenarios.failing('patch', '/api/accounts/streets/:id/', {
        status: 400,
        error: 'Rue verrouillée',
        details: 'en cours',
      }),
    );
    expect(
      await call('PATCH', '/api/accounts/streets/1/', { token, body: { status: 'done' } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Rue verrouillée', details: 'en cours' },
    });
    // Other calls still reach the default handlers.
    expect((await call('GET', '/api/accounts/favorites/', { token })).status).toBe(200);
  });
});

describe('slow and offline', () => {
  it('slow delays the answer and then lets the default handler answer', async () => {
    server.use(...scenarios.slow(120));
    const started = performance.now();
    const { status } = await call('GET', '/api/accounts/profile/', { token: tokenOf(demoAccounts.agent) });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
  });

  it('offline makes fetch reject, for every call or only one path', async () => {
    server.use(...scenarios.offline('/api/accounts/favorites/'));
    const token = tokenOf(demoAccounts.agent);
    await expect(fetch(`${BASE}/api/accounts/favorites/`)).rejects.toThrow(TypeError);
    expect((await call('GET', '/api/accounts/zones/', { token })).status).toBe(200);
    server.use(...scenarios.offline());
    await expect(fetch(`${BASE}/api/accounts/zones/`)).rejects.toThrow(TypeError);
  });
});

describe('expiredSession', () => {
  it('expires the tokens issued so far: 401, refresh refused, a new login works', async () => {
    const { access, refresh } = signIn();
    server.use(...scenarios.expiredSession());
    expect((await call('GET', '/api/accounts/profile/', { token: access })).body.code).toBe(
      'token_not_valid',
    );
    expect((await call('POST', '/api/token/refresh/', { body: { refresh } })).status).toBe(401);
    const fresh = await call('POST', '/api/token/', {
      body: { username: demoAccounts.agent, password: DEMO_PASSWORD },
    });
    expect((await call('GET', '/api/accounts/profile/', { token: fresh.body.access })).status).toBe(200);
  });

  it('with refreshable, only the access token has expired', async () => {
    const { access, refresh } = signIn();
    server.use(...scenarios.expiredSession({ refreshable: true }));
    expect((await call('GET', '/api/accounts/profile/', { token: access })).status).toBe(401);
    const renewed = await call('POST', '/api/token/refresh/', { body: { refresh } });
    expect((await call('GET', '/api/accounts/profile/', { token: renewed.body.access })).status).toBe(200);
  });
});

describe('expiredInvitation', () => {
  it('makes every invitation link answer 410', async () => {
    server.use(...scenarios.expiredInvitation());
    const { status } = await call('POST', '/api/accounts/invitations/validate/', {
      body: { token: demoInvitations.valid.token },
    });
    expect(status).toBe(410);
  });
});
