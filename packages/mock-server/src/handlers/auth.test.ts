import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '../node';
import { DEMO_PASSWORD, demoAccounts, seed } from '../seed';

const base = 'http://api.test';
const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => seed());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('POST /api/token/', () => {
  it('gives an access and a refresh token for the right password', async () => {
    const response = await post('/api/token/', { username: demoAccounts.agent, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.access).toMatch(/^access\./);
    expect(body.refresh).toMatch(/^refresh\./);
  });

  it('answers 401 to a wrong password', async () => {
    const response = await post('/api/token/', { username: demoAccounts.agent, password: 'wrong-password' });
    expect(response.status).toBe(401);
  });

  it('answers 400 with per-field errors when a field is missing', async () => {
    const response = await post('/api/token/', { username: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(await response.json()).sort()).toEqual(['password', 'username']);
  });
});

describe('GET /api/accounts/profile/', () => {
  it('returns the signed-in user and refuses a missing token', async () => {
    const tokens = await (
      await post('/api/token/', { username: demoAccounts.admin, password: DEMO_PASSWORD })
    ).json();
    const profile = await fetch(`${base}/api/accounts/profile/`, {
      headers: { Authorization: `Bearer ${tokens.access}` },
    });
    expect(await profile.json()).toMatchObject({
      user: { first_name: 'Julien' },
      profile: { role: 'ADMIN' },
    });
    expect((await fetch(`${base}/api/accounts/profile/`)).status).toBe(401);
  });
});
