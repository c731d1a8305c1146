import {
  DEMO_PASSWORD,
  demoAccounts,
  demoInvitations,
  googleCredential,
  scenarios,
} from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../errors';
import { createApiClient } from '../http';
import { getProfile } from '../profile/get-profile';
import { memoryStorage, storageKeys } from '../storage';
import { API, clientFor, failureOf, useMockBackend } from '../test-support';
import { googleLogin } from './google-login';
import { googleRegister } from './google-register';
import { login } from './login';
import { register } from './register';
import { validateInvitation } from './validate-invitation';

useMockBackend();

describe('login', () => {
  it('stores the access token, refresh token and username', async () => {
    const client = clientFor();
    const tokens = await login(client, { email: demoAccounts.agent, password: DEMO_PASSWORD });
    expect(client.storage.getItem(storageKeys.accessToken)).toBe(tokens.access);
    expect(client.storage.getItem(storageKeys.refreshToken)).toBe(tokens.refresh);
    expect(client.storage.getItem(storageKeys.username)).toBe(demoAccounts.agent);
  });

  it('forgets a previous impersonation', async () => {
    const client = clientFor();
    client.storage.setItem(storageKeys.isImpersonated, 'true');
    client.storage.setItem(storageKeys.impersonatorAccessToken, 'old');
    await login(client, { email: demoAccounts.agent, password: DEMO_PASSWORD });
    expect(client.storage.getItem(storageKeys.isImpersonated)).toBeNull();
    expect(client.storage.getItem(storageKeys.impersonatorAccessToken)).toBeNull();
  });

  it('rejects with an http ApiError of status 401 and stores nothing on bad credentials', async () => {
    const client = clientFor();
    const failure = await failureOf(login(client, { email: demoAccounts.agent, password: 'nope-nope' }));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 401 });
    expect(client.storage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

describe('refresh against the mock backend', () => {
  it('an expired access token is refreshed once, the rotated pair stored, and the call succeeds', async () => {
    const client = clientFor(demoAccounts.agent);
    const refreshBefore = client.storage.getItem(storageKeys.refreshToken);
    server.use(...scenarios.expiredSession({ refreshable: true }));
    const profile = await getProfile(client);
    expect(profile.user.email).toBe(demoAccounts.agent);
    expect(client.storage.getItem(storageKeys.refreshToken)).not.toBe(refreshBefore);
  });

  it('an expired refresh token ends the session and signals it once', async () => {
    const onSessionExpired = vi.fn();
    const client = createApiClient({ baseUrl: API, storage: memoryStorage(), onSessionExpired });
    await login(client, { email: demoAccounts.agent, password: DEMO_PASSWORD });
    server.use(...scenarios.expiredSession());
    await expect(Promise.all([getProfile(client), getProfile(client)])).rejects.toMatchObject({
      status: 401,
    });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(client.storage.getItem(storageKeys.accessToken)).toBeNull();
  });
});

describe('register', () => {
  const person = {
    first_name: 'Inès',
    last_name: 'Petit',
    email: 'ines.petit@prospect.demo',
    password: 'motdepasse-solide',
    password2: 'motdepasse-solide',
    agency: 'Nantes',
  };

  it('creates the account and signs in', async () => {
    const client = clientFor();
    await register(client, person);
    expect(client.storage.getItem(storageKeys.username)).toBe(person.email);
    expect((await getProfile(client)).user.first_name).toBe('Inès');
  });

  it('with an invitation token', async () => {
    const client = clientFor();
    const { email, token } = demoInvitations.valid;
    await register(client, { ...person, email, token });
    expect((await getProfile(client)).user.email).toBe(email);
  });

  it('gives per-field errors for the message mapping', async () => {
    const failure = await failureOf(register(clientFor(), { ...person, email: demoAccounts.agent }));
    expect(failure).toMatchObject({
      kind: 'http',
      status: 400,
      body: { fields: { email: [expect.any(String)] } },
    });
  });
});

describe('validateInvitation', () => {
  it('answers the invited email', async () => {
    const { email, role, token } = demoInvitations.valid;
    expect(await validateInvitation(clientFor(), token)).toEqual({ email, role });
  });

  it('404 for an unknown token, 410 for an expired or used one', async () => {
    expect(await failureOf(validateInvitation(clientFor(), 'inconnu'))).toMatchObject({ status: 404 });
    expect(await failureOf(validateInvitation(clientFor(), demoInvitations.expired.token))).toMatchObject({
      status: 410,
    });
    expect(await failureOf(validateInvitation(clientFor(), demoInvitations.used.token))).toMatchObject({
      status: 410,
    });
  });
});

describe('Google sign-in', () => {
  const camille = googleCredential({ sub: 'google-camille-martin', email: demoAccounts.agent });
  const stranger = googleCredential({ sub: 'google-new', email: 'nouveau@gmail.com', given_name: 'Noé' });

  it('googleLogin signs a known account in', async () => {
    const client = clientFor();
    const answer = await googleLogin(client, camille);
    expect(answer.user).toEqual({ first_name: 'Camille', email: demoAccounts.agent });
    expect(client.storage.getItem(storageKeys.accessToken)).toBe(answer.access);
    expect(client.storage.getItem(storageKeys.username)).toBe(demoAccounts.agent);
  });

  it('googleLogin: 404 for an unknown account', async () => {
    expect(await failureOf(googleLogin(clientFor(), stranger))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('googleLogin: an answer without access is an invalid answer, and nothing is stored', async () => {
    server.use(
      http.post('*/api/accounts/google-login/', () =>
        HttpResponse.json({ user: { first_name: 'Camille', email: demoAccounts.agent } }),
      ),
    );
    const client = clientFor();
    expect(await failureOf(googleLogin(client, camille))).toMatchObject({ kind: 'invalid-response' });
    expect(client.storage.getItem(storageKeys.accessToken)).toBeNull();
  });

  it('googleRegister creates the account; a second time is a 400', async () => {
    const client = clientFor();
    const answer = await googleRegister(client, stranger);
    expect(answer.user.email).toBe('nouveau@gmail.com');
    expect((await getProfile(client)).user.first_name).toBe('Noé');
    expect(await failureOf(googleRegister(clientFor(), stranger))).toMatchObject({ status: 400 });
  });
});
