import type { CalendarEvent, Favorite, HouseNote, Sector } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import type { FieldWrite } from './field-writes';
import type { QueuedWrite } from './queue-store';
import { eventsWithQueue, favoritesWithQueue, houseNotesWithQueue, sectorWithQueue } from './queued-views';

let next = 0;
const queued = (write: FieldWrite, state: QueuedWrite['state'] = 'waiting'): QueuedWrite => ({
  key: `k${next++}`,
  owner: 'o',
  write,
  createdAt: Date.UTC(2026, 10, 23, 9),
  state,
  refusal: state === 'refused' ? { status: 400, message: 'Non.' } : null,
});

const sector: Sector = {
  id: 7,
  number: 1,
  status: 'pending',
  geometry: null,
  streets: [
    { id: 1, name: 'Rue des Lilas', status: 'pending' },
    { id: 2, name: 'Allée des Pins', status: 'pending' },
  ],
  zone: { id: 3, name: 'Centre' },
  zoneName: 'Centre',
  progress: 0,
  zone_notes: [
    {
      id: 40,
      content: 'Boîte aux lettres cassée',
      user: 'Camille Martin',
      created_at: '',
      zone: 3,
      location: { type: 'Point', coordinates: [-2.39, 47.28] },
    },
  ],
} as Sector;
const tick = (streetId: number, status: 'done' | 'pending', sectorId = 7): FieldWrite => ({
  kind: 'streetStatus',
  sectorId,
  streetId,
  streetName: '',
  status,
});

describe('a sector with what waits on the device', () => {
  it('shows waiting ticks with the progress they make, and marks them', () => {
    const view = sectorWithQueue(sector, [
      queued(tick(1, 'done')),
      queued(tick(2, 'done')),
      queued(tick(2, 'pending')),
    ]);
    expect(view.sector.streets.map((street) => street.status)).toEqual(['done', 'pending']);
    expect(view.sector).toMatchObject({ progress: 50, status: 'in_progress' });
    expect([...view.pendingStreetIds]).toEqual([1, 2]);
  });

  it('leaves out refused writes, other sectors and unknown streets', () => {
    const view = sectorWithQueue(sector, [
      queued(tick(1, 'done'), 'refused'),
      queued(tick(1, 'done', 8)),
      queued(tick(99, 'done')),
    ]);
    expect(view.sector.streets).toEqual(sector.streets);
    expect(view.pendingStreetIds.size).toBe(0);
  });

  it('shows the waiting street count and note changes', () => {
    const view = sectorWithQueue(sector, [
      queued({ kind: 'streetCount', sectorId: 7, streetCount: 5 }),
      queued({ kind: 'zoneNoteUpdate', noteId: 40, content: 'Réparée' }),
      queued({
        kind: 'zoneNoteCreate',
        localId: -5,
        zoneId: 3,
        content: 'Chien méchant',
        location: { type: 'Point', coordinates: [-2.4, 47.3] },
      }),
      queued({
        kind: 'zoneNoteCreate',
        localId: -6,
        zoneId: 4,
        content: 'autre zone',
        location: { type: 'Point', coordinates: [-2.4, 47.3] },
      }),
    ]);
    expect(view.pendingStreetCount).toBe(5);
    expect(view.sector.zone_notes.map((note) => [note.id, note.content])).toEqual([
      [40, 'Réparée'],
      [-5, 'Chien méchant'],
    ]);
    expect([...view.pendingNoteIds]).toEqual([40, -5]);
    const deleted = sectorWithQueue(sector, [queued({ kind: 'zoneNoteDelete', noteId: 40 })]);
    expect(deleted.sector.zone_notes).toEqual([]);
  });
});

describe('lists with what waits on the device', () => {
  const favorite: Favorite = {
    id: 1,
    title: 'Villa',
    content: '',
    type: 'street',
    street: null,
    street_name: null,
    created_at: null,
  };
  const payload = { title: 'Maison bleue', content: 'Rappeler', type: 'contact' as const, street: null };

  it('favourites: new first, edits applied, deletions hidden', () => {
    const view = favoritesWithQueue(
      [favorite, { ...favorite, id: 2, title: 'Garage' }],
      [
        queued({ kind: 'favoriteCreate', localId: -1, favorite: payload }),
        queued({ kind: 'favoriteUpdate', id: 1, favorite: { ...payload, title: 'Villa rénovée' } }),
        queued({ kind: 'favoriteDelete', id: 2 }),
      ],
    );
    expect(view.items.map((item) => [item.id, item.title])).toEqual([
      [-1, 'Maison bleue'],
      [1, 'Villa rénovée'],
    ]);
    expect([...view.pendingIds]).toEqual([-1, 1]);
  });

  it('events: only those whose date falls in the shown month, an edit may move one out', () => {
    const november = { start_date: '2026-11-01T00:00:00.000Z', end_date: '2026-11-30T23:59:59.999Z' };
    const event: CalendarEvent = {
      id: 9,
      title: 'Prospection',
      description: '',
      type: 'prospection',
      date: '2026-11-20T09:00:00.000Z',
      location: '',
    };
    const base = { description: '', type: 'rdv' as const, location: '' };
    const view = eventsWithQueue(
      [event],
      [
        queued({
          kind: 'eventCreate',
          localId: -1,
          event: { ...base, title: 'RDV', date: '2026-11-24T10:00:00.000Z' },
        }),
        queued({
          kind: 'eventCreate',
          localId: -2,
          event: { ...base, title: 'Décembre', date: '2026-12-02T10:00:00Z' },
        }),
        queued({
          kind: 'eventUpdate',
          id: 9,
          event: { ...base, title: 'Reporté', date: '2026-12-01T10:00:00Z' },
        }),
      ],
      november,
    );
    expect(view.items.map((item) => item.title)).toEqual(['RDV']);
  });

  it('house notes: the waiting ones first, newest first, marked by their outbox key; refused ones left out', () => {
    const sent: HouseNote = {
      id: null,
      label: 'interested',
      others: 'M. Perrin',
      user: 'Camille Martin',
      created_at: '2026-11-20T10:00:00.000Z',
    };
    const first = queued({ kind: 'houseNote', label: 'thinking', others: 'Couple hésitant' });
    const second = {
      ...queued({ kind: 'houseNote', label: 'interested', others: 'Mme Roux' }),
      createdAt: first.createdAt + 60_000,
    };
    const view = houseNotesWithQueue(
      [sent],
      [
        first,
        queued({ kind: 'favoriteCreate', localId: -1, favorite: payload }),
        queued({ kind: 'houseNote', label: 'interested', others: 'Refusée' }, 'refused'),
        second,
      ],
    );
    expect(view.items).toEqual([
      {
        id: second.key,
        label: 'interested',
        others: 'Mme Roux',
        user: '',
        created_at: '2026-11-23T09:01:00.000Z',
      },
      {
        id: first.key,
        label: 'thinking',
        others: 'Couple hésitant',
        user: '',
        created_at: '2026-11-23T09:00:00.000Z',
      },
      sent,
    ]);
    expect([...view.pendingIds]).toEqual([second.key, first.key]);
    expect(houseNotesWithQueue([sent], []).pendingIds.size).toBe(0);
  });
});
