import { unvisitedDoor as blankDoor } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { generatedDoorId } from '../domain/door-generation';
import { demoAccounts } from '../seed';
import { restoreSnapshot, takeSnapshot } from '../snapshot';
import { call, demoIds, tokenOf, useMockServer } from '../test-support';
import { camille, doorPath, doorsOf, doorsPath, unvisitedDoor } from './doors-testing';

useMockServer();

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
    expect(plain.body).toEqual(blankDoor(plain.body.id, '999 bis'));
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
