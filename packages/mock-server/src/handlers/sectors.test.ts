import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

interface SectorBody {
  id: number;
  number: number;
  status: string;
  streets: { id: number; name: string; status: string }[];
}

const generate = (zoneId: number, random_mode: unknown, token = tokenOf(demoAccounts.agent)) =>
  call('POST', `/api/accounts/zones/${zoneId}/sectors/generate/`, { token, body: { random_mode } });

describe('GET /api/accounts/zones/{id}/sectors/ and GET /api/accounts/sectors/{id}/', () => {
  it('answers numbered sectors with polygon, streets, zone, progress and notes', async () => {
    const token = tokenOf(demoAccounts.agent);
    const ids = demoIds();
    const { body } = await call('GET', `/api/accounts/zones/${ids.zones.camille}/sectors/`, { token });
    expect(body.map((sector: SectorBody) => sector.number)).toEqual(
      Array.from({ length: 19 }, (_, i) => i + 1),
    );
    const sector = (await call('GET', `/api/accounts/sectors/${body[0].id}/`, { token })).body;
    expect(sector).toEqual(body[0]);
    expect(sector).toMatchObject({
      zone: { id: ids.zones.camille, name: 'La Baule-Escoublac – Centre' },
      zoneName: 'La Baule-Escoublac – Centre',
      geometry: { type: 'Polygon' },
    });
    expect(sector.geometry.coordinates[0]).toHaveLength(7);
    expect(sector.zone_notes).toHaveLength(3);
    const done = sector.streets.filter((street: { status: string }) => street.status === 'done').length;
    expect(sector.progress).toBe(Math.round((done / sector.streets.length) * 100));
  });
});

describe('POST /api/accounts/zones/{id}/sectors/generate/', () => {
  it('choose mode generates the sectors of a zone without any, then answers the same ones', async () => {
    const zoneId = demoIds().zones.camilleWithoutSectors;
    const first = await generate(zoneId, false);
    expect(first.status).toBe(200);
    expect(first.body.sectors).toHaveLength(19);
    for (const sector of first.body.sectors as SectorBody[]) {
      expect(sector.status).toBe('pending');
      expect(sector.streets.length).toBeGreaterThanOrEqual(4);
      expect(sector.streets.length).toBeLessThanOrEqual(15);
    }
    expect((await generate(zoneId, false)).body.sectors).toEqual(first.body.sectors);
  });

  it('random mode answers one pending sector, generating the sectors first when needed', async () => {
    const ids = demoIds();
    const fresh = await generate(ids.zones.camilleWithoutSectors, true);
    expect(fresh.body.sector).toMatchObject({
      status: 'pending',
      zone: { id: ids.zones.camilleWithoutSectors },
    });
    expect(db.sector.count({ where: { zoneId: { equals: ids.zones.camilleWithoutSectors } } })).toBe(19);
    const started = await generate(ids.zones.camille, true);
    expect(started.body.sector.status).toBe('pending');
  });

  it('random mode answers 409 when every sector is done; a zone without location cannot be split', async () => {
    const ids = demoIds();
    expect(await generate(ids.zones.camilleDone, true)).toMatchObject({
      status: 409,
      body: { error: 'Tous les secteurs de cette zone sont terminés.' },
    });
    const token = tokenOf(demoAccounts.agent);
    const bare = await call('POST', '/api/accounts/zones/create/', { token, body: { name: 'Sans lieu' } });
    expect((await generate(bare.body.id, false)).body).toEqual({
      error: "Cette zone n'a pas d'emplacement : impossible de générer des secteurs.",
    });
    expect((await generate(ids.zones.camille, 'oui')).body).toEqual({
      random_mode: ['Doit être un booléen valide.'],
    });
  });
});

describe('deleting sectors', () => {
  it('DELETE /api/accounts/zones/{id}/sectors/delete/ removes all of them and their streets', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    expect(
      (await call('DELETE', `/api/accounts/zones/${ids.zones.camille}/sectors/delete/`, { token })).status,
    ).toBe(204);
    const zone = (await call('GET', `/api/accounts/zones/${ids.zones.camille}/`, { token })).body;
    expect(zone).toMatchObject({ sector_count: 0, progress: 0, sectors: [] });
    expect(db.street.findFirst({ where: { id: { equals: ids.streets.camille } } })).toBeNull();
  });

  it('DELETE /api/accounts/sectors/{id}/delete/ removes one', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    expect(
      (await call('DELETE', `/api/accounts/sectors/${ids.sectors.camille}/delete/`, { token })).status,
    ).toBe(204);
    expect((await call('GET', `/api/accounts/sectors/${ids.sectors.camille}/`, { token })).status).toBe(404);
    expect(
      (await call('GET', `/api/accounts/zones/${ids.zones.camille}/`, { token })).body.sector_count,
    ).toBe(18);
  });
});

describe('PATCH /api/accounts/sectors/{id}/update-streets/', () => {
  it('grows and shrinks the street list, keeping the statuses of the streets it keeps', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const path = `/api/accounts/sectors/${ids.sectors.camille}/update-streets/`;
    const before = (await call('GET', `/api/accounts/sectors/${ids.sectors.camille}/`, { token }))
      .body as SectorBody;
    const grown = (await call('PATCH', path, { token, body: { street_count: before.streets.length + 3 } }))
      .body as SectorBody;
    expect(grown.streets.slice(0, before.streets.length)).toEqual(before.streets);
    expect(grown.streets.slice(before.streets.length).map((street) => street.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
    expect(new Set(grown.streets.map((street) => street.name)).size).toBe(grown.streets.length);
    const shrunk = (await call('PATCH', path, { token, body: { street_count: 2 } })).body as SectorBody;
    expect(shrunk.streets).toEqual(before.streets.slice(0, 2));
    const none = (await call('PATCH', path, { token, body: { street_count: '0' } })).body as SectorBody;
    expect(none).toMatchObject({ streets: [], status: 'pending', progress: 0 });
  });

  it('refuses a count that is not an integer from 0 to 50', async () => {
    const path = `/api/accounts/sectors/${demoIds().sectors.camille}/update-streets/`;
    const token = tokenOf(demoAccounts.agent);
    for (const street_count of [-1, 51, 2.5, 'abc', null]) {
      expect((await call('PATCH', path, { token, body: { street_count } })).status).toBe(400);
    }
  });
});
