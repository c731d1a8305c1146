import { describe, expect, it } from 'vitest';
import { configure } from '../config';
import { db } from '../db';
import { streetsOfSector } from '../domain/progress';
import { server } from '../node';
import { withoutDoors } from '../scenarios';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';
import { camille, doorPath, doorsOf, doorsPath, unvisitedDoor } from './doors-testing';

useMockServer();

describe('who works which doors', () => {
  it("another agency's agent and a teammate agent get 404; the agency's admin works them", async () => {
    const streetId = demoIds().streets.camille;
    const door = await unvisitedDoor();
    for (const email of [demoAccounts.pornicAgent, demoAccounts.agent2]) {
      const token = tokenOf(email);
      expect((await call('GET', doorsPath(streetId), { token })).status).toBe(404);
      expect((await call('POST', doorsPath(streetId), { token, body: { number: '996' } })).status).toBe(404);
      expect((await call('PATCH', doorPath(door.id), { token, body: { outcome: 'absent' } })).status).toBe(
        404,
      );
    }
    const admin = tokenOf(demoAccounts.admin);
    expect((await call('GET', doorsPath(streetId), { token: admin })).status).toBe(200);
    const patched = await call('PATCH', doorPath(door.id), { token: admin, body: { outcome: 'absent' } });
    expect(patched.body.visited_by).toBe('Julien Leroy');
    expect((await call('GET', doorsPath(demoIds().streets.otherTenant), { token: camille() })).status).toBe(
      404,
    );
  });

  it('asks for a token first', async () => {
    expect((await call('GET', doorsPath(demoIds().streets.camille))).status).toBe(401);
  });
});

describe('Idempotency-Key on door writes', () => {
  it('adds a door sent twice once, and answers the replay as the first time', async () => {
    const streetId = demoIds().streets.camille;
    const headers = { 'Idempotency-Key': 'door-add-1' };
    const body = { number: '993', outcome: 'absent' };
    const first = await call('POST', doorsPath(streetId), { token: camille(), body, headers });
    const replay = await call('POST', doorsPath(streetId), { token: camille(), body, headers });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(replay.response.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await doorsOf(streetId)).filter((door) => door.number === '993')).toHaveLength(1);
  });

  it('replays a PATCH with its first answer, visit date included', async () => {
    const door = await unvisitedDoor();
    const headers = { 'Idempotency-Key': 'door-patch-1' };
    const first = await call('PATCH', doorPath(door.id), {
      token: camille(),
      body: { outcome: 'absent' },
      headers,
    });
    const replay = await call('PATCH', doorPath(door.id), {
      token: camille(),
      body: { outcome: 'absent' },
      headers,
    });
    expect(replay.body).toEqual(first.body);
    expect(replay.response.headers.get('Idempotent-Replayed')).toBe('true');
  });
});

describe('a backend without the extension', () => {
  it.each([
    { name: 'configure({ doors: false })', off: () => configure({ doors: false }) },
    { name: 'the withoutDoors scenario', off: () => server.use(...withoutDoors()) },
  ])('answers 404, as a route it does not have, to every door call ($name)', async ({ off }) => {
    const streetId = demoIds().streets.camille;
    const door = await unvisitedDoor();
    off();
    for (const token of [camille(), null]) {
      const calls = [
        await call('GET', doorsPath(streetId), { token }),
        await call('POST', doorsPath(streetId), { token, body: { number: '991' } }),
        await call('PATCH', doorPath(door.id), { token, body: { outcome: 'absent' } }),
      ];
      for (const { status, response } of calls) {
        expect(status).toBe(404);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      }
    }
    expect(db.door.count()).toBe(0);
  });
});

describe('streets removed', () => {
  it('take their stored doors with them: a shorter street list, then the sector deleted', async () => {
    const sectorId = demoIds().sectors.camille;
    const streets = streetsOfSector(sectorId);
    const [first, last] = [streets[0], streets.at(-1)];
    if (!first || !last || first === last) throw new Error('needs a sector of two streets or more');
    for (const street of [first, last]) {
      const door = (await doorsOf(street.id))[0];
      await call('PATCH', doorPath(door?.id ?? 0), { token: camille(), body: { outcome: 'absent' } });
    }
    expect(db.door.count()).toBe(2);
    await call('PATCH', `/api/accounts/sectors/${sectorId}/update-streets/`, {
      token: camille(),
      body: { street_count: streets.length - 1 },
    });
    expect(db.door.getAll().map((door) => door.streetId)).toEqual([first.id]);
    await call('DELETE', `/api/accounts/sectors/${sectorId}/delete/`, { token: camille() });
    expect(db.door.count()).toBe(0);
  });
});
