import { sectorReader } from '@prospect/contract';
import { demoAccounts, fixtures } from '@prospect/mock-server';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { updateStreet, withStreetStatus } from '../streets/update-street';
import { addedRecord } from '../test-records';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { createZone, type NewZone } from '../zones/create-zone';
import { getZone } from '../zones/get-zone';
import { getZones } from '../zones/get-zones';
import { deleteSector } from './delete-sector';
import { deleteZoneSectors } from './delete-zone-sectors';
import { generateSectors } from './generate-sectors';
import { getSector } from './get-sector';
import { getZoneSectors } from './get-zone-sectors';
import { updateStreetCount } from './update-street-count';

useMockBackend();

const agent = () => clientFor(demoAccounts.agent);
const centreId = () => fixtures.zoneId('La Baule-Escoublac – Centre');

/** Creates a zone (its answer is not read) and finds it in the list. */
async function newZone(
  zone: NewZone = { name: 'Le Pouliguen', location: { type: 'Point', coordinates: [-2.4297, 47.2727] } },
) {
  const before = await getZones(agent());
  await createZone(agent(), zone);
  return addedRecord(before, await getZones(agent()));
}

describe('sector reads', () => {
  it('getZoneSectors and getSector answer the contract shapes', async () => {
    const sectors = await getZoneSectors(agent(), centreId());
    expect(sectors).toEqual(fixtures.sectors(centreId()));
    const [first] = sectors;
    if (!first) throw new Error('seeded zone without sectors');
    expect(await getSector(agent(), first.id)).toEqual(fixtures.sector(first.id));
    expect(first.geometry).toMatchObject({ type: 'Polygon' });
  });

  it('getSector: 404 when it does not exist', async () => {
    expect(await failureOf(getSector(agent(), 999_999))).toMatchObject({ kind: 'http', status: 404 });
  });

  it('accepts a geometry sent as WKT text; text that is no area reads as no geometry', () => {
    const sector = { ...fixtures.sector(fixtures.sectors(centreId())[0]?.id ?? 0) };
    const wkt = 'POLYGON((-2.39 47.28, -2.38 47.28, -2.38 47.29, -2.39 47.28))';
    expect(v.parse(sectorReader, { ...sector, geometry: wkt }).geometry).toBe(wkt);
    // The contract keeps the sector (its streets are still worth showing) but never draws such text.
    expect(v.parse(sectorReader, { ...sector, geometry: 'not a polygon' }).geometry).toBeNull();
  });
});

describe('sector generation', () => {
  it('choose mode answers every sector of the zone', async () => {
    const zone = await newZone();
    const result = await generateSectors(agent(), { zoneId: zone.id, randomMode: false });
    if (result.mode !== 'choose' || !result.sectors) throw new Error('expected the sectors of choose mode');
    expect(result.sectors.length).toBeGreaterThan(0);
    expect(result.sectors).toEqual(await getZoneSectors(agent(), zone.id));
    expect((await getZone(agent(), zone.id)).sector_count).toBe(result.sectors.length);
  });

  it('gets 30 s before timing out where other calls get 60 s (spec §9)', async () => {
    const zone = await newZone();
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    try {
      await generateSectors(agent(), { zoneId: zone.id, randomMode: true });
      await getZoneSectors(agent(), zone.id);
      expect(timeout.mock.calls).toEqual([[30_000], [60_000]]);
    } finally {
      timeout.mockRestore();
    }
  });

  it('random mode answers one sector of the zone, and its id', async () => {
    const zone = await newZone();
    const result = await generateSectors(agent(), { zoneId: zone.id, randomMode: true });
    if (result.mode !== 'random' || !result.sector) throw new Error('expected the sector of random mode');
    expect(result.sectorId).toBe(result.sector.id);
    expect(result.sector.zone).toEqual({ id: zone.id, name: 'Le Pouliguen' });
    expect(result.sector).toEqual(await getSector(agent(), result.sectorId));
  });

  it('a zone without location: the server error field', async () => {
    const zone = await newZone({ name: 'Nulle part' });
    const failure = await failureOf(generateSectors(agent(), { zoneId: zone.id, randomMode: false }));
    expect(failure).toMatchObject({ kind: 'http', status: 400, body: { error: expect.any(String) } });
  });
});

describe('sector writes', () => {
  it('deleteSector and deleteZoneSectors', async () => {
    const [first, ...rest] = await getZoneSectors(agent(), centreId());
    if (!first) throw new Error('seeded zone without sectors');
    await deleteSector(agent(), first.id);
    expect((await getZoneSectors(agent(), centreId())).map((sector) => sector.id)).toEqual(
      rest.map((sector) => sector.id),
    );
    await deleteZoneSectors(agent(), centreId());
    expect(await getZoneSectors(agent(), centreId())).toEqual([]);
  });

  it('updateStreetCount answers the sector with that many streets', async () => {
    const [first] = await getZoneSectors(agent(), centreId());
    if (!first) throw new Error('seeded zone without sectors');
    const sector = await updateStreetCount(agent(), { sectorId: first.id, streetCount: 3 });
    expect(sector?.streets).toHaveLength(3);
    expect(sector).toEqual(await getSector(agent(), first.id));
    expect(
      await failureOf(updateStreetCount(agent(), { sectorId: first.id, streetCount: -1 })),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe('updateStreet', () => {
  it('ticks a street; the sector follows, as withStreetStatus predicts', async () => {
    const sectors = await getZoneSectors(agent(), centreId());
    const sector = sectors.find((candidate) =>
      candidate.streets.some((street) => street.status === 'pending'),
    );
    const street = sector?.streets.find((candidate) => candidate.status === 'pending');
    if (!sector || !street) throw new Error('no pending street in the seed');
    const change = { streetId: street.id, status: 'done' as const, zoneId: centreId() };
    await expect(updateStreet(agent(), change)).resolves.toBeUndefined();
    const after = await getSector(agent(), sector.id);
    const predicted = withStreetStatus(sector, change);
    expect({ status: after.status, progress: after.progress, streets: after.streets }).toEqual({
      status: predicted.status,
      progress: predicted.progress,
      streets: predicted.streets,
    });
  });

  it('a zone id that is not the street own is refused', async () => {
    const [sector] = await getZoneSectors(agent(), centreId());
    const street = sector?.streets[0];
    if (!street) throw new Error('no street in the seed');
    const failure = await failureOf(
      updateStreet(agent(), { streetId: street.id, status: 'done', zoneId: 999 }),
    );
    expect(failure).toMatchObject({ status: 400 });
  });
});
