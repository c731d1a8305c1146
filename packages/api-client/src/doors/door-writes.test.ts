import { server } from '@prospect/mock-server/node';
import type { ScopedMutator } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FieldWrite, handOverToCache, newLocalId } from '../outbox/field-writes';
import { outboxOnFaultyNetwork } from '../outbox/test-network';
import { streetDoorsKey } from '../read-keys';
import { useMockBackend } from '../test-support';
import { forgetDoorsSupport } from './doors-support';
import { streetDoorsWithQueue } from './street-doors-with-queue';
import { door, serverWithDoors } from './test-doors';

useMockBackend();
beforeEach(() => forgetDoorsSupport());

const street = { streetId: 7, sectorId: 3, streetName: 'Rue des Lilas' };
const update = (doorId: number, number: string, changes: object): FieldWrite => ({
  kind: 'doorUpdate',
  doorId,
  number,
  ...street,
  changes,
});
const create = (localId: number, number: string, changes: object = {}): FieldWrite => ({
  kind: 'doorCreate',
  localId,
  number,
  ...street,
  changes,
});

function doorsOnline(refuse = '') {
  const api = serverWithDoors({ 7: [door(1, '1'), door(2, '3'), door(3, '99')] }, { refuse });
  server.use(...api.handlers);
  const setup = outboxOnFaultyNetwork();
  return { ...setup, api, doorsOf: (streetId: number) => api.doors.get(streetId) ?? [] };
}

describe('door writes through the outbox', () => {
  it('sends an outcome at once with its idempotency key', async () => {
    const { outbox, network, doorsOf } = doorsOnline();
    await expect(outbox.submit(update(1, '1', { outcome: 'interested', note: 'Rappeler' }))).resolves.toBe(
      'sent',
    );
    expect(network.writes).toEqual([
      { method: 'PATCH', path: '/api/accounts/doors/1/', key: expect.any(String) },
    ]);
    expect(doorsOf(7)[0]).toMatchObject({ outcome: 'interested', note: 'Rappeler' });
  });

  it("sends a door's changes made offline in the order they were made", async () => {
    const { outbox, network, doorsOf } = doorsOnline();
    network.online = false;
    await outbox.submit(update(1, '1', { outcome: 'absent' }));
    await outbox.submit(update(2, '3', { outcome: 'flyer_left' }));
    await outbox.submit(update(1, '1', { outcome: 'thinking' }));
    network.online = true;
    await outbox.flush();
    expect(network.writes.map((write) => write.path)).toEqual([
      '/api/accounts/doors/1/',
      '/api/accounts/doors/2/',
      '/api/accounts/doors/1/',
    ]);
    expect(doorsOf(7).map((found) => found.outcome)).toEqual(['thinking', 'flyer_left', 'not_visited']);
  });

  it('folds the changes to a door added offline into its creation: one request', async () => {
    const { outbox, network, doorsOf } = doorsOnline();
    network.online = false;
    const localId = newLocalId();
    await outbox.submit(create(localId, '5 bis', { stop_pub: true }));
    await outbox.submit(update(localId, '5 bis', { outcome: 'not_interested' }));
    expect(outbox.snapshot().writes).toHaveLength(1);
    expect(outbox.snapshot().writes[0]?.write).toMatchObject({
      kind: 'doorCreate',
      changes: { stop_pub: true, outcome: 'not_interested' },
    });
    network.online = true;
    await outbox.flush();
    expect(network.writes).toEqual([
      { method: 'POST', path: '/api/accounts/streets/7/doors/', key: expect.any(String) },
    ]);
    expect(doorsOf(7).at(-1)).toMatchObject({
      id: 500,
      number: '5 bis',
      stop_pub: true,
      outcome: 'not_interested',
    });
  });

  it('sends a change made after a creation whose answer was lost to the id the server gave', async () => {
    const { outbox, network, doorsOf } = doorsOnline();
    const localId = newLocalId();
    // The creation reaches the server, its answer does not: it must be replayed as first sent.
    network.faults = ['lose-answer'];
    await expect(outbox.submit(create(localId, '7'))).resolves.toBe('queued');
    await outbox.submit(update(localId, '7', { outcome: 'absent' }));
    await outbox.retry();
    const created = doorsOf(7).filter((found) => found.number === '7');
    // A server that does not honour idempotency keys has it twice; the change goes to the replayed one.
    expect(created.at(-1)).toMatchObject({ outcome: 'absent' });
    expect(network.writes.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/api/accounts/doors/${created.at(-1)?.id}/`,
    });
    expect(outbox.snapshot().writes).toEqual([]);
  });

  it('shows a refused door write as refused, and sends the others', async () => {
    const { outbox, network, doorsOf } = doorsOnline('99');
    network.online = false;
    await outbox.submit(update(3, '99', { outcome: 'absent' }));
    await outbox.submit(update(1, '1', { outcome: 'interested' }));
    await outbox.submit(create(newLocalId(), '99'));
    await outbox.submit({ kind: 'houseNote', label: 'interested', others: 'Au 1' });
    network.online = true;
    await outbox.flush();
    const { writes } = outbox.snapshot();
    expect(writes.map((queued) => [queued.write.kind, queued.state, queued.refusal])).toEqual([
      ['doorUpdate', 'refused', { status: 400, message: 'Porte verrouillée.' }],
      ['doorCreate', 'refused', { status: 400, message: 'Ce numéro existe déjà.' }],
    ]);
    expect(doorsOf(7)[0]).toMatchObject({ outcome: 'interested' });
    expect(network.writes.map((write) => write.path)).toContain('/api/house-notes/');
    // The street's screen shows the door as the server has it, with the refusal beside it.
    const view = streetDoorsWithQueue(doorsOf(7) as never, 7, writes);
    expect(view.refusedDoors.get(3)).toMatchObject({ number: '99', message: 'Porte verrouillée.' });
    expect(view.doors.find((found) => found.id === 3)).toMatchObject({ outcome: 'not_visited' });
    expect(view.pendingDoorIds.size).toBe(0);
  });

  it('rejects a refusal the agent is waiting for, and keeps nothing', async () => {
    const { outbox } = doorsOnline('99');
    await expect(outbox.submit(update(3, '99', { outcome: 'absent' }))).rejects.toMatchObject({
      status: 400,
    });
    expect(outbox.snapshot().writes).toEqual([]);
  });
});

describe("a sent door write, in the street's cached doors", () => {
  function cacheOf(initial: Record<string, unknown>) {
    const cache = new Map(Object.entries(initial));
    const refetched: unknown[] = [];
    const mutate = (async (key: unknown, data?: unknown) => {
      if (data === undefined) return void refetched.push(key);
      const current = cache.get(key as string);
      cache.set(key as string, typeof data === 'function' ? data(current) : data);
    }) as unknown as ScopedMutator;
    return { cache, refetched, mutate };
  }

  it("puts the server's door in its place, or adds a created one, then reads the street again", async () => {
    const { cache, refetched, mutate } = cacheOf({ [streetDoorsKey(7)]: [door(1, '1'), door(2, '3')] });
    await handOverToCache(mutate, update(2, '3', {}), door(2, '3', { outcome: 'absent' }));
    await handOverToCache(mutate, create(-4, '5'), door(500, '5', { stop_pub: true }));
    expect(cache.get(streetDoorsKey(7))).toEqual([
      door(1, '1'),
      door(2, '3', { outcome: 'absent' }),
      door(500, '5', { stop_pub: true }),
    ]);
    expect(refetched).toEqual([streetDoorsKey(7), streetDoorsKey(7)]);
  });

  it('only reads the street again when the answer is not a door', async () => {
    const doors = [door(1, '1')];
    const { cache, refetched, mutate } = cacheOf({ [streetDoorsKey(7)]: doors });
    await handOverToCache(mutate, update(1, '1', { outcome: 'absent' }), null);
    expect(cache.get(streetDoorsKey(7))).toBe(doors);
    expect(refetched).toEqual([streetDoorsKey(7)]);
  });
});
