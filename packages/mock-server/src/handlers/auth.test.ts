import { describe, expect, it, vi } from 'vitest';
import { configure } from '../config';
import { db } from '../db';
import { server } from '../node';
import { withoutTokenBlacklist } from '../scenarios';
import { DEMO_PASSWORD, demoAccounts, demoInvitations } from '../seed';
import { call, useMockServer } from '../test-support';

useMockServer();

const login = (username: string, password = DEMO_PASSWORD) =>
  call('POST', '/api/token/', { body: { username, password } });

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Inès',
  last_name: 'Roux',
  email: 'ines.roux@example.fr',
  password: 'motdepasse',
  password2: 'motdepasse',
  agency: 'Vertou',
  ...overrides,
});

describe('POST /api/token/', () => {
  it('gives an access and a refresh token for the right password, whatever the email case', async () => {
    const { status, body } = await login('Agent@Prospect.demo');
    expect(status).toBe(200);
    expect(body.access).toMatch(/^access\./);
    expect(body.refresh).toMatch(/^refresh\./);
  });

  it('answers 401 to a wrong password and to an unknown account', async () => {
    expect((await login(demoAccounts.agent, 'wrong-password')).status).toBe(401);
    expect((await login('nobody@prospect.demo')).body).toEqual({
      detail: 'Aucun compte actif trouvé avec les identifiants fournis.',
    });
  });

  it('answers 400 with per-field errors when a field is missing', async () => {
    const { status, body } = await call('POST', '/api/token/', { body: { username: '' } });
    expect(status).toBe(400);
    expect(body).toEqual({
      username: ['Ce champ ne peut être vide.'],
      password: ['Ce champ est obligatoire.'],
    });
  });
});

describe('access tokens and POST /api/token/refresh/', () => {
  it('expires access tokens after the configured lifetime; refresh gives a new pair and revokes the old one', async () => {
    configure({ accessTokenLifetimeMs: 30 });
    const tokens = (await login(demoAccounts.agent)).body;
    expect((await call('GET', '/api/accounts/profile/', { token: tokens.access })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 60));
    const expired = await call('GET', '/api/accounts/profile/', { token: tokens.access });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' });

    configure({ accessTokenLifetimeMs: 60_000 });
    const refreshed = await call('POST', '/api/token/refresh/', { body: { refresh: tokens.refresh } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh).not.toBe(tokens.refresh);
    expect((await call('GET', '/api/accounts/profile/', { token: refreshed.body.access })).status).toBe(200);
    // Rotation: the old refresh token is single use.
    expect((await call('POST', '/api/token/refresh/', { body: { refresh: tokens.refresh } })).status).toBe(
      401,
    );
  });

  it('refuses an access token as a refresh token, and a missing one with 400', async () => {
    const tokens = (await login(demoAccounts.agent)).body;
    expect((await call('POST', '/api/token/refresh/', { body: { refresh: tokens.access } })).status).toBe(
      401,
    );
    expect((await call('POST', '/api/token/refresh/', { body: {} })).body).toEqual({
      refresh: ['Ce champ est obligatoire.'],
    });
  });

  it('tells a missing token from a dead one', async () => {
    expect((await call('GET', '/api/accounts/profile/')).body).toEqual({
      detail: "Informations d'authentification non fournies.",
    });
    expect((await call('GET', '/api/accounts/profile/', { token: 'access.nope' })).body.code).toBe(
      'token_not_valid',
    );
  });
});

const refreshWith = (refresh: unknown) => call('POST', '/api/token/refresh/', { body: { refresh } });
const blacklist = (refresh: unknown) => call('POST', '/api/token/blacklist/', { body: { refresh } });
const DAY = 24 * 3_600_000;

describe('refresh tokens end with their sign-in', () => {
  it('rotating every few days never carries a session past its absolute lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      configure({ refreshTokenLifetimeMs: 7 * DAY, sessionLifetimeMs: 30 * DAY });
      const signedInAt = Date.now();
      let { refresh, access } = (await login(demoAccounts.agent)).body;
      // Each refresh token would still be within its own 7 days when used.
      for (const day of [6, 12, 18, 24, 29]) {
        vi.setSystemTime(signedInAt + day * DAY);
        const rotated = await refreshWith(refresh);
        expect(rotated.status, `rotation on day ${day}`).toBe(200);
        ({ refresh, access } = rotated.body);
      }
      expect((await call('GET', '/api/accounts/profile/', { token: access })).status).toBe(200);
      vi.setSystemTime(signedInAt + 30 * DAY);
      expect(await refreshWith(refresh)).toMatchObject({ status: 401, body: { code: 'token_not_valid' } });
      expect((await call('GET', '/api/accounts/profile/', { token: access })).status).toBe(401);
      // A new sign-in starts a new lifetime.
      const again = (await login(demoAccounts.agent)).body;
      expect((await refreshWith(again.refresh)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/token/blacklist/', () => {
  it('revokes a refresh token: refresh and a second blacklisting answer 401, other sessions live on', async () => {
    const tokens = (await login(demoAccounts.agent)).body;
    const otherDevice = (await login(demoAccounts.agent)).body;
    expect(await blacklist(tokens.refresh)).toMatchObject({ status: 200, body: {} });
    expect(await refreshWith(tokens.refresh)).toMatchObject({
      status: 401,
      body: { code: 'token_not_valid' },
    });
    expect((await blacklist(tokens.refresh)).status).toBe(401);
    expect((await refreshWith(otherDevice.refresh)).status).toBe(200);
  });

  it('needs no access token, refuses an access token or an unknown one (401) and a missing one (400)', async () => {
    const tokens = (await login(demoAccounts.agent)).body;
    expect((await blacklist(tokens.access)).status).toBe(401);
    expect((await blacklist('refresh.nope')).status).toBe(401);
    expect(await blacklist(undefined)).toMatchObject({
      status: 400,
      body: { refresh: ['Ce champ est obligatoire.'] },
    });
    expect((await refreshWith(tokens.refresh)).status).toBe(200);
  });

  it('refuses a refresh token already rotated', async () => {
    const tokens = (await login(demoAccounts.agent)).body;
    expect((await refreshWith(tokens.refresh)).status).toBe(200);
    expect((await blacklist(tokens.refresh)).status).toBe(401);
  });

  it.each([
    { name: 'the tokenBlacklist option off', absent: () => configure({ tokenBlacklist: false }) },
    { name: 'the withoutTokenBlacklist scenario', absent: () => server.use(...withoutTokenBlacklist()) },
  ])('answers 404 as a server without the route with $name, and revokes nothing', async ({ absent }) => {
    const tokens = (await login(demoAccounts.agent)).body;
    absent();
    const { status, response } = await blacklist(tokens.refresh);
    expect(status).toBe(404);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect((await refreshWith(tokens.refresh)).status).toBe(200);
  });
});

describe('POST /api/accounts/register/', () => {
  it('creates an AGENT of the chosen city and answers 201 with tokens that work', async () => {
    const { status, body } = await call('POST', '/api/accounts/register/', { body: registration() });
    expect(status).toBe(201);
    const profile = await call('GET', '/api/accounts/profile/', { token: body.access });
    expect(profile.body).toMatchObject({
      user: { first_name: 'Inès', last_name: 'Roux', email: 'ines.roux@example.fr' },
      profile: { role: 'AGENT', tenant: { city: 'Vertou' } },
    });
    expect((await login('ines.roux@example.fr', 'motdepasse')).status).toBe(200);
  });

  it('answers the spec messages per field, in the spec order', async () => {
    const check = async (overrides: Record<string, unknown>) =>
      (await call('POST', '/api/accounts/register/', { body: registration(overrides) })).body;
    expect(await check({ email: 'pas-un-email' })).toEqual({ email: ["Format d'email invalide"] });
    expect(await check({ password: 'court', password2: 'court' })).toEqual({
      password: ['Le mot de passe doit contenir au moins 8 caractères'],
    });
    expect(await check({ password2: 'autrechose' })).toEqual({
      password: ['Les mots de passe ne correspondent pas'],
    });
    expect(await check({ agency: 'Paris' })).toEqual({ agency: ["« Paris » n'est pas un choix valide."] });
    expect(await check({ email: demoAccounts.agent })).toEqual({
      email: ['Un utilisateur avec cet email existe déjà.'],
    });
    expect(Object.keys(await check({ first_name: '', last_name: undefined })).sort()).toEqual([
      'first_name',
      'last_name',
    ]);
  });

  it('with a valid invitation joins its agency with its role, and uses the invitation up', async () => {
    const { token, email } = demoInvitations.valid;
    const { status, body } = await call('POST', '/api/accounts/register/', {
      body: registration({ email, token, agency: undefined }),
    });
    expect(status).toBe(201);
    const profile = await call('GET', '/api/accounts/profile/', { token: body.access });
    expect(profile.body.profile).toMatchObject({ role: 'AGENT', tenant: { city: 'Nantes' } });
    expect((await call('POST', '/api/accounts/invitations/validate/', { body: { token } })).status).toBe(410);
  });

  it('refuses an expired or unknown invitation and another email than the invited one', async () => {
    const expired = await call('POST', '/api/accounts/register/', {
      body: registration({ email: demoInvitations.expired.email, token: demoInvitations.expired.token }),
    });
    expect(expired.body).toEqual({ non_field_errors: ["Ce lien d'invitation a expiré."] });
    const unknown = await call('POST', '/api/accounts/register/', { body: registration({ token: 'nope' }) });
    expect(unknown.body).toEqual({ non_field_errors: ['Invitation invalide ou expirée'] });
    const otherEmail = await call('POST', '/api/accounts/register/', {
      body: registration({ token: demoInvitations.valid.token }),
    });
    expect(otherEmail.body).toEqual({ email: ["Cet email n'est pas celui de l'invitation."] });
    expect(db.user.count()).toBe(6);
  });
});

describe('POST /api/accounts/invitations/validate/', () => {
  it('answers the invited email and role, 404 unknown, 410 expired or used, 400 without token', async () => {
    const validate = (token: unknown) =>
      call('POST', '/api/accounts/invitations/validate/', { body: { token } });
    const valid = await validate(demoInvitations.valid.token);
    expect(valid).toMatchObject({ status: 200, body: { email: demoInvitations.valid.email, role: 'AGENT' } });
    expect(await validate('inconnue')).toMatchObject({
      status: 404,
      body: { detail: 'Invitation invalide ou expirée' },
    });
    expect(await validate(demoInvitations.expired.token)).toMatchObject({
      status: 410,
      body: { detail: "Ce lien d'invitation a expiré." },
    });
    expect((await validate(demoInvitations.used.token)).status).toBe(410);
    expect((await validate(undefined)).status).toBe(400);
  });
});
