import { describe, expect, it } from 'vitest';
import { getHouseNotes } from '../house-notes/get-house-notes';
import { useMockBackend } from '../test-support';
import { getZone } from '../zones/get-zone';
import type { FieldWrite } from './field-writes';
import { STUCK_AFTER_FAILURES } from './outbox';
import { outboxOnFaultyNetwork, readSector, sectorWithStreets } from './test-network';

useMockBackend();

const houseNote = (others: string): FieldWrite => ({ kind: 'houseNote', label: 'interested', others });
const point = { type: 'Point' as const, coordinates: [-2.3911, 47.2861] as [number, number] };
const MINUTE = 60_000;

function ticksOf(count: number) {
  const { zoneId, sector } = sectorWithStreets(count);
  const streets = sector.streets.slice(0, count);
  const tick = (index: number, status: 'done' | 'pending'): FieldWrite => {
    const street = streets[index];
    if (!street) throw new Error('no street');
    return {
      kind: 'streetStatus',
      sectorId: sector.id,
      zoneId,
      streetId: street.id,
      streetName: street.name,
      status,
    };
  };
  const pathOf = (index: number) => `/api/accounts/streets/${streets[index]?.id}/`;
  return { sector, zoneId, streets, tick, pathOf };
}

describe('the outbox, when the server keeps failing on one write', () => {
  it('sends every other write, and shows the failing one as stuck after a few tries', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    const { sector, tick, pathOf } = ticksOf(3);
    network.poisoned.add(pathOf(0));
    network.online = false;
    await outbox.submit(tick(0, 'done'));
    await outbox.submit(tick(1, 'done'));
    await outbox.submit(houseNote('derrière la rue bloquée'));
    await outbox.submit(tick(2, 'done'));
    network.online = true;
    await outbox.flush();

    const after = await readSector(client, sector.id);
    expect(after.streets.find((street) => street.id === sector.streets[1]?.id)?.status).toBe('done');
    expect(after.streets.find((street) => street.id === sector.streets[2]?.id)?.status).toBe('done');
    expect((await getHouseNotes(client)).some((note) => note.others === 'derrière la rue bloquée')).toBe(
      true,
    );
    expect(outbox.snapshot().writes).toEqual([
      expect.objectContaining({
        state: 'waiting',
        failures: 1,
        refusal: { status: 500, message: 'Erreur interne du serveur.' },
      }),
    ]);

    for (let failures = 2; failures <= STUCK_AFTER_FAILURES; failures += 1) {
      clock.now += 10 * MINUTE;
      await outbox.flush();
    }
    expect(outbox.snapshot().writes).toEqual([expect.objectContaining({ state: 'stuck' })]);
    // Only stuck writes left: the bar does not say the server is unreachable.
    expect(outbox.snapshot().state).not.toBe('retrying');
  });

  it('keeps the order of one record: a later tick of the stuck street waits behind it', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    const { sector, tick, pathOf } = ticksOf(2);
    network.poisoned.add(pathOf(0));
    network.online = false;
    await outbox.submit(tick(0, 'done'));
    await outbox.submit(tick(0, 'pending'));
    await outbox.submit(tick(1, 'done'));
    network.online = true;
    await outbox.flush();
    expect(network.poisonedAttempts).toEqual([pathOf(0)]);
    expect(outbox.snapshot().writes.map((queued) => queued.write)).toEqual([
      tick(0, 'done'),
      tick(0, 'pending'),
    ]);

    // The server is fixed: the street's two ticks go in the order they were made.
    network.poisoned.clear();
    clock.now += 30_000;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
    const after = await readSector(client, sector.id);
    expect(after.streets.find((street) => street.id === sector.streets[0]?.id)?.status).toBe('pending');
  });

  it('tries a poisoned write at most 12 times in any hour', async () => {
    const { outbox, network, clock } = outboxOnFaultyNetwork();
    const { tick, pathOf } = ticksOf(1);
    network.poisoned.add(pathOf(0));
    const start = clock.now;
    const attemptsAt: number[] = [];
    await outbox.submit(tick(0, 'done'));
    attemptsAt.push(clock.now);
    // Every trigger there is, each minute for three hours: timers, the network coming back, new writes.
    for (let minute = 1; minute <= 180; minute += 1) {
      clock.now = start + minute * MINUTE;
      const before = network.poisonedAttempts.length;
      await outbox.flush();
      await outbox.flush();
      if (network.poisonedAttempts.length > before) attemptsAt.push(clock.now);
    }
    expect(network.poisonedAttempts.length).toBe(attemptsAt.length);
    for (const from of attemptsAt) {
      expect(attemptsAt.filter((at) => at >= from && at < from + 60 * MINUTE).length).toBeLessThanOrEqual(12);
    }
    expect(attemptsAt.length).toBeGreaterThan(STUCK_AFTER_FAILURES);
  });

  it('stops the pass when two writes fail in a row: the server is failing, not one write', async () => {
    const { outbox, network } = outboxOnFaultyNetwork();
    network.online = false;
    for (let index = 0; index < 5; index += 1) await outbox.submit(houseNote(`panne ${index}`));
    network.online = true;
    network.faults = ['unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable'];
    await outbox.flush();
    expect(network.faults).toHaveLength(3);
    expect(outbox.snapshot().state).toBe('retrying');
  });

  it('lets no pair of broken writes stand for ever before one that never failed', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    const { tick, pathOf } = ticksOf(2);
    network.poisoned.add(pathOf(1));
    await outbox.submit(tick(1, 'done'));
    network.poisoned.add(pathOf(0));
    network.online = false;
    await outbox.submit(tick(0, 'done'));
    await outbox.submit(houseNote('après deux rues cassées'));
    network.online = true;
    clock.now += 60 * MINUTE;
    await outbox.flush();

    expect((await getHouseNotes(client)).some((note) => note.others === 'après deux rues cassées')).toBe(
      true,
    );
    expect(outbox.snapshot().writes.map((queued) => queued.write)).toEqual([
      tick(1, 'done'),
      tick(0, 'done'),
    ]);
  });

  it('retries a stuck write on request, and takes it off with Retirer', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    const { tick, pathOf } = ticksOf(1);
    network.poisoned.add(pathOf(0));
    await outbox.submit(tick(0, 'done'));
    for (let index = 1; index < STUCK_AFTER_FAILURES; index += 1) {
      clock.now += 10 * MINUTE;
      await outbox.flush();
    }
    const [stuck] = outbox.snapshot().writes;
    expect(stuck?.state).toBe('stuck');
    // Réessayer: at once, not after the pause.
    await outbox.retry(stuck?.key);
    expect(network.poisonedAttempts).toHaveLength(STUCK_AFTER_FAILURES + 1);
    expect(outbox.snapshot().writes[0]?.state).toBe('stuck');
    network.poisoned.clear();
    await outbox.retry(stuck?.key);
    expect(outbox.snapshot().writes).toEqual([]);

    // A stuck creation taken off: the edit queued behind it has nothing to point at.
    const { zoneId } = sectorWithStreets(1);
    network.poisoned.add(`/api/accounts/zones/${zoneId}/notes/`);
    await outbox.submit({ kind: 'zoneNoteCreate', localId: -3, zoneId, content: 'bloquée', location: point });
    await outbox.submit({ kind: 'zoneNoteUpdate', noteId: -3, content: 'bloquée, corrigée' });
    const creation = outbox.snapshot().writes.find((queued) => queued.write.kind === 'zoneNoteCreate');
    expect(creation).toBeDefined();
    await outbox.discard(creation?.key ?? '');
    expect(outbox.snapshot().writes).toEqual([
      expect.objectContaining({
        state: 'refused',
        write: expect.objectContaining({ content: 'bloquée, corrigée' }),
      }),
    ]);
    const notes = (await getZone(client, zoneId)).notes.map((note) => note.content);
    expect(notes.some((content) => content.startsWith('bloquée'))).toBe(false);
  });
});

describe('the outbox, when the server is still working on our own key (409)', () => {
  it('tries again after a pause and ends as sent, once', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    network.faults = ['lose-answer', 'in-flight'];
    await expect(outbox.submit(houseNote('en cours'))).resolves.toBe('queued');
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([expect.objectContaining({ state: 'waiting', failures: 1 })]);
    clock.now += 30_000;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
    const keys = network.writes.map((write) => write.key);
    expect(new Set(keys).size).toBe(1);
    expect((await getHouseNotes(client)).filter((note) => note.others === 'en cours')).toHaveLength(1);
  });
});
