import type { CalendarEvent, Favorite, HouseNote, Sector, ZoneNote } from '@prospect/contract';
import { withStreetStatus } from '../streets/update-street';
import type { FieldWrite, FieldWriteKind, FieldWriteOf } from './field-writes';
import type { QueuedWrite } from './queue-store';

// The screens' data is the server's answer (the SWR cache) with the writes still waiting on the device
// applied on top. Refused writes are not applied: they are neither saved nor going to be.

type Waiting<K extends FieldWriteKind> = { queued: QueuedWrite; write: FieldWriteOf<K> };

function waitingOf<K extends FieldWriteKind>(writes: readonly QueuedWrite[], kinds: readonly K[]) {
  const found: Waiting<K>[] = [];
  for (const queued of writes) {
    if (queued.state !== 'refused' && (kinds as readonly FieldWriteKind[]).includes(queued.write.kind)) {
      found.push({ queued, write: queued.write as FieldWriteOf<K> });
    }
  }
  return found;
}

const NOTE_WRITES = ['zoneNoteCreate', 'zoneNoteUpdate', 'zoneNoteDelete'] as const;

/** A zone's notes with the waiting creations, edits and deletions; `pendingIds` marks the changed ones. */
export function notesWithQueue(
  notes: readonly ZoneNote[],
  zoneId: number | null,
  writes: readonly QueuedWrite[],
): { notes: ZoneNote[]; pendingIds: ReadonlySet<number> } {
  const pendingIds = new Set<number>();
  let shown = [...notes];
  for (const { queued, write } of waitingOf(writes, NOTE_WRITES)) {
    if (write.kind === 'zoneNoteCreate') {
      if (write.zoneId !== zoneId) continue;
      shown.push({
        id: write.localId,
        content: write.content,
        user: '',
        created_at: new Date(queued.createdAt).toISOString(),
        zone: write.zoneId,
        location: write.location,
      });
      pendingIds.add(write.localId);
    } else if (write.kind === 'zoneNoteUpdate') {
      shown = shown.map((note) => (note.id === write.noteId ? { ...note, content: write.content } : note));
      if (shown.some((note) => note.id === write.noteId)) pendingIds.add(write.noteId);
    } else {
      shown = shown.filter((note) => note.id !== write.noteId);
    }
  }
  return { notes: shown, pendingIds };
}

export interface QueuedSector {
  sector: Sector;
  pendingStreetIds: ReadonlySet<number>;
  /** The street count waiting to be sent, if any (the server rebuilds the streets from it). */
  pendingStreetCount: number | null;
  pendingNoteIds: ReadonlySet<number>;
}

/** A sector with its waiting street ticks, street count and note changes. */
export function sectorWithQueue(sector: Sector, writes: readonly QueuedWrite[]): QueuedSector {
  const pendingStreetIds = new Set<number>();
  let pendingStreetCount: number | null = null;
  let shown = sector;
  for (const { write } of waitingOf(writes, ['streetStatus', 'streetCount'] as const)) {
    if (write.sectorId !== sector.id) continue;
    if (write.kind === 'streetCount') {
      pendingStreetCount = write.streetCount;
    } else if (shown.streets.some((street) => street.id === write.streetId)) {
      shown = withStreetStatus(shown, write);
      pendingStreetIds.add(write.streetId);
    }
  }
  const zoneId = sector.zone?.id ?? null;
  const notes = notesWithQueue(sector.zone_notes, zoneId, writes);
  return {
    sector: { ...shown, zone_notes: notes.notes },
    pendingStreetIds,
    pendingStreetCount,
    pendingNoteIds: notes.pendingIds,
  };
}

interface ListWrites<K extends FieldWriteKind> {
  create: K;
  update: FieldWriteKind;
  remove: FieldWriteKind;
}

function listWithQueue<Item extends { id: number }, K extends FieldWriteKind>(
  items: readonly Item[],
  writes: readonly QueuedWrite[],
  kinds: ListWrites<K>,
  created: (write: FieldWriteOf<K>, queued: QueuedWrite) => Item | null,
  updated: (item: Item, write: FieldWrite) => Item,
): { items: Item[]; pendingIds: ReadonlySet<number> } {
  const pendingIds = new Set<number>();
  let shown = [...items];
  for (const { queued, write } of waitingOf(writes, [kinds.create, kinds.update, kinds.remove])) {
    const targetId = 'id' in write ? write.id : null;
    if (write.kind === kinds.create) {
      const item = created(write as FieldWriteOf<K>, queued);
      if (item) {
        shown = [item, ...shown];
        pendingIds.add(item.id);
      }
    } else if (write.kind === kinds.update && targetId !== null) {
      shown = shown.map((item) => (item.id === targetId ? updated(item, write) : item));
      if (shown.some((item) => item.id === targetId)) pendingIds.add(targetId);
    } else if (targetId !== null) {
      shown = shown.filter((item) => item.id !== targetId);
    }
  }
  return { items: shown, pendingIds };
}

/** The favourites with the waiting ones: new ones first, as the server lists the newest first. */
export function favoritesWithQueue(favorites: readonly Favorite[], writes: readonly QueuedWrite[]) {
  return listWithQueue(
    favorites,
    writes,
    { create: 'favoriteCreate', update: 'favoriteUpdate', remove: 'favoriteDelete' },
    (write, queued) => ({
      id: write.localId,
      ...write.favorite,
      street_name: null,
      created_at: new Date(queued.createdAt).toISOString(),
    }),
    (item, write) => (write.kind === 'favoriteUpdate' ? { ...item, ...write.favorite } : item),
  );
}

/** A month's events with the waiting ones whose date falls in it (`bounds` as the request sends it). */
export function eventsWithQueue(
  events: readonly CalendarEvent[],
  writes: readonly QueuedWrite[],
  bounds: { start_date: string; end_date: string },
) {
  const start = Date.parse(bounds.start_date);
  const end = Date.parse(bounds.end_date);
  const inMonth = (date: string) => {
    const time = Date.parse(date);
    return time >= start && time <= end;
  };
  const result = listWithQueue(
    events,
    writes,
    { create: 'eventCreate', update: 'eventUpdate', remove: 'eventDelete' },
    (write) => (inMonth(write.event.date) ? { id: write.localId, ...write.event } : null),
    (item, write) => (write.kind === 'eventUpdate' ? { ...item, ...write.event } : item),
  );
  // An edit may move an event to another month.
  return { ...result, items: result.items.filter((event) => inMonth(event.date)) };
}

/**
 * The house notes with the waiting ones first, newest first as the server lists them. A house note has
 * no id of its own before the server has it (nothing ever changes it), so a waiting one carries its
 * outbox key: `pendingIds` holds those keys.
 */
export function houseNotesWithQueue(
  notes: readonly HouseNote[],
  writes: readonly QueuedWrite[],
): { items: HouseNote[]; pendingIds: ReadonlySet<string> } {
  const waiting = waitingOf(writes, ['houseNote'] as const).map(
    ({ queued, write }): HouseNote => ({
      id: queued.key,
      label: write.label,
      others: write.others,
      // The server names the author; the device knows only that it is the agent.
      user: '',
      created_at: new Date(queued.createdAt).toISOString(),
    }),
  );
  if (waiting.length === 0) return { items: [...notes], pendingIds: new Set() };
  waiting.reverse();
  return { items: [...waiting, ...notes], pendingIds: new Set(waiting.map((note) => String(note.id))) };
}
