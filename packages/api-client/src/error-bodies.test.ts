// The failure bodies of Django REST framework and SimpleJWT, as they come out in `ApiError.body`: one
// `ServerErrorBody` document whatever the shape, so the screens pick their message from it.
import { demoAccounts } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createInvitation } from './admin/create-invitation';
import { updateUserRole } from './admin/update-user-role';
import { login } from './auth/login';
import { ApiError } from './errors';
import type { ApiClient } from './http';
import { generateSectors } from './sectors/generate-sectors';
import { API, clientFor, failureOf, useMockBackend } from './test-support';
import { createZone } from './zones/create-zone';

useMockBackend();

const admin = () => clientFor(demoAccounts.superAdmin);

describe('error bodies', () => {
  it.each([
    {
      name: "a serializer's field errors",
      path: '/api/accounts/admin/invitations/create/',
      status: 400,
      body: {
        email: ['Un utilisateur avec cet email existe déjà.'],
        role: ['« CHEF » n’est pas un choix valide.'],
      },
      call: (client: ApiClient) => createInvitation(client, { email: 'agent@prospect.demo', role: 'AGENT' }),
      expected: {
        fields: {
          email: ['Un utilisateur avec cet email existe déjà.'],
          role: ['« CHEF » n’est pas un choix valide.'],
        },
      },
    },
    {
      name: "a nested serializer's errors, as dotted paths",
      path: '/api/accounts/admin/users/4/',
      status: 400,
      body: { profile: { role: ['Rôle inconnu.'] }, streets: [{}, { name: ['Ce champ est obligatoire.'] }] },
      call: (client: ApiClient) => updateUserRole(client, { userId: 4, role: 'ADMIN' }),
      expected: {
        fields: { 'profile.role': ['Rôle inconnu.'], 'streets.1.name': ['Ce champ est obligatoire.'] },
      },
    },
    {
      name: 'a bare list (a ValidationError outside a serializer)',
      path: '/api/accounts/zones/create/',
      status: 400,
      body: ['Une zone porte déjà ce nom.'],
      call: (client: ApiClient) => createZone(client, { name: 'Centre' }),
      expected: { fields: {}, non_field_errors: ['Une zone porte déjà ce nom.'] },
    },
    {
      name: 'non_field_errors',
      path: '/api/accounts/zones/create/',
      status: 400,
      body: { non_field_errors: ['Nom et lieu incompatibles.'] },
      call: (client: ApiClient) => createZone(client, { name: 'Centre' }),
      expected: { fields: {}, non_field_errors: ['Nom et lieu incompatibles.'] },
    },
    {
      name: "SimpleJWT's {detail, code, messages}",
      path: '/api/token/',
      status: 401,
      body: {
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [
          { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
        ],
      },
      call: (client: ApiClient) => login(client, { email: demoAccounts.agent, password: 'x' }),
      expected: { fields: {}, detail: 'Given token not valid for any token type', code: 'token_not_valid' },
    },
    {
      name: "the contract's {error, details}",
      path: '/api/accounts/zones/7/sectors/generate/',
      status: 400,
      body: { error: 'La zone n’a pas de position.', details: 'location is null' },
      call: (client: ApiClient) => generateSectors(client, { zoneId: 7, randomMode: false }),
      expected: { fields: {}, error: 'La zone n’a pas de position.', details: 'location is null' },
    },
    {
      name: 'an HTML page (a proxy in front of the server)',
      path: '/api/accounts/zones/create/',
      status: 502,
      body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      call: (client: ApiClient) => createZone(client, { name: 'Centre' }),
      expected: { fields: {} },
    },
  ])('$name', async ({ path, status, body, call, expected }) => {
    server.use(
      http.all(`${API}${path}`, () =>
        typeof body === 'string'
          ? HttpResponse.html(body, { status })
          : HttpResponse.json(body as object, { status }),
      ),
    );
    const failure = await failureOf(call(admin()));
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status });
    expect((failure as ApiError).body).toEqual(expected);
  });

  it("gives the server's message with its details, for the screens that show it", async () => {
    server.use(
      http.post(`${API}/api/accounts/zones/7/sectors/generate/`, () =>
        HttpResponse.json(
          { error: 'Génération impossible.', details: { zone: ['sans position'] } },
          { status: 400 },
        ),
      ),
    );
    const failure = await failureOf(generateSectors(admin(), { zoneId: 7, randomMode: true }));
    expect((failure as ApiError).serverMessage).toBe('Génération impossible. (sans position)');
  });
});
