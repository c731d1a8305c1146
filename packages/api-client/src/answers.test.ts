// Answers that cannot be trusted (ids, roles, tokens, what places a record) are refused as 'invalid-response',
// and each refusal is logged once with the call and the fields at fault (tolerant-answers.test.ts: the rest).
import { demoAccounts } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { getAdminUsers } from './admin/get-admin-users';
import { login } from './auth/login';
import type { ApiClient } from './http';
import { generateSectors } from './sectors/generate-sectors';
import { getStats } from './stats/get-stats';
import { storageKeys } from './storage';
import { answerBody, zoneJson } from './test-answers';
import { API, clientFor, failureOf, useMockBackend } from './test-support';
import { getZone } from './zones/get-zone';
import { getZones } from './zones/get-zones';

useMockBackend();

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const agent = () => clientFor(demoAccounts.agent);

describe('refused answers', () => {
  const zonesUrl = `${API}/api/accounts/zones/`;

  it.each([
    {
      name: 'a zone of the list without id',
      serve: () => answerBody('get', '/api/accounts/zones/', [zoneJson(), { ...zoneJson(), id: undefined }]),
      call: (client: ApiClient) => getZones(client),
      logged: { call: `GET ${zonesUrl}`, field: '1.id' },
    },
    {
      name: 'a zone whose id is no integer',
      serve: () => answerBody('get', '/api/accounts/zones/', [{ ...zoneJson(), id: '7; drop' }]),
      call: (client: ApiClient) => getZones(client),
      logged: { call: `GET ${zonesUrl}`, field: '0.id' },
    },
    {
      name: 'a zone without id on the second DRF page',
      serve: () =>
        server.use(
          http.get(zonesUrl, ({ request }) =>
            new URL(request.url).searchParams.get('page') === '2'
              ? HttpResponse.json({ count: 2, next: null, results: [{ ...zoneJson(), id: null }] })
              : HttpResponse.json({ count: 2, next: `${zonesUrl}?page=2`, results: [zoneJson()] }),
          ),
        ),
      call: (client: ApiClient) => getZones(client),
      logged: { call: `GET ${zonesUrl}?page=2`, field: '0.id' },
    },
    {
      name: "a team member whose role is 'MANAGER'",
      serve: () =>
        answerBody('get', '/api/accounts/admin/users/', [
          { id: 4, role: 'MANAGER', email: 'agent@prospect.demo' },
        ]),
      call: (client: ApiClient) => getAdminUsers(client),
      logged: { call: `GET ${API}/api/accounts/admin/users/`, field: '0.role' },
    },
    {
      name: 'a zone detail whose id is not digits',
      serve: () =>
        answerBody('get', '/api/accounts/zones/7/', { ...zoneJson(), id: 'abc', sectors: [], notes: [] }),
      call: (client: ApiClient) => getZone(client, 7),
      logged: { call: `GET ${API}/api/accounts/zones/7/`, field: 'id' },
    },
    {
      name: 'a random sector without id',
      serve: () =>
        answerBody('post', '/api/accounts/zones/7/sectors/generate/', { sector: { number: 3 } }, 201),
      call: (client: ApiClient) => generateSectors(client, { zoneId: 7, randomMode: true }),
      logged: { call: `POST ${API}/api/accounts/zones/7/sectors/generate/`, field: 'sector.id' },
    },
    {
      name: 'stats that are text',
      serve: () => answerBody('get', '/api/progress/stats/', 'OK'),
      call: (client: ApiClient) => getStats(client),
      logged: { call: `GET ${API}/api/progress/stats/`, field: '(answer)' },
    },
  ])('refuses $name, logging the call and the field', async ({ serve, call, logged }) => {
    serve();
    expect(await failureOf(call(agent()))).toMatchObject({ kind: 'invalid-response' });
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] ?? [];
    expect(message).toContain(`refused answer of ${logged.call}`);
    expect(message).toContain(`${logged.field}: `);
  });

  it.each([
    { name: 'an empty access', body: { access: '', refresh: 'r.s.t' }, field: 'access' },
    { name: 'no refresh', body: { access: 'a.b.c' }, field: 'refresh' },
    { name: 'a numeric access', body: { access: 42, refresh: 'r.s.t' }, field: 'access' },
  ])('refuses a token answer with $name and stores nothing', async ({ body, field }) => {
    answerBody('post', '/api/token/', body);
    const client = clientFor();
    const failure = await failureOf(login(client, { email: demoAccounts.agent, password: 'x' }));
    expect(failure).toMatchObject({ kind: 'invalid-response', status: 200 });
    expect(client.storage.getItem(storageKeys.accessToken)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0] ?? [];
    expect(message).toContain(`refused answer of POST ${API}/api/token/`);
    expect(message).toContain(`${field}: `);
  });
});
