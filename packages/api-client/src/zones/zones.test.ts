import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { getStats } from '../stats/get-stats';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { createZone } from './create-zone';
import { deleteZone } from './delete-zone';
import { getUserZones } from './get-user-zones';
import { getZone } from './get-zone';
import { getZones } from './get-zones';
import { splitZone } from './split-zone';

useMockBackend();

const centre = 'La Baule-Escoublac – Centre';

describe('zone reads', () => {
  it('getZones: the zones with every contract field', async () => {
    const zones = await getZones(clientFor(demoAccounts.agent));
    expect(zones.length).toBeGreaterThan(0);
    expect(zones).toEqual(fixtures.zones());
  });

  it('getUserZones: the caller own zones', async () => {
    expect(await getUserZones(clientFor(demoAccounts.agent))).toEqual(fixtures.userZones());
  });

  it('getZone: the detail with sectors and notes', async () => {
    const id = fixtures.zoneId(centre);
    const zone = await getZone(clientFor(demoAccounts.agent), id);
    expect(zone).toEqual(fixtures.zoneDetail(id));
    expect(zone.sectors.length).toBeGreaterThan(0);
    expect(zone.notes.length).toBe(3);
  });

  it('getZone: 404 for a zone of another agency', async () => {
    const id = fixtures.zoneId(centre);
    expect(await failureOf(getZone(clientFor(demoAccounts.pornicAgent), id))).toMatchObject({ status: 404 });
  });
});

describe('zone writes', () => {
  it('createZone answers the new zone; it shows in the list and the stats', async () => {
    const client = clientFor(demoAccounts.agent);
    const before = await getStats(client);
    const zone = await createZone(client, {
      name: 'Guérande – Remparts',
      location: { type: 'Point', coordinates: [-2.4297, 47.3281] },
    });
    expect(zone).toMatchObject({ name: 'Guérande – Remparts', sector_count: 0, progress: 0 });
    expect(zone.location?.coordinates).toEqual([-2.4297, 47.3281]);
    expect((await getZones(client)).map(({ id }) => id)).toContain(zone.id);
    expect((await getStats(client)).totalZones).toBe(before.totalZones + 1);
  });

  it('createZone without a location', async () => {
    const zone = await createZone(clientFor(demoAccounts.agent), { name: 'Sans position' });
    expect(zone.location).toBeNull();
  });

  it('deleteZone removes it', async () => {
    const client = clientFor(demoAccounts.agent);
    const id = fixtures.zoneId(centre);
    await deleteZone(client, id);
    expect((await getZones(client)).map((zone) => zone.id)).not.toContain(id);
    expect(await failureOf(getZone(client, id))).toMatchObject({ status: 404 });
  });

  it("splitZone sends 'lat, lng' text and answers a zone with sectors", async () => {
    const client = clientFor(demoAccounts.agent);
    const zone = await splitZone(client, { lat: 47.2853, lng: -2.3922 });
    expect(zone.location?.coordinates).toEqual([-2.3922, 47.2853]);
    expect(zone.sector_count).toBeGreaterThan(0);
  });
});
