import { endpoints } from '@prospect/contract';
import { demoAccounts, signIn } from '@prospect/mock-server';
import { server } from '@prospect/mock-server/node';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { isApiError } from '../errors';
import { createApiClient } from '../http';
import { streetDoorsKey } from '../read-keys';
import { storeSignIn } from '../session/tokens';
import { memoryStorage } from '../storage';
import { API, clientFor, failureOf, useMockBackend } from '../test-support';
import { createStreetDoor } from './create-street-door';
import { doorsSupport, forgetDoorsSupport } from './doors-support';
import { getStreetDoors } from './get-street-doors';
import { door, serverWithDoors, serverWithoutDoors } from './test-doors';
import { doorPath, updateDoor } from './update-door';

useMockBackend();
beforeEach(() => forgetDoorsSupport());

const answering = (body: JsonBodyType, status = 200) =>
  server.use(http.get(`${API}/api/accounts/streets/7/doors/`, () => HttpResponse.json(body, { status })));

describe("the doors' addresses are the contract's", () => {
  it.each([
    ['getStreetDoors', 'GET', streetDoorsKey(41)],
    ['createStreetDoor', 'POST', streetDoorsKey(41)],
    ['updateDoor', 'PATCH', doorPath(41)],
  ] as const)('%s', (name, method, path) => {
    expect(path).toBe(endpoints[name].path.replace('{id}', '41'));
    expect(endpoints[name]).toMatchObject({ method, optional: true });
  });
});

describe("reading a street's doors as a Django REST framework server sends them", () => {
  it('reads a bare list', async () => {
    answering([door(1, '12 bis', { outcome: 'absent', stop_pub: true })]);
    expect(await getStreetDoors(clientFor(demoAccounts.agent), 7)).toEqual([
      door(1, '12 bis', { outcome: 'absent', stop_pub: true }),
    ]);
  });

  it('follows the pages of a paginated answer', async () => {
    server.use(
      http.get(`${API}/api/accounts/streets/7/doors/`, ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? HttpResponse.json({ count: 2, next: null, previous: null, results: [door(2, '3')] })
          : HttpResponse.json({
              count: 2,
              next: `${API}/api/accounts/streets/7/doors/?page=2`,
              previous: null,
              results: [door(1, '1')],
            }),
      ),
    );
    const doors = await getStreetDoors(clientFor(demoAccounts.agent), 7);
    expect(doors.map((found) => found.number)).toEqual(['1', '3']);
  });

  it('reads nulls, numbers, text flags and an unknown outcome without showing a door as done', async () => {
    answering([
      {
        id: 3,
        number: 14,
        outcome: 'moved_out',
        note: null,
        stop_pub: 'oui',
        visited_at: null,
        visited_by: { first_name: 'Camille', last_name: 'Martin' },
        revisit_at: null,
        floor: 2,
      },
      { id: 4, number: ' 5  ter ', outcome: 'INTERESTED' },
    ]);
    const [first, second] = await getStreetDoors(clientFor(demoAccounts.agent), 7);
    expect(first).toMatchObject({ id: 3, number: '14', outcome: 'not_visited', note: '', stop_pub: true });
    expect(second).toMatchObject({
      number: '5 ter',
      outcome: 'interested',
      stop_pub: false,
      revisit_at: null,
    });
  });
});

describe('finding out whether the API has doors', () => {
  it('is unknown until asked, and present once a street answers', async () => {
    const client = clientFor(demoAccounts.agent);
    answering([]);
    expect(doorsSupport(client)).toBe('unknown');
    await getStreetDoors(client, 7);
    expect(doorsSupport(client)).toBe('present');
  });

  it.each([404, 405] as const)(
    'is absent after a %i, and never asks that API about doors again',
    async (status) => {
      const client = clientFor(demoAccounts.agent);
      const spec = serverWithoutDoors(status);
      server.use(...spec.handlers);
      expect(await failureOf(getStreetDoors(client, 7))).toMatchObject({ status });
      expect(doorsSupport(client)).toBe('absent');
      // Every later door call fails as the server did, without a request, for any client of that API.
      const another = clientFor(demoAccounts.agent2);
      expect(await failureOf(getStreetDoors(another, 8))).toMatchObject({ kind: 'http', status: 404 });
      expect(await failureOf(createStreetDoor(client, { streetId: 7, number: '3' }))).toMatchObject({
        status: 404,
      });
      expect(
        await failureOf(updateDoor(client, { doorId: 1, changes: { outcome: 'absent' } })),
      ).toMatchObject({
        status: 404,
      });
      expect(spec.requests).toEqual(['GET /api/accounts/streets/7/doors/']);
    },
  );

  it('stays unknown when offline or when the server fails, and asks again later', async () => {
    const client = clientFor(demoAccounts.agent);
    server.use(http.get(`${API}/api/accounts/streets/7/doors/`, () => HttpResponse.error(), { once: true }));
    expect(isApiError(await failureOf(getStreetDoors(client, 7)))).toBe(true);
    expect(doorsSupport(client)).toBe('unknown');
    answering({ error: 'Erreur interne du serveur.' }, 503);
    await failureOf(getStreetDoors(client, 7));
    expect(doorsSupport(client)).toBe('unknown');
    answering([door(1, '1')]);
    await getStreetDoors(client, 7);
    expect(doorsSupport(client)).toBe('present');
  });

  it('does not count a page that is not a list of doors as the extension', async () => {
    const client = clientFor(demoAccounts.agent);
    server.use(
      http.get(`${API}/api/accounts/streets/7/doors/`, () =>
        HttpResponse.text('<!doctype html><title>Prospect</title>'),
      ),
    );
    expect(await failureOf(getStreetDoors(client, 7))).toMatchObject({ kind: 'invalid-response' });
    expect(doorsSupport(client)).toBe('unknown');
  });

  it('remembers each API on its own', async () => {
    const other = createApiClient({ baseUrl: 'http://other.test', storage: memoryStorage() });
    storeSignIn(other.storage, signIn(demoAccounts.agent), demoAccounts.agent);
    const client = clientFor(demoAccounts.agent);
    // The handler first in line answers: the other API's, then a wildcard without doors.
    server.use(
      http.get('http://other.test/api/accounts/streets/7/doors/', () => HttpResponse.json([door(1, '2')])),
      ...serverWithoutDoors(404).handlers,
    );
    await failureOf(getStreetDoors(client, 7));
    await getStreetDoors(other, 7);
    expect(doorsSupport(client)).toBe('absent');
    expect(doorsSupport(other)).toBe('present');
  });

  it('takes a 404 on an API known to have doors for a street gone, not for a server without them', async () => {
    const client = clientFor(demoAccounts.agent);
    const withDoors = serverWithDoors({ 7: [door(1, '1')] });
    server.use(
      http.get(`${API}/api/accounts/streets/9/doors/`, () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
      ...withDoors.handlers,
    );
    await getStreetDoors(client, 7);
    expect(await failureOf(getStreetDoors(client, 9))).toMatchObject({ status: 404 });
    expect(doorsSupport(client)).toBe('present');
  });
});
