import { doorReader } from '@prospect/contract';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { demoIds } from '../test-support';
import { type MockHttpServer, startMockHttpServer } from './server';
import { login, send } from './testing';

let api: MockHttpServer | undefined;

afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** The demo agent's first street, looked up in the database the server serves. */
async function camilleStreet(base: string): Promise<{ token: string; streetId: number }> {
  return { token: await login(base), streetId: demoIds().streets.camille };
}

describe('the « portes » extension over HTTP', () => {
  it('pages a street’s doors as DRF does, every door once, each read by the contract', async () => {
    api = await startMockHttpServer({ port: 0, paginate: 7 });
    const { token, streetId } = await camilleStreet(api.url);
    const doors: unknown[] = [];
    let next: string | null = `${api.url}/api/accounts/streets/${streetId}/doors/`;
    while (next) {
      const { status, body }: { status: number; body: { next: string | null; results: unknown[] } } =
        await send(next, { token });
      expect(status).toBe(200);
      doors.push(...body.results);
      next = body.next;
    }
    const read = v.parse(v.array(doorReader), doors);
    expect(read.length).toBeGreaterThanOrEqual(10);
    expect(new Set(read.map((door) => door.id)).size).toBe(read.length);
  });

  it('without it (`doors: false`), answers 404 to every door call, as a spec server', async () => {
    api = await startMockHttpServer({ port: 0, doors: false });
    const { token, streetId } = await camilleStreet(api.url);
    const calls = [
      send(`${api.url}/api/accounts/streets/${streetId}/doors/`, { token }),
      send(`${api.url}/api/accounts/streets/${streetId}/doors/`, {
        token,
        method: 'POST',
        json: { number: '1 bis' },
      }),
      send(`${api.url}/api/accounts/doors/2/`, { token, method: 'PATCH', json: { outcome: 'absent' } }),
    ];
    for (const { status } of await Promise.all(calls)) expect(status).toBe(404);
    expect(db.door.count()).toBe(0);
  });
});
