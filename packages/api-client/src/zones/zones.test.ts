import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { getStats } from '../stats/get-stats';
import { addedRecord } from '../test-records';
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
  it('createZone: the new zone shows in the list with its place, and in the stats', async () => {
    const client = clientFor(demoAccounts.agent);
    const before = { zones: await getZones(client), stats: await getStats(client) };
    await expect(
      createZone(client, {
        name: 'Guérande – Remparts',
        location: { type: 'Point', coordinates: [-2.4297, 47.3281] },
      }),
    ).resolves.toBeUndefined();
    const zone = addedRecord(before.zones, await getZones(client));
    expect(zone).toMatchObject({ name: 'Guérande – Remparts', sector_count: 0, progress: 0 });
    expect(zone.location?.coordinates).toEqual([-2.4297, 47.3281]);
    expect((await getStats(client)).totalZones).toBe(before.stats.totalZones + 1);
  });

  it('createZone without a location', async () => {
    const client = clientFor(demoAccounts.agent);
    const before = await getZones(client);
    await createZone(client, { name: 'Sans position' });
    const zone = addedRecord(before, await getZones(client));
    expect(zone).toMatchObject({ name: 'Sans position', location: null });
  });

  it('deleteZone removes it', async () => {
    const client = clientFor(demoAccounts.agent);
    const id = fixtures.zoneId(centre);
    await deleteZone(client, id);
    expect((await getZones(client)).map((zone) => zone.id)).not.toContain(id);
    expect(await failureOf(getZone(client, id))).toMatchObject({ status: 404 });
  });

  it("splitZone sends 'lat, lng' text; the new zone sits there, with sectors", async () => {
    const client = clientFor(demoAccounts.agent);
    const before = await getZones(client);
    await expect(splitZone(client, { lat: 47.2853, lng: -2.3922 })).resolves.toBeUndefined();
    const zone = addedRecord(before, await getZones(client));
    expect(zone.location?.coordinates).toEqual([-2.3922, 47.2853]);
    expect(zone.sector_count).toBeGreaterThan(0);
  });
});
