import type { Door } from '@prospect/contract';
import { unvisitedDoor } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import type { FieldWrite } from '../outbox/field-writes';
import type { QueuedWrite } from '../outbox/queue-store';
import { streetDoorsWithQueue } from './street-doors-with-queue';

let next = 0;
const queued = (write: FieldWrite, state: QueuedWrite['state'] = 'waiting'): QueuedWrite => ({
  key: `k${next++}`,
  owner: 'o',
  write,
  createdAt: Date.UTC(2026, 10, 27, 9),
  state,
  refusal: state === 'waiting' ? null : { status: state === 'refused' ? 400 : 500, message: 'Non.' },
});

const door = (id: number, number: string, extra: Partial<Door> = {}): Door => ({
  ...unvisitedDoor(id, number),
  revisit_at: '2026-12-01',
  ...extra,
});
const doors = [door(1, '1'), door(2, '3', { outcome: 'absent', visited_by: 'Camille Martin' })];
const context = { streetId: 7, streetName: 'Rue des Lilas' };
const update = (doorId: number, changes: object, streetId = 7): FieldWrite => ({
  kind: 'doorUpdate',
  doorId,
  number: String(doorId),
  ...context,
  streetId,
  changes,
});

describe("a street's doors with what waits on the device", () => {
  it('applies waiting changes in order and marks their doors', () => {
    const view = streetDoorsWithQueue(doors, 7, [
      queued(update(1, { outcome: 'absent' })),
      queued(update(1, { outcome: 'interested', note: 'Rappeler', revisit_at: null })),
      queued(update(2, { stop_pub: true })),
    ]);
    expect(view.doors).toEqual([
      door(1, '1', {
        outcome: 'interested',
        note: 'Rappeler',
        revisit_at: null,
        visited_at: '2026-11-27T09:00:00.000Z',
      }),
      // A flag alone is no visit: who came last and when stay the server's.
      door(2, '3', { outcome: 'absent', visited_by: 'Camille Martin', stop_pub: true }),
    ]);
    expect([...view.pendingDoorIds]).toEqual([1, 2]);
    expect(view.stuckDoorIds.size).toBe(0);
  });

  it('shows a door added on the device after the others, with its first outcome', () => {
    const view = streetDoorsWithQueue(doors, 7, [
      queued({
        kind: 'doorCreate',
        localId: -5,
        number: '5 bis',
        ...context,
        changes: { outcome: 'thinking' },
      }),
    ]);
    expect(view.doors.at(-1)).toEqual({
      id: -5,
      number: '5 bis',
      outcome: 'thinking',
      note: '',
      stop_pub: false,
      visited_at: '2026-11-27T09:00:00.000Z',
      visited_by: '',
      revisit_at: null,
    });
    expect([...view.pendingDoorIds]).toEqual([-5]);
  });

  it('leaves out other streets and doors it does not list', () => {
    const view = streetDoorsWithQueue(doors, 7, [
      queued(update(1, { outcome: 'absent' }, 8)),
      queued(update(9, {})),
    ]);
    expect(view.doors).toEqual(doors);
    expect(view.pendingDoorIds.size).toBe(0);
  });

  it('lists stuck changes (applied, still tried) and refused ones (not applied) by door', () => {
    const stuck = queued(update(1, { outcome: 'absent' }), 'stuck');
    const refused = queued(update(2, { outcome: 'interested' }), 'refused');
    const view = streetDoorsWithQueue(doors, 7, [stuck, refused]);
    expect(view.doors.map((shown) => shown.outcome)).toEqual(['absent', 'absent']);
    expect([...view.stuckDoorIds]).toEqual([1]);
    expect([...view.pendingDoorIds]).toEqual([1]);
    expect(view.refusedDoors).toEqual(
      new Map([[2, { key: refused.key, number: '2', status: 400, message: 'Non.' }]]),
    );
  });
});
