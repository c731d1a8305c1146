import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { demoAccounts } from '../seed';
import { call, useMockServer } from '../test-support';
import { googleCredential } from './google';

useMockServer();

const camille = googleCredential({
  sub: 'google-camille-martin',
  email: demoAccounts.agent,
  given_name: 'Camille',
});
const newcomer = googleCredential({
  sub: 'google-42',
  email: 'zoe.lambert@gmail.com',
  given_name: 'Zoé',
  family_name: 'Lambert',
});

describe('POST /api/accounts/google-login/', () => {
  it('signs a known account in and answers its first name and email', async () => {
    const { status, body } = await call('POST', '/api/accounts/google-login/', {
      body: { credential: camille },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ user: { first_name: 'Camille', email: demoAccounts.agent } });
    expect((await call('GET', '/api/accounts/profile/', { token: body.access })).status).toBe(200);
  });

  it('links an account with the same email on its first Google sign-in', async () => {
    const admin = googleCredential({ sub: 'google-admin', email: demoAccounts.admin });
    expect((await call('POST', '/api/accounts/google-login/', { body: { credential: admin } })).status).toBe(
      200,
    );
    expect(db.user.findFirst({ where: { email: { equals: demoAccounts.admin } } })?.googleSubject).toBe(
      'google-admin',
    );
  });

  it('answers 404 to an unknown account and 400 to a credential that is not a Google token', async () => {
    const unknown = await call('POST', '/api/accounts/google-login/', { body: { credential: newcomer } });
    expect(unknown).toMatchObject({
      status: 404,
      body: { detail: "Compte non trouvé. Veuillez vous inscrire d'abord." },
    });
    const garbage = await call('POST', '/api/accounts/google-login/', { body: { credential: 'abc.def' } });
    expect(garbage).toMatchObject({ status: 400, body: { credential: ['Identifiant Google invalide.'] } });
  });
});

describe('POST /api/accounts/google-register/', () => {
  it('creates an AGENT (first city of the list unless an agency is sent) and answers 201', async () => {
    const { status, body } = await call('POST', '/api/accounts/google-register/', {
      body: { credential: newcomer },
    });
    expect(status).toBe(201);
    expect(body.user).toEqual({ email: 'zoe.lambert@gmail.com' });
    const profile = await call('GET', '/api/accounts/profile/', { token: body.access });
    expect(profile.body).toMatchObject({
      user: { first_name: 'Zoé', last_name: 'Lambert' },
      profile: { role: 'AGENT', tenant: { city: 'La Baule-Escoublac' } },
    });
  });

  it('joins the agency sent in `agency`', async () => {
    const { body } = await call('POST', '/api/accounts/google-register/', {
      body: { credential: newcomer, agency: 'Pornic' },
    });
    expect(
      (await call('GET', '/api/accounts/profile/', { token: body.access })).body.profile.tenant.city,
    ).toBe('Pornic');
  });

  it('answers 400 with an error when the account exists', async () => {
    const { status, body } = await call('POST', '/api/accounts/google-register/', {
      body: { credential: camille },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: 'Un compte existe déjà avec cet email. Veuillez vous connecter.' });
  });
});
