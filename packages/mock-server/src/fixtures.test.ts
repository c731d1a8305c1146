import { describe, expect, it } from 'vitest';
import { fixtures } from './fixtures';
import { demoAccounts } from './seed';
import { call, tokenOf, useMockServer } from './test-support';

useMockServer();

/** A fixture is exactly what the matching GET answers. */
describe('fixtures', () => {
  it('profile, zones, user zones, favourites, house notes and stats match the handlers', async () => {
    const token = tokenOf(demoAccounts.agent);
    expect((await call('GET', '/api/accounts/profile/', { token })).body).toEqual(fixtures.profile());
    expect(fixtures.profile().user.first_name).toBe('Camille');
    expect((await call('GET', '/api/accounts/zones/', { token })).body).toEqual(fixtures.zones());
    expect((await call('GET', '/api/user/zones', { token })).body).toEqual(fixtures.userZones());
    expect((await call('GET', '/api/accounts/favorites/', { token })).body).toEqual(fixtures.favorites());
    expect((await call('GET', '/api/house-notes/', { token })).body).toEqual(fixtures.houseNotes());
    expect((await call('GET', '/api/progress/stats/', { token })).body).toEqual(fixtures.stats());
  });

  it('zone detail, sectors and sector match the handlers', async () => {
    const token = tokenOf(demoAccounts.agent);
    const zoneId = fixtures.zoneId('La Baule-Escoublac – Centre');
    expect((await call('GET', `/api/accounts/zones/${zoneId}/`, { token })).body).toEqual(
      fixtures.zoneDetail(zoneId),
    );
    const sectors = fixtures.sectors(zoneId);
    expect((await call('GET', `/api/accounts/zones/${zoneId}/sectors/`, { token })).body).toEqual(sectors);
    const first = sectors[0];
    expect(first).toBeDefined();
    expect((await call('GET', `/api/accounts/sectors/${first?.id}/`, { token })).body).toEqual(
      fixtures.sector(first?.id ?? 0),
    );
    const streetId = first?.streets[0]?.id ?? 0;
    expect((await call('GET', `/api/accounts/streets/${streetId}/doors/`, { token })).body).toEqual(
      fixtures.streetDoors(streetId),
    );
  });

  it('events of a month and the admin list match the handlers', async () => {
    const monthStart = new Date();
    const start = new Date(monthStart.getFullYear(), monthStart.getMonth(), 1).toISOString();
    const end = new Date(
      monthStart.getFullYear(),
      monthStart.getMonth() + 1,
      0,
      23,
      59,
      59,
      999,
    ).toISOString();
    const events = await call('GET', `/api/accounts/events/?start_date=${start}&end_date=${end}`, {
      token: tokenOf(demoAccounts.agent),
    });
    expect(events.body).toEqual(fixtures.events(monthStart));
    expect(fixtures.events(monthStart).length).toBeGreaterThan(3);
    const team = await call('GET', '/api/accounts/admin/users/', { token: tokenOf(demoAccounts.admin) });
    expect(team.body).toEqual(fixtures.adminUsers(demoAccounts.admin));
  });

  it('say clearly when asked for something the seed does not have', () => {
    expect(() => fixtures.zoneDetail(9999)).toThrow(/no zone 9999/);
    expect(() => fixtures.streetDoors(99_999)).toThrow(/no street 99999/);
    expect(() => fixtures.profile('nobody@example.com')).toThrow(/no account/);
  });
});
