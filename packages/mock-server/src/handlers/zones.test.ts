import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('GET /api/accounts/zones/ and /api/user/zones', () => {
  it("lists an agent's own zones with sector_count and progress", async () => {
    const { body } = await call('GET', '/api/accounts/zones/', { token: tokenOf(demoAccounts.agent) });
    expect(body.map((zone: { name: string }) => zone.name)).toEqual([
      'La Baule-Escoublac – Centre',
      'Pornic – Vieux Port',
      'Nantes – Centre-ville',
      'Vertou – Beau Verger',
    ]);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: 'La Baule-Escoublac – Centre',
      location: { type: 'Point', coordinates: [-2.3922, 47.2853] },
      sector_count: 19,
      progress: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(body.map((zone: { progress: number }) => zone.progress)).toEqual([
      body[0].progress,
      100,
      body[2].progress,
      0,
    ]);
    expect(body[3].sector_count).toBe(0);
  });

  it('gives an admin every zone of the agency, but /api/user/zones only their own', async () => {
    const token = tokenOf(demoAccounts.admin);
    expect((await call('GET', '/api/accounts/zones/', { token })).body).toHaveLength(6);
    expect((await call('GET', '/api/user/zones', { token })).body).toEqual([]);
  });
});

describe('GET /api/accounts/zones/{id}/', () => {
  it('answers the zone with its sectors and notes', async () => {
    const { body } = await call('GET', `/api/accounts/zones/${demoIds().zones.camille}/`, {
      token: tokenOf(demoAccounts.agent),
    });
    expect(body.sectors).toHaveLength(body.sector_count);
    expect(body.notes).toHaveLength(3);
    expect(body.notes[0]).toMatchObject({
      user: 'Camille Martin',
      zone: body.id,
      location: { type: 'Point' },
    });
  });

  it("hides a teammate's zone from an agent (404) but not from the admin", async () => {
    const path = `/api/accounts/zones/${demoIds().zones.teammate}/`;
    expect((await call('GET', path, { token: tokenOf(demoAccounts.agent) })).status).toBe(404);
    expect((await call('GET', path, { token: tokenOf(demoAccounts.admin) })).status).toBe(200);
  });
});

describe('POST /api/accounts/zones/create/', () => {
  it('creates a zone with or without a location, without sectors', async () => {
    const token = tokenOf(demoAccounts.agent);
    const located = await call('POST', '/api/accounts/zones/create/', {
      token,
      body: { name: '  Guérande – Remparts ', location: { type: 'Point', coordinates: [-2.4289, 47.3281] } },
    });
    expect(located).toMatchObject({
      status: 201,
      body: {
        name: 'Guérande – Remparts',
        sector_count: 0,
        progress: 0,
        location: { coordinates: [-2.4289, 47.3281] },
      },
    });
    const bare = await call('POST', '/api/accounts/zones/create/', { token, body: { name: 'Sans lieu' } });
    expect(bare).toMatchObject({ status: 201, body: { location: null } });
    expect((await call('GET', '/api/accounts/zones/', { token })).body).toHaveLength(6);
  });

  it('refuses a blank name and a location that is not a GeoJSON point', async () => {
    const token = tokenOf(demoAccounts.agent);
    const { body } = await call('POST', '/api/accounts/zones/create/', {
      token,
      body: { name: ' ', location: { type: 'Point', coordinates: [47.3, 200] } },
    });
    expect(Object.keys(body).sort()).toEqual(['location', 'name']);
  });
});

describe('DELETE /api/accounts/zones/{id}/', () => {
  it('deletes the zone with its sectors, streets and notes; favourites lose their street link', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const favorite = db.favorite.findFirst({ where: { streetId: { notEquals: null as unknown as number } } });
    expect(favorite?.streetId).not.toBeNull();
    expect((await call('DELETE', `/api/accounts/zones/${ids.zones.camille}/`, { token })).status).toBe(204);
    expect(db.sector.count({ where: { zoneId: { equals: ids.zones.camille } } })).toBe(0);
    expect(db.zoneNote.count({ where: { zoneId: { equals: ids.zones.camille } } })).toBe(0);
    expect(db.street.findFirst({ where: { id: { equals: ids.streets.camille } } })).toBeNull();
    const favorites = (await call('GET', '/api/accounts/favorites/', { token })).body;
    expect(favorites.find((row: { id: number }) => row.id === favorite?.id)).toMatchObject({
      street: null,
      street_name: null,
    });
    expect(db.auditLog.findFirst({ where: { action: { equals: 'zone_delete' } } })?.targetId).toBe(
      ids.zones.camille,
    );
    expect((await call('GET', `/api/accounts/zones/${ids.zones.camille}/`, { token })).status).toBe(404);
  });
});

describe('POST /api/split/', () => {
  it("creates a zone at 'lat, lng' with its sectors, named after the nearest address", async () => {
    const token = tokenOf(demoAccounts.agent);
    const { status, body } = await call('POST', '/api/split/', {
      token,
      body: { location: '47.2801, -2.3868' },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'La Baule-Escoublac – Boulevard Hennecart',
      location: { type: 'Point', coordinates: [-2.3868, 47.2801] },
      sector_count: 19,
      progress: 0,
    });
  });

  it("refuses text that is not 'lat, lng'", async () => {
    const token = tokenOf(demoAccounts.agent);
    for (const location of ['47.28 -2.39', '95, 0', 'Nantes', '', 12]) {
      const { status, body } = await call('POST', '/api/split/', { token, body: { location } });
      expect(status).toBe(400);
      expect(body.location).toHaveLength(1);
    }
  });
});
