import 'fake-indexeddb/auto';
import { demoAccounts, signIn } from '@prospect/mock-server';
import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../errors';
import { getHouseNotes } from '../house-notes/get-house-notes';
import { storeSignIn } from '../session/tokens';
import { failureOf, useMockBackend } from '../test-support';
import { getZone } from '../zones/get-zone';
import type { FieldWrite } from './field-writes';
import { indexedDbQueueStore, memoryQueueStore } from './queue-store';
import { outboxOnFaultyNetwork, readSector, sectorWithStreets } from './test-network';

useMockBackend();

const houseNote = (others: string): FieldWrite => ({ kind: 'houseNote', label: 'interested', others });
const point = { type: 'Point' as const, coordinates: [-2.3911, 47.2861] as [number, number] };

async function houseNotesMentioning(client: Parameters<typeof getHouseNotes>[0], text: string) {
  return (await getHouseNotes(client)).filter((note) => note.others === text).length;
}

describe('the outbox', () => {
  it('sends a write at once when it can, with an idempotency key, and keeps nothing', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    await expect(outbox.submit(houseNote('porte bleue'))).resolves.toBe('sent');
    expect(network.writes).toEqual([{ method: 'POST', path: '/api/house-notes/', key: expect.any(String) }]);
    expect(outbox.snapshot().writes).toEqual([]);
    expect(await houseNotesMentioning(client, 'porte bleue')).toBe(1);
  });

  it('keeps a write made offline without trying the network, and sends it once back online', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    network.online = false;
    await expect(outbox.submit(houseNote('hors ligne'))).resolves.toBe('queued');
    expect(network.requests).toBe(0);
    expect(outbox.snapshot()).toMatchObject({ state: 'offline', writes: [{ state: 'waiting' }] });
    network.online = true;
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject({ state: 'sent', writes: [] });
    expect(await houseNotesMentioning(client, 'hors ligne')).toBe(1);
  });

  it('keeps a write the network drops, or a 503 answers, and retries it after its pause', async () => {
    const { outbox, network, client, clock } = outboxOnFaultyNetwork();
    network.faults = ['drop'];
    await expect(outbox.submit(houseNote('tunnel'))).resolves.toBe('queued');
    expect(outbox.snapshot().state).toBe('retrying');
    network.faults = ['unavailable'];
    await outbox.flush();
    expect(outbox.snapshot()).toMatchObject({
      state: 'retrying',
      writes: [{ state: 'waiting', failures: 1 }],
    });
    // Within its pause, a flush leaves it alone; after it, the write goes.
    await outbox.flush();
    expect(network.writes).toHaveLength(0);
    clock.now += 30_000;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
    expect(await houseNotesMentioning(client, 'tunnel')).toBe(1);
  });

  it('applies a replay after a lost answer once: every attempt carries the same key', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    network.faults = ['lose-answer'];
    await expect(outbox.submit(houseNote('réponse perdue'))).resolves.toBe('queued');
    await outbox.flush();
    expect(network.writes).toHaveLength(2);
    expect(network.writes[0]?.key).toBe(network.writes[1]?.key);
    expect(await houseNotesMentioning(client, 'réponse perdue')).toBe(1);
  });

  it('rejects a refused write for the screen to show, and drops it', async () => {
    const { outbox } = outboxOnFaultyNetwork();
    const refused = await failureOf(
      outbox.submit({ kind: 'houseNote', label: 'maybe' as never, others: 'à garder' }),
    );
    expect(isApiError(refused) && refused.status).toBe(400);
    expect(outbox.snapshot().writes).toEqual([]);
  });

  it('keeps a write refused during a replay, with the server message, and goes on with the next', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    network.online = false;
    await outbox.submit({ kind: 'zoneNoteUpdate', noteId: 999_999, content: 'note disparue' });
    await outbox.submit(houseNote('après le refus'));
    network.online = true;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([
      expect.objectContaining({
        state: 'refused',
        refusal: { status: 404, message: null },
        write: expect.objectContaining({ content: 'note disparue' }),
      }),
    ]);
    expect(await houseNotesMentioning(client, 'après le refus')).toBe(1);
    await outbox.discard(outbox.snapshot().writes[0]?.key ?? '');
    expect(outbox.snapshot().writes).toEqual([]);
  });

  it('answers `queued` after its patience when the server is slow, and still sends', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork({ patienceMs: 20 });
    network.delayMs = 200;
    const outcome = outbox.submit(houseNote('lent'));
    await expect(outcome).resolves.toBe('queued');
    await vi.waitFor(() => expect(outbox.snapshot().writes).toEqual([]));
    expect(await houseNotesMentioning(client, 'lent')).toBe(1);
  });

  it('replays in the order written: the last tick of a street wins', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    const { sector } = sectorWithStreets(1);
    const street = sector.streets[0];
    if (!street) throw new Error('no street');
    network.online = false;
    const tick = (status: 'done' | 'pending'): FieldWrite => ({
      kind: 'streetStatus',
      sectorId: sector.id,
      streetId: street.id,
      streetName: street.name,
      status,
    });
    for (const status of ['done', 'pending', 'done'] as const) await outbox.submit(tick(status));
    network.online = true;
    await outbox.flush();
    const after = await readSector(client, sector.id);
    expect(after.streets.find((candidate) => candidate.id === street.id)?.status).toBe('done');
    expect(network.writes.map((write) => write.path)).toEqual(
      Array(3).fill(`/api/accounts/streets/${street.id}/`),
    );
  });

  it('folds edits of a note created offline into its creation, and a deletion cancels it', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    const { zoneId } = sectorWithStreets(1);
    network.online = false;
    await outbox.submit({
      kind: 'zoneNoteCreate',
      localId: -1,
      zoneId,
      content: 'brouillon',
      location: point,
    });
    await outbox.submit({ kind: 'zoneNoteCreate', localId: -2, zoneId, content: 'à jeter', location: point });
    await expect(outbox.submit({ kind: 'zoneNoteUpdate', noteId: -1, content: 'définitif' })).resolves.toBe(
      'queued',
    );
    await expect(outbox.submit({ kind: 'zoneNoteDelete', noteId: -2 })).resolves.toBe('sent');
    expect(outbox.snapshot().writes).toHaveLength(1);
    network.online = true;
    await outbox.flush();
    const notes = (await getZone(client, zoneId)).notes.map((note) => note.content);
    expect(notes).toContain('définitif');
    expect(notes).not.toContain('brouillon');
    expect(notes).not.toContain('à jeter');
    expect(network.writes).toHaveLength(1);
  });

  it('replays a creation whose answer was lost as first sent, then edits and deletes it by its server id', async () => {
    const { outbox, network, client } = outboxOnFaultyNetwork();
    const { zoneId } = sectorWithStreets(1);
    // The server creates the note, but the answer never arrives.
    network.faults = ['lose-answer'];
    await outbox.submit({
      kind: 'zoneNoteCreate',
      localId: -1,
      zoneId,
      content: 'premier jet',
      location: point,
    });
    network.online = false;
    // Rewriting the creation would reuse its key with another body (422): the edit follows it.
    await expect(outbox.submit({ kind: 'zoneNoteUpdate', noteId: -1, content: 'définitif' })).resolves.toBe(
      'queued',
    );
    expect(outbox.snapshot().writes).toHaveLength(2);
    network.online = true;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
    let notes = (await getZone(client, zoneId)).notes.map((note) => note.content);
    expect(notes.filter((content) => content === 'définitif')).toHaveLength(1);
    expect(notes).not.toContain('premier jet');

    network.faults = ['lose-answer'];
    await outbox.submit({ kind: 'zoneNoteCreate', localId: -2, zoneId, content: 'à jeter', location: point });
    network.online = false;
    await expect(outbox.submit({ kind: 'zoneNoteDelete', noteId: -2 })).resolves.toBe('queued');
    network.online = true;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
    notes = (await getZone(client, zoneId)).notes.map((note) => note.content);
    expect(notes).not.toContain('à jeter');
  });

  it('sends an edit that arrives once its creation has landed to the server id', async () => {
    const { outbox, client } = outboxOnFaultyNetwork();
    const { zoneId } = sectorWithStreets(1);
    await outbox.submit({ kind: 'zoneNoteCreate', localId: -7, zoneId, content: 'vite', location: point });
    await expect(
      outbox.submit({ kind: 'zoneNoteUpdate', noteId: -7, content: 'vite corrigé' }),
    ).resolves.toBe('sent');
    const notes = (await getZone(client, zoneId)).notes.map((note) => note.content);
    expect(notes).toContain('vite corrigé');
    expect(notes).not.toContain('vite');
  });

  it('refuses an edit of a local record it no longer has (409), for the screen to say so', async () => {
    const { outbox } = outboxOnFaultyNetwork();
    const refused = await failureOf(outbox.submit({ kind: 'zoneNoteUpdate', noteId: -42, content: 'x' }));
    expect(isApiError(refused) && refused.status).toBe(409);
  });

  it("replays only the signed-in account's writes", async () => {
    const store = memoryQueueStore();
    const camille = outboxOnFaultyNetwork({ store });
    camille.network.online = false;
    await camille.outbox.submit(houseNote('de Camille'));
    // Another agent signs in on the same device.
    const other = outboxOnFaultyNetwork({ store, email: demoAccounts.agent2 });
    await other.outbox.ready;
    expect(other.outbox.snapshot().writes).toEqual([]);
    await other.outbox.flush();
    expect(other.network.writes).toEqual([]);
    // Camille again: her write goes, as her.
    storeSignIn(other.client.storage, signIn(demoAccounts.agent), demoAccounts.agent);
    await other.outbox.refresh();
    await other.outbox.flush();
    expect(await houseNotesMentioning(other.client, 'de Camille')).toBe(1);
  });

  it('waits for the next sign-in when the session has ended', async () => {
    const { outbox, client, network } = outboxOnFaultyNetwork();
    client.storage.removeItem('access_token');
    network.online = false;
    await expect(failureOf(outbox.submit(houseNote('sans session')))).resolves.toMatchObject({ status: 401 });
  });

  it('survives a reload: the queue kept in IndexedDB is replayed by the next page', async () => {
    const databaseName = `outbox-test-${crypto.randomUUID()}`;
    const first = outboxOnFaultyNetwork({ store: indexedDbQueueStore(databaseName) });
    first.network.online = false;
    await first.outbox.submit(houseNote('avant rechargement'));
    const { sector } = sectorWithStreets(1);
    const street = sector.streets[0];
    if (!street) throw new Error('no street');
    await first.outbox.submit({
      kind: 'streetStatus',
      sectorId: sector.id,
      streetId: street.id,
      streetName: street.name,
      status: street.status === 'done' ? 'pending' : 'done',
    });
    const reloaded = outboxOnFaultyNetwork({ store: indexedDbQueueStore(databaseName) });
    await reloaded.outbox.ready;
    expect(reloaded.outbox.snapshot().writes.map((queued) => queued.write.kind)).toEqual([
      'houseNote',
      'streetStatus',
    ]);
    await reloaded.outbox.flush();
    expect(await houseNotesMentioning(reloaded.client, 'avant rechargement')).toBe(1);
    expect(await indexedDbQueueStore(databaseName).read()).toEqual([]);
  });

  it('loses no write when two tabs add to the IndexedDB queue at the same moment', async () => {
    const databaseName = `outbox-tabs-${crypto.randomUUID()}`;
    const tabs = [indexedDbQueueStore(databaseName), indexedDbQueueStore(databaseName)];
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        tabs[index % 2]?.update((queue) => [
          ...queue,
          {
            key: `k${index}`,
            owner: 'o',
            write: houseNote(`${index}`),
            createdAt: index,
            state: 'waiting',
            refusal: null,
          },
        ]),
      ),
    );
    expect((await tabs[0]?.read())?.map((queued) => queued.key).sort()).toHaveLength(40);
  });

  it('takes a deletion answered 404 as done: the record is gone either way', async () => {
    const { outbox, network } = outboxOnFaultyNetwork();
    network.online = false;
    await outbox.submit({ kind: 'favoriteDelete', id: 999_999 });
    network.online = true;
    await outbox.flush();
    expect(outbox.snapshot().writes).toEqual([]);
  });
});
