import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

describe('PATCH /api/accounts/streets/{id}/', () => {
  it('sets the status; the sector status and the zone progress follow', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const sector = (
      await call('GET', `/api/accounts/zones/${ids.zones.camilleNantes}/sectors/`, { token })
    ).body.find((candidate: { status: string }) => candidate.status === 'pending');
    const zoneBefore = (await call('GET', `/api/accounts/zones/${ids.zones.camilleNantes}/`, { token })).body;
    const street = sector.streets[0];
    const { status, body } = await call('PATCH', `/api/accounts/streets/${street.id}/`, {
      token,
      body: { status: 'done', zone: ids.zones.camilleNantes },
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      id: street.id,
      name: street.name,
      status: 'done',
      sector: sector.id,
      zone: ids.zones.camilleNantes,
    });
    const after = (await call('GET', `/api/accounts/sectors/${sector.id}/`, { token })).body;
    expect(after.status).toBe(sector.streets.length === 1 ? 'done' : 'in_progress');
    const zoneAfter = (await call('GET', `/api/accounts/zones/${ids.zones.camilleNantes}/`, { token })).body;
    expect(zoneAfter.progress).toBeGreaterThanOrEqual(zoneBefore.progress);

    for (const other of sector.streets) {
      await call('PATCH', `/api/accounts/streets/${other.id}/`, { token, body: { status: 'done' } });
    }
    expect((await call('GET', `/api/accounts/sectors/${sector.id}/`, { token })).body).toMatchObject({
      status: 'done',
      progress: 100,
    });
    await call('PATCH', `/api/accounts/streets/${street.id}/`, { token, body: { status: 'pending' } });
    expect((await call('GET', `/api/accounts/sectors/${sector.id}/`, { token })).body.status).toBe(
      sector.streets.length === 1 ? 'pending' : 'in_progress',
    );
  });

  it('refuses an unknown status and a zone id that is not the street’s', async () => {
    const ids = demoIds();
    const token = tokenOf(demoAccounts.agent);
    const path = `/api/accounts/streets/${ids.streets.camille}/`;
    expect((await call('PATCH', path, { token, body: { status: 'fini' } })).body).toEqual({
      status: ["« fini » n'est pas un choix valide."],
    });
    expect(
      (await call('PATCH', path, { token, body: { status: 'done', zone: ids.zones.camilleDone } })).body,
    ).toEqual({
      zone: ["Cette rue n'appartient pas à cette zone."],
    });
  });
});
