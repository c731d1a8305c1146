import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it, vi } from 'vitest';
import { sectorSchema } from '../entities';
import { updateStreet, withStreetStatus } from '../streets/update-street';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { createZone } from '../zones/create-zone';
import { getZone } from '../zones/get-zone';
import { deleteSector } from './delete-sector';
import { deleteZoneSectors } from './delete-zone-sectors';
import { generateSectors } from './generate-sectors';
import { getSector } from './get-sector';
import { getZoneSectors } from './get-zone-sectors';
import { updateStreetCount } from './update-street-count';

useMockBackend();

const agent = () => clientFor(demoAccounts.agent);
const centreId = () => fixtures.zoneId('La Baule-Escoublac – Centre');

async function newZone() {
  return createZone(agent(), {
    name: 'Le Pouliguen',
    location: { type: 'Point', coordinates: [-2.4297, 47.2727] },
  });
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

  it('accepts a geometry sent as WKT text', () => {
    const sector = { ...fixtures.sector(fixtures.sectors(centreId())[0]?.id ?? 0) };
    const wkt = 'POLYGON((-2.39 47.28, -2.38 47.28, -2.38 47.29, -2.39 47.28))';
    expect(sectorSchema.parse({ ...sector, geometry: wkt }).geometry).toBe(wkt);
    expect(sectorSchema.safeParse({ ...sector, geometry: 'not a polygon' }).success).toBe(false);
  });
});

describe('sector generation', () => {
  it('choose mode answers every sector of the zone', async () => {
    const zone = await newZone();
    const result = await generateSectors(agent(), { zoneId: zone.id, randomMode: false });
    if (result.mode !== 'choose') throw new Error('expected choose mode');
    expect(result.sectors.length).toBeGreaterThan(0);
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

  it('random mode answers one sector', async () => {
    const zone = await newZone();
    const result = await generateSectors(agent(), { zoneId: zone.id, randomMode: true });
    if (result.mode !== 'random') throw new Error('expected random mode');
    expect(result.sector.zone).toEqual({ id: zone.id, name: 'Le Pouliguen' });
  });

  it('a zone without location: the server error field', async () => {
    const zone = await createZone(agent(), { name: 'Nulle part' });
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
    expect(sector.streets).toHaveLength(3);
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
    expect(await updateStreet(agent(), change)).toEqual({
      id: street.id,
      name: street.name,
      status: 'done',
      sector: sector.id,
      zone: centreId(),
    });
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
