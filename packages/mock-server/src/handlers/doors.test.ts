import { describe, expect, it } from 'vitest';
import { configure } from '../config';
import { db } from '../db';
import { generatedDoorId } from '../domain/door-generation';
import { streetsOfSector } from '../domain/progress';
import { server } from '../node';
import { withoutDoors } from '../scenarios';
import { demoAccounts } from '../seed';
import { restoreSnapshot, takeSnapshot } from '../snapshot';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';

useMockServer();

interface DoorBody {
  id: number;
  number: string;
  outcome: string;
  note: string;
  stop_pub: boolean;
  visited_at: string | null;
  visited_by: string;
  revisit_at: string | null;
}

const doorsPath = (streetId: number) => `/api/accounts/streets/${streetId}/doors/`;
const doorPath = (doorId: number) => `/api/accounts/doors/${doorId}/`;
const camille = () => tokenOf(demoAccounts.agent);

async function doorsOf(streetId: number, token = camille()): Promise<DoorBody[]> {
  const { status, body } = await call('GET', doorsPath(streetId), { token });
  expect(status).toBe(200);
  return body;
}

/** A door of Camille's first street that nobody visited yet. */
async function unvisitedDoor(): Promise<DoorBody> {
  const door = (await doorsOf(demoIds().streets.camille)).find((one) => one.outcome === 'not_visited');
  if (!door) throw new Error('no unvisited door');
  return door;
}

describe('GET /api/accounts/streets/{id}/doors/', () => {
  it("answers the street's doors, by number then suffix, the same on every read", async () => {
    const streetId = demoIds().streets.camille;
    const doors = await doorsOf(streetId);
    expect(doors.length).toBeGreaterThanOrEqual(10);
    const houses = doors.map((door) => Number.parseInt(door.number, 10));
    expect(houses).toEqual([...houses].sort((a, b) => a - b));
    expect(await doorsOf(streetId)).toEqual(doors);
  });

  it('lists added doors in walking order: "3 quater" after "3 ter", "3 A" after it, both before 4', async () => {
    const streetId = demoIds().streets.camille;
    for (const number of ['3 A', '3 quater']) {
      await call('POST', doorsPath(streetId), { token: camille(), body: { number } });
    }
    const numbers = (await doorsOf(streetId)).map((door) => door.number);
    const threes = numbers.filter((number) => /^3( |$)/.test(number));
    expect(threes.slice(-2)).toEqual(['3 quater', '3 A']);
    const firstAfter = numbers.findIndex((number) => Number.parseInt(number, 10) > 3);
    expect(firstAfter === -1 || firstAfter > numbers.indexOf('3 A')).toBe(true);
  });
});

describe('POST /api/accounts/streets/{id}/doors/', () => {
  it('adds a door, tidied, never visited; with a first outcome it is visited now, by the caller', async () => {
    const streetId = demoIds().streets.camille;
    const plain = await call('POST', doorsPath(streetId), {
      token: camille(),
      body: { number: ' 999   bis ' },
    });
    expect(plain.status).toBe(201);
    expect(plain.body).toEqual({
      id: plain.body.id,
      number: '999 bis',
      outcome: 'not_visited',
      note: '',
      stop_pub: false,
      visited_at: null,
      visited_by: '',
      revisit_at: null,
    });
    const before = Date.now();
    const visited = await call('POST', doorsPath(streetId), {
      token: camille(),
      body: { number: '999 ter', outcome: 'interested', note: 'Veut vendre', stop_pub: true },
    });
    expect(visited.body).toMatchObject({ outcome: 'interested', note: 'Veut vendre', stop_pub: true });
    expect(visited.body.visited_by).toBe('Camille Martin');
    expect(Date.parse(visited.body.visited_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(visited.body.id).not.toBe(plain.body.id);
    const listed = await doorsOf(streetId);
    expect(listed.slice(-2)).toEqual([plain.body, visited.body]);
  });

  it.each([
    {
      name: 'a number the street has, in another case',
      body: (taken: string) => ({ number: ` ${taken.toUpperCase()} ` }),
      errors: { number: ['Cette rue a déjà une porte à ce numéro.'] },
    },
    {
      name: 'a blank number',
      body: () => ({ number: '  ' }),
      errors: { number: ['Ce champ ne peut être vide.'] },
    },
    {
      name: 'no number',
      body: () => ({ outcome: 'absent' }),
      errors: { number: ['Ce champ est obligatoire.'] },
    },
    {
      name: 'a number of 21 characters',
      body: () => ({ number: '1'.repeat(21) }),
      errors: { number: ['Assurez-vous que ce champ comporte au plus 20 caractères.'] },
    },
    {
      name: 'an unknown outcome',
      body: () => ({ number: '998', outcome: 'parti' }),
      errors: { outcome: ["« parti » n'est pas un choix valide."] },
    },
  ])('refuses $name, adding nothing', async ({ body, errors }) => {
    const streetId = demoIds().streets.camille;
    const taken = (await doorsOf(streetId)).find((door) => door.number.includes(' '))?.number ?? '1';
    const { status, body: answer } = await call('POST', doorsPath(streetId), {
      token: camille(),
      body: body(taken),
    });
    expect(status).toBe(400);
    expect(answer).toEqual(errors);
    expect(db.door.count()).toBe(0);
  });
});

describe('PATCH /api/accounts/doors/{id}/', () => {
  it('sets the outcome, dated now and signed by the caller; a note alone leaves the visit as it was', async () => {
    const door = await unvisitedDoor();
    const before = Date.now();
    const first = await call('PATCH', doorPath(door.id), { token: camille(), body: { outcome: 'absent' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: door.id,
      number: door.number,
      outcome: 'absent',
      visited_by: 'Camille Martin',
    });
    expect(Date.parse(first.body.visited_at)).toBeGreaterThanOrEqual(before - 1000);
    const noted = await call('PATCH', doorPath(door.id), {
      token: tokenOf(demoAccounts.admin),
      body: { note: 'Chien', stop_pub: true, revisit_at: '2026-12-01T18:00:00Z' },
    });
    expect(noted.body).toEqual({
      ...first.body,
      note: 'Chien',
      stop_pub: true,
      revisit_at: '2026-12-01T18:00:00.000Z',
    });
    const listed = (await doorsOf(demoIds().streets.camille)).find((one) => one.id === door.id);
    expect(listed).toEqual(noted.body);
  });

  it('back to not visited undoes the visit; revisit_at null clears the return', async () => {
    const door = await unvisitedDoor();
    await call('PATCH', doorPath(door.id), {
      token: camille(),
      body: { outcome: 'thinking', revisit_at: '2026-12-01' },
    });
    const undone = await call('PATCH', doorPath(door.id), {
      token: camille(),
      body: { outcome: 'not_visited', revisit_at: null },
    });
    expect(undone.body).toEqual({
      ...door,
      outcome: 'not_visited',
      visited_at: null,
      visited_by: '',
      revisit_at: null,
    });
  });

  it('refuses what it cannot read, every field at once, changing nothing', async () => {
    const door = await unvisitedDoor();
    const { status, body } = await call('PATCH', doorPath(door.id), {
      token: camille(),
      body: { outcome: 'ABSENT', note: 'x'.repeat(1001), stop_pub: 'oui', revisit_at: 'demain' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      outcome: ["« ABSENT » n'est pas un choix valide."],
      note: ['Assurez-vous que ce champ comporte au plus 1000 caractères.'],
      stop_pub: ['Doit être un booléen valide.'],
      revisit_at: ['Date invalide : une date ISO 8601 est attendue (2026-11-22T09:30:00Z).'],
    });
    expect(db.door.count()).toBe(0);
  });

  it('keeps a changed door, and its id, across a snapshot; a door added afterwards takes a new id', async () => {
    const door = await unvisitedDoor();
    const streetId = demoIds().streets.camille;
    await call('PATCH', doorPath(door.id), { token: camille(), body: { outcome: 'flyer_left' } });
    const added = (await call('POST', doorsPath(streetId), { token: camille(), body: { number: '997' } }))
      .body;
    const saved = JSON.parse(JSON.stringify(takeSnapshot()));
    const doors = await doorsOf(streetId);
    expect(restoreSnapshot(saved)).toBe(true);
    expect(await doorsOf(streetId)).toEqual(doors);
    const next = (await call('POST', doorsPath(streetId), { token: camille(), body: { number: '995' } }))
      .body;
    expect([door.id, added.id]).not.toContain(next.id);
    expect(
      (await doorsOf(streetId)).filter((one) => one.outcome === 'flyer_left').map((one) => one.id),
    ).toContain(door.id);
  });

  it('answers 404 for a door that does not exist', async () => {
    // Rank 62 of the street (no street has that many doors), an added door's id, a street that is none.
    for (const id of [generatedDoorId(demoIds().streets.camille, 62), 1, generatedDoorId(9_999_999, 0)]) {
      expect((await call('PATCH', doorPath(id), { token: camille(), body: { note: 'x' } })).status).toBe(404);
    }
  });
});

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
