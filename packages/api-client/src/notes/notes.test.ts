import { demoAccounts, fixtures } from '@prospect/mock-server';
import { describe, expect, it } from 'vitest';
import { createHouseNote } from '../house-notes/create-house-note';
import { getHouseNotes } from '../house-notes/get-house-notes';
import { getStats } from '../stats/get-stats';
import { addedRecord } from '../test-records';
import { clientFor, failureOf, useMockBackend } from '../test-support';
import { getZone } from '../zones/get-zone';
import { createZoneNote } from './create-zone-note';
import { deleteZoneNote } from './delete-zone-note';
import { updateZoneNote } from './update-zone-note';

useMockBackend();

const agent = () => clientFor(demoAccounts.agent);
const centreId = () => fixtures.zoneId('La Baule-Escoublac – Centre');

describe('zone notes', () => {
  it('create, update and delete, each seen in the zone detail', async () => {
    const zoneId = centreId();
    const notesOfZone = async () => (await getZone(agent(), zoneId)).notes;
    const before = await notesOfZone();
    await expect(
      createZoneNote(agent(), {
        zoneId,
        content: 'Volets fermés, repasser en fin de journée.',
        location: { type: 'Point', coordinates: [-2.391, 47.286] },
      }),
    ).resolves.toEqual(expect.any(Number));
    const note = addedRecord(before, await notesOfZone());
    expect(note).toMatchObject({
      zone: zoneId,
      content: 'Volets fermés, repasser en fin de journée.',
      user: 'Camille Martin',
      location: { coordinates: [-2.391, 47.286] },
    });

    await updateZoneNote(agent(), { noteId: note.id, content: 'Rendez-vous pris.' });
    expect((await notesOfZone()).find(({ id }) => id === note.id)).toEqual({
      ...note,
      content: 'Rendez-vous pris.',
    });

    await deleteZoneNote(agent(), note.id);
    expect((await getZone(agent(), zoneId)).notes.map(({ id }) => id)).not.toContain(note.id);
  });

  it("someone else's note cannot be edited by an agent", async () => {
    const theirs = fixtures
      .zoneDetail(fixtures.zoneId('Nantes – Centre-ville'))
      .notes.find((note) => note.user !== 'Camille Martin');
    if (!theirs) throw new Error('seed: no note by another author');
    const failure = await failureOf(
      updateZoneNote(clientFor(demoAccounts.agent2), { noteId: theirs.id, content: 'x' }),
    );
    expect(failure).toMatchObject({ kind: 'http' });
  });
});

describe('house notes', () => {
  it('getHouseNotes answers the contract shape', async () => {
    expect(await getHouseNotes(agent())).toEqual(fixtures.houseNotes());
  });

  it('interested raises the contacts, thinking the estimations', async () => {
    const before = await getStats(agent());
    const notesBefore = await getHouseNotes(agent());
    await createHouseNote(agent(), { label: 'interested', others: 'Mme Leroux, n° 4' });
    const notesBetween = await getHouseNotes(agent());
    expect(addedRecord(notesBefore, notesBetween)).toMatchObject({
      label: 'interested',
      others: 'Mme Leroux, n° 4',
    });
    await createHouseNote(agent(), { label: 'thinking', others: '' });
    expect(addedRecord(notesBetween, await getHouseNotes(agent()))).toMatchObject({ label: 'thinking' });
    const after = await getStats(agent());
    expect(after.contacts).toBe(before.contacts + 1);
    expect(after.estimations).toBe(before.estimations + 1);
  });
});
