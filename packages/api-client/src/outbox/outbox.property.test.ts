import { seed } from '@prospect/mock-server';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getHouseNotes } from '../house-notes/get-house-notes';
import { getSector } from '../sectors/get-sector';
import { useMockBackend } from '../test-support';
import { getZone } from '../zones/get-zone';
import type { FieldWrite } from './field-writes';
import { type Fault, outboxOnFaultyNetwork, sectorWithStreets } from './test-network';

useMockBackend();

/** How many random sessions the property runs (reported in the closing note of the offline issue). */
export const OUTBOX_PROPERTY_RUNS = 100;

type Step =
  | { do: 'tick'; street: number; status: 'done' | 'pending' }
  | { do: 'houseNote' }
  | { do: 'createNote' }
  | { do: 'editNote'; note: number }
  | { do: 'deleteNote'; note: number }
  | { do: 'offline' }
  | { do: 'online' }
  | { do: 'fault'; fault: Fault }
  | { do: 'poison'; street: number }
  | { do: 'wait'; minutes: number }
  | { do: 'retry' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    do: fc.constant('tick' as const),
    street: fc.integer({ min: 0, max: 2 }),
    status: fc.constantFrom('done' as const, 'pending' as const),
  }),
  fc.constant({ do: 'houseNote' as const }),
  fc.constant({ do: 'createNote' as const }),
  fc.record({ do: fc.constant('editNote' as const), note: fc.nat(5) }),
  fc.record({ do: fc.constant('deleteNote' as const), note: fc.nat(5) }),
  fc.constant({ do: 'offline' as const }),
  fc.constant({ do: 'online' as const }),
  fc.record({
    do: fc.constant('fault' as const),
    fault: fc.constantFrom<Fault>('drop', 'lose-answer', 'unavailable', 'in-flight'),
  }),
  // A server bug: every write to this street answered 500, for the whole session.
  fc.record({ do: fc.constant('poison' as const), street: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ do: fc.constant('wait' as const), minutes: fc.integer({ min: 0, max: 20 }) }),
  fc.constant({ do: 'retry' as const }),
);

/** A note the agent wrote in this session, as the screen shows it: its id is local until sent. */
interface WrittenNote {
  marker: string;
  content: string;
  deleted: boolean;
}

describe('the outbox, over random sessions in a bad network', () => {
  it('ends with the server holding what the agent did: last tick wins, each note once, nothing lost, a broken street blocking nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 30 }), async (steps) => {
        await seed();
        const { outbox, network, client, clock } = outboxOnFaultyNetwork();
        const { zoneId, sector } = sectorWithStreets(3);
        const streets = sector.streets.slice(0, 3);
        const intended = new Map<number, 'done' | 'pending'>();
        const houseNotes: string[] = [];
        const notes: WrittenNote[] = [];
        const localIds = new Map<string, number>();
        let counter = 0;
        const submit = (write: FieldWrite) => outbox.submit(write);

        for (const action of steps) {
          switch (action.do) {
            case 'tick': {
              const street = streets[action.street];
              if (!street) break;
              await submit({
                kind: 'streetStatus',
                sectorId: sector.id,
                zoneId,
                streetId: street.id,
                streetName: street.name,
                status: action.status,
              });
              intended.set(street.id, action.status);
              break;
            }
            case 'houseNote': {
              const others = `porte ${counter++}`;
              await submit({ kind: 'houseNote', label: 'thinking', others });
              houseNotes.push(others);
              break;
            }
            case 'createNote': {
              const marker = `note ${counter++}`;
              const localId = -1000 - counter;
              localIds.set(marker, localId);
              await submit({
                kind: 'zoneNoteCreate',
                localId,
                zoneId,
                content: marker,
                location: { type: 'Point', coordinates: [-2.39, 47.28] },
              });
              notes.push({ marker, content: marker, deleted: false });
              break;
            }
            case 'editNote':
            case 'deleteNote': {
              // The agent edits only what the screen shows as still local: sent notes get a server id
              // the next read brings, which this model does not follow.
              const note = notes.filter((candidate) => !candidate.deleted)[action.note];
              const localId = note && localIds.get(note.marker);
              const stillLocal = outbox
                .snapshot()
                .writes.some((queued) => 'localId' in queued.write && queued.write.localId === localId);
              if (!note || localId === undefined || !stillLocal) break;
              if (action.do === 'editNote') {
                const content = `${note.marker} modifiée ${counter++}`;
                await submit({ kind: 'zoneNoteUpdate', noteId: localId, content });
                note.content = content;
              } else {
                await submit({ kind: 'zoneNoteDelete', noteId: localId });
                note.deleted = true;
              }
              break;
            }
            case 'offline':
              network.online = false;
              break;
            case 'online':
              network.online = true;
              await outbox.flush();
              break;
            case 'fault':
              network.faults.push(action.fault);
              break;
            case 'poison': {
              const street = streets[action.street];
              if (street) network.poisoned.add(`/api/accounts/streets/${street.id}/`);
              break;
            }
            case 'wait':
              clock.now += action.minutes * 60_000;
              await outbox.flush();
              break;
            case 'retry':
              await outbox.retry();
              break;
          }
        }

        // The connection comes back for good; the hours pass.
        network.online = true;
        network.faults = [];
        for (let hour = 0; hour < 6; hour += 1) {
          clock.now += 3_600_000;
          await outbox.flush();
        }
        const broken = (write: FieldWrite) =>
          write.kind === 'streetStatus' && network.poisoned.has(`/api/accounts/streets/${write.streetId}/`);
        // Only the broken streets' ticks are left, kept for a server fixed later.
        expect(outbox.snapshot().writes.filter((queued) => !broken(queued.write))).toEqual([]);

        const after = await getSector(client, sector.id);
        for (const [streetId, status] of intended) {
          if (network.poisoned.has(`/api/accounts/streets/${streetId}/`)) continue;
          expect(after.streets.find((street) => street.id === streetId)?.status).toBe(status);
        }
        const serverHouseNotes = (await getHouseNotes(client)).map((note) => note.others);
        for (const others of houseNotes) {
          expect(serverHouseNotes.filter((text) => text === others)).toHaveLength(1);
        }
        const serverNotes = (await getZone(client, zoneId)).notes.map((note) => note.content);
        for (const note of notes) {
          const copies = serverNotes.filter(
            (content) => content === note.marker || content.startsWith(`${note.marker} modifiée`),
          ).length;
          expect(copies, note.marker).toBe(note.deleted ? 0 : 1);
          if (!note.deleted) expect(serverNotes).toContain(note.content);
        }
      }),
      { numRuns: OUTBOX_PROPERTY_RUNS },
    );
  }, 240_000);
});
