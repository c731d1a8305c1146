// What a plain Django REST framework server sends, end to end through the client: nulls, extra fields and
// numeric strings read into the app's shapes (answers.test.ts: what cannot be trusted is refused).
import { demoAccounts } from '@prospect/mock-server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { getAdminUsers } from './admin/get-admin-users';
import { login } from './auth/login';
import { getEvents } from './events/get-events';
import { getFavorites } from './favorites/get-favorites';
import type { ApiClient } from './http';
import { getProfile } from './profile/get-profile';
import { getSector } from './sectors/get-sector';
import { getStats } from './stats/get-stats';
import { storageKeys } from './storage';
import { answerBody, sectorJson, streetsJson, zoneJson, zoneNoteJson } from './test-answers';
import { clientFor, useMockBackend } from './test-support';
import { getZone } from './zones/get-zone';
import { getZones } from './zones/get-zones';

useMockBackend();

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

const agent = () => clientFor(demoAccounts.agent);
const month = new Date(2026, 10, 1);

describe('tolerant readings', () => {
  it.each([
    {
      name: 'a zone with numeric strings, nulls, EWKT and extra fields',
      path: '/api/accounts/zones/',
      body: [
        {
          ...zoneJson(),
          id: '7',
          progress: '40.00',
          sector_count: null,
          location: 'SRID=4326;POINT (-2.392 47.285)',
          owner: 3,
          tenant: { id: 1, city: 'Nantes' },
        },
      ],
      call: (client: ApiClient) => getZones(client),
      expected: [{ ...zoneJson(), progress: 40, sector_count: 0 }],
    },
    {
      name: 'a zone detail whose sectors are a DRF page and whose notes have nested authors',
      path: '/api/accounts/zones/7/',
      body: {
        ...zoneJson(),
        id: '7',
        sector_count: null,
        sectors: {
          count: 1,
          next: null,
          previous: null,
          results: [{ ...sectorJson(), id: '12', zone: '7' }],
        },
        notes: [
          {
            ...zoneNoteJson(),
            id: '31',
            user: { id: 4, first_name: 'Camille', last_name: 'Martin' },
            location: 'SRID=4326;POINT (-2.3921 47.2843)',
          },
        ],
      },
      call: (client: ApiClient) => getZone(client, 7),
      expected: { ...zoneJson(), sectors: [sectorJson()], notes: [zoneNoteJson()] },
    },
    {
      name: 'a sector without progress, its number as text, its statuses in capitals',
      path: '/api/accounts/sectors/12/',
      body: {
        ...sectorJson(),
        number: '3',
        progress: null,
        created_at: '2026-10-02',
        streets: streetsJson().map((street) => ({
          ...street,
          status: street.status.toUpperCase(),
          length: 120,
        })),
      },
      call: (client: ApiClient) => getSector(client, 12),
      expected: sectorJson(),
    },
    {
      name: 'a team member with counts as text or null and only first_name',
      path: '/api/accounts/admin/users/',
      body: [
        {
          id: '4',
          role: 'AGENT',
          first_name: 'Camille',
          last_name: null,
          email: 'agent@prospect.demo',
          zones_count: null,
          completed_sectors_count: '2',
          completed_streets_count: 5,
          is_active: true,
        },
      ],
      call: (client: ApiClient) => getAdminUsers(client),
      expected: [
        {
          id: 4,
          role: 'AGENT',
          firstName: 'Camille',
          first_name: 'Camille',
          last_name: '',
          email: 'agent@prospect.demo',
          zones_count: 0,
          completed_sectors_count: 2,
          completed_streets_count: 5,
        },
      ],
    },
    {
      name: 'an event with nulls, its type in capitals and its owner',
      path: '/api/accounts/events/',
      body: [
        {
          id: '9',
          title: 'RDV',
          description: null,
          type: 'RDV',
          date: '2026-11-24',
          location: null,
          user: 4,
        },
      ],
      call: (client: ApiClient) => getEvents(client, month),
      expected: [{ id: 9, title: 'RDV', description: '', type: 'rdv', date: '2026-11-24', location: '' }],
    },
    {
      name: 'a favourite whose street is nested',
      path: '/api/accounts/favorites/',
      body: [
        {
          id: '5',
          title: 'Villa',
          content: null,
          type: 'Estimation',
          street: { id: '101', name: 'Rue des Pins' },
          user: 4,
        },
      ],
      call: (client: ApiClient) => getFavorites(client),
      expected: [
        {
          id: 5,
          title: 'Villa',
          content: '',
          type: 'estimation',
          street: 101,
          street_name: 'Rue des Pins',
          created_at: null,
        },
      ],
    },
    {
      name: 'stats with figures as text, null or missing',
      path: '/api/progress/stats/',
      body: { doneRues: '12', totalRues: 40, doneZones: null, contacts: '3.00', estimations: 1, year: 2026 },
      call: (client: ApiClient) => getStats(client),
      expected: { doneRues: 12, totalRues: 40, doneZones: 0, totalZones: 0, contacts: 3, estimations: 1 },
    },
  ])('reads $name', async ({ path, body, call, expected }) => {
    answerBody('get', path, body);
    expect(await call(agent())).toEqual(expected);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads a profile whose tenant is a bare id, with extra fields', async () => {
    answerBody('get', '/api/accounts/profile/', {
      user: {
        id: '4',
        first_name: 'Camille',
        last_name: null,
        email: demoAccounts.agent,
        username: 'camille',
      },
      profile: { role: 'AGENT', profile_picture: null, tenant: 2, phone: null },
    });
    expect(await getProfile(agent())).toMatchObject({
      user: { id: 4, first_name: 'Camille', last_name: '', email: demoAccounts.agent },
      profile: { role: 'AGENT', profile_picture: null, tenant: 2 },
    });
  });

  it('signs in with a token answer carrying extra fields', async () => {
    answerBody('post', '/api/token/', { access: 'a.b.c', refresh: 'r.s.t', user_id: 4, expires_in: 300 });
    const client = clientFor();
    expect(await login(client, { email: demoAccounts.agent, password: 'x' })).toEqual({
      access: 'a.b.c',
      refresh: 'r.s.t',
    });
    expect(client.storage.getItem(storageKeys.accessToken)).toBe('a.b.c');
  });
});
