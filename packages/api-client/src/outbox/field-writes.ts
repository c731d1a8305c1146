import type {
  Door,
  DoorUpdatePayload,
  EventPayload,
  FavoritePayload,
  HouseNoteLabel,
  Point,
  Sector,
  StreetStatus,
} from '@prospect/contract';
import type { ScopedMutator } from 'swr';
import { createStreetDoor } from '../doors/create-street-door';
import { savedDoor, withSavedDoor } from '../doors/door-answer';
import { updateDoor } from '../doors/update-door';
import { createEvent } from '../events/create-event';
import { deleteEvent } from '../events/delete-event';
import { allEventsKeys } from '../events/get-events';
import { updateEvent } from '../events/update-event';
import { createFavorite } from '../favorites/create-favorite';
import { deleteFavorite } from '../favorites/delete-favorite';
import { updateFavorite } from '../favorites/update-favorite';
import { createHouseNote } from '../house-notes/create-house-note';
import type { ApiClient, WriteOptions } from '../http';
import { createZoneNote } from '../notes/create-zone-note';
import { deleteZoneNote } from '../notes/delete-zone-note';
import { updateZoneNote } from '../notes/update-zone-note';
import { favoritesKey, houseNotesKey, sectorKey, statsKey, streetDoorsKey } from '../read-keys';
import { updateStreetCount } from '../sectors/update-street-count';
import { updateStreet, withStreetStatus } from '../streets/update-street';
import type { KeyOrFilter } from '../swr';
import { zoneNoteKeys, zoneProgressKeys } from '../zones/cache';

/**
 * Every write an agent makes in the field, as the outbox keeps it: plain data (it is stored in
 * IndexedDB and replayed after a reload), with what the screens need to show it before it is sent.
 * A record created on the device has a negative `localId` until the server has it.
 */
export type FieldWrite =
  | {
      kind: 'streetStatus';
      sectorId: number;
      zoneId?: number | undefined;
      streetId: number;
      /** For the list of waiting changes. */
      streetName: string;
      status: StreetStatus;
    }
  | { kind: 'streetCount'; sectorId: number; streetCount: number }
  | { kind: 'zoneNoteCreate'; localId: number; zoneId: number; content: string; location: Point }
  | { kind: 'zoneNoteUpdate'; noteId: number; content: string }
  | { kind: 'zoneNoteDelete'; noteId: number }
  | { kind: 'houseNote'; label: HouseNoteLabel; others: string }
  | { kind: 'favoriteCreate'; localId: number; favorite: FavoritePayload }
  | { kind: 'favoriteUpdate'; id: number; favorite: FavoritePayload }
  | { kind: 'favoriteDelete'; id: number }
  | { kind: 'eventCreate'; localId: number; event: EventPayload }
  | { kind: 'eventUpdate'; id: number; event: EventPayload }
  | { kind: 'eventDelete'; id: number }
  | ({ kind: 'doorUpdate'; doorId: number } & DoorWriteContext)
  | ({ kind: 'doorCreate'; localId: number } & DoorWriteContext);

/** What a door write carries besides the door: where it is, for the screens and the list of changes. */
export interface DoorWriteContext {
  streetId: number;
  sectorId?: number | undefined;
  /** The door's number and its street's name, for the list of waiting changes. */
  number: string;
  streetName: string;
  /** What the agent set (for a creation: its first outcome, if any). */
  changes: DoorUpdatePayload;
}

export type FieldWriteKind = FieldWrite['kind'];
export type FieldWriteOf<K extends FieldWriteKind> = Extract<FieldWrite, { kind: K }>;

/**
 * Sends one write with its idempotency key, for the account that made it; resolves with what the
 * cache can use from the answer.
 */
export async function sendFieldWrite(client: ApiClient, write: FieldWrite, options: WriteOptions) {
  switch (write.kind) {
    case 'streetStatus': {
      const { streetId, status, zoneId } = write;
      return updateStreet(client, { streetId, status, zoneId }, options);
    }
    case 'streetCount':
      return updateStreetCount(client, write, options);
    case 'zoneNoteCreate':
      return createZoneNote(client, write, options);
    case 'zoneNoteUpdate':
      return updateZoneNote(client, write, options);
    case 'zoneNoteDelete':
      return deleteZoneNote(client, write.noteId, options);
    case 'houseNote':
      return createHouseNote(client, { label: write.label, others: write.others }, options);
    case 'favoriteCreate':
      return createFavorite(client, write.favorite, options);
    case 'favoriteUpdate':
      return updateFavorite(client, { id: write.id, ...write.favorite }, options);
    case 'favoriteDelete':
      return deleteFavorite(client, write.id, options);
    case 'eventCreate':
      return createEvent(client, write.event, options);
    case 'eventUpdate':
      return updateEvent(client, { id: write.id, ...write.event }, options);
    case 'eventDelete':
      return deleteEvent(client, write.id, options);
    case 'doorUpdate':
      return updateDoor(client, { doorId: write.doorId, changes: write.changes }, options);
    case 'doorCreate': {
      const { streetId, number, changes } = write;
      return createStreetDoor(client, { streetId, number, changes }, options);
    }
  }
}

/** The cached answers a sent write changes, refetched so the screens show the server's view. */
export function keysChangedBy(write: FieldWrite): KeyOrFilter[] {
  switch (write.kind) {
    case 'streetStatus':
    case 'streetCount':
      return [sectorKey(write.sectorId), ...zoneProgressKeys];
    case 'zoneNoteCreate':
    case 'zoneNoteUpdate':
    case 'zoneNoteDelete':
      return zoneNoteKeys;
    case 'houseNote':
      return [statsKey, houseNotesKey];
    case 'favoriteCreate':
    case 'favoriteUpdate':
    case 'favoriteDelete':
      return [favoritesKey];
    case 'eventCreate':
    case 'eventUpdate':
    case 'eventDelete':
      return [allEventsKeys];
    case 'doorUpdate':
    case 'doorCreate':
      return [streetDoorsKey(write.streetId)];
  }
}

/**
 * Once the server has a write, the cache takes it over from the outbox: what is known at once is
 * written in (a tick, the counted sector), then the changed answers are refetched. Resolves when the
 * refetch is done or after `patienceMs`, so the outbox never waits long on a slow read.
 */
export async function handOverToCache(
  mutate: ScopedMutator,
  write: FieldWrite,
  answer: unknown,
  patienceMs = 5000,
): Promise<void> {
  if (write.kind === 'streetStatus') {
    await mutate<Sector>(
      sectorKey(write.sectorId),
      (current) => current && withStreetStatus(current, write),
      {
        revalidate: false,
      },
    );
  }
  if (write.kind === 'streetCount' && answer && typeof answer === 'object') {
    await mutate(sectorKey(write.sectorId), answer as Sector, { revalidate: false });
  }
  const door = write.kind === 'doorUpdate' || write.kind === 'doorCreate' ? savedDoor(answer) : null;
  if (door && 'streetId' in write) {
    const key = streetDoorsKey(write.streetId);
    await mutate<Door[]>(key, (doors) => withSavedDoor(doors, door), { revalidate: false });
  }
  const refetched = Promise.allSettled(keysChangedBy(write).map((key) => mutate(key)));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, patienceMs);
  });
  await Promise.race([refetched, patience]);
  clearTimeout(timer);
}

/**
 * The record a write changes, for the outbox's order: writes to one record go out in the order they
 * were made, writes to different records need not. Null for a write that creates a record of its own
 * and is never changed after (a house note).
 */
export function recordKeyOf(write: FieldWrite): string | null {
  switch (write.kind) {
    case 'streetStatus':
      return `street:${write.streetId}`;
    case 'streetCount':
      return `sector:${write.sectorId}`;
    case 'zoneNoteCreate':
      return `zoneNote:${write.localId}`;
    case 'zoneNoteUpdate':
    case 'zoneNoteDelete':
      return `zoneNote:${write.noteId}`;
    case 'houseNote':
      return null;
    case 'favoriteCreate':
    case 'eventCreate':
      return `${write.kind === 'eventCreate' ? 'event' : 'favorite'}:${write.localId}`;
    case 'favoriteUpdate':
    case 'favoriteDelete':
      return `favorite:${write.id}`;
    case 'eventUpdate':
    case 'eventDelete':
      return `event:${write.id}`;
    case 'doorUpdate':
      return `door:${write.doorId}`;
    case 'doorCreate':
      return `door:${write.localId}`;
  }
}

/** A write to a record that exists only on the device (created offline, not yet sent). */
export function localTarget(write: FieldWrite): { createKind: FieldWriteKind; localId: number } | null {
  switch (write.kind) {
    case 'zoneNoteUpdate':
    case 'zoneNoteDelete':
      return write.noteId < 0 ? { createKind: 'zoneNoteCreate', localId: write.noteId } : null;
    case 'favoriteUpdate':
    case 'favoriteDelete':
      return write.id < 0 ? { createKind: 'favoriteCreate', localId: write.id } : null;
    case 'eventUpdate':
    case 'eventDelete':
      return write.id < 0 ? { createKind: 'eventCreate', localId: write.id } : null;
    case 'doorUpdate':
      return write.doorId < 0 ? { createKind: 'doorCreate', localId: write.doorId } : null;
    default:
      return null;
  }
}

/** The create `write` changes, with the change applied; null when `write` deletes it. */
export function amendCreate(create: FieldWrite, write: FieldWrite): FieldWrite | null {
  if (create.kind === 'zoneNoteCreate' && write.kind === 'zoneNoteUpdate') {
    return { ...create, content: write.content };
  }
  if (create.kind === 'favoriteCreate' && write.kind === 'favoriteUpdate') {
    return { ...create, favorite: write.favorite };
  }
  if (create.kind === 'eventCreate' && write.kind === 'eventUpdate') return { ...create, event: write.event };
  if (create.kind === 'doorCreate' && write.kind === 'doorUpdate') {
    return { ...create, changes: { ...create.changes, ...write.changes } };
  }
  return null;
}

/** The server's id for a record created on the device, from its creation's answer (null if unsaid). */
export function createdIdOf(write: FieldWrite, answer: unknown): number | null {
  if (!('localId' in write)) return null;
  // A door's creation answers the door itself.
  if (write.kind === 'doorCreate') return savedDoor(answer)?.id ?? null;
  return typeof answer === 'number' && answer > 0 ? answer : null;
}

/** `write` pointed at the server's id instead of the device's, for a record the server now has. */
export function retarget(write: FieldWrite, localId: number, serverId: number): FieldWrite {
  switch (write.kind) {
    case 'zoneNoteUpdate':
    case 'zoneNoteDelete':
      return write.noteId === localId ? { ...write, noteId: serverId } : write;
    case 'favoriteUpdate':
    case 'favoriteDelete':
    case 'eventUpdate':
    case 'eventDelete':
      return write.id === localId ? { ...write, id: serverId } : write;
    case 'doorUpdate':
      return write.doorId === localId ? { ...write, doorId: serverId } : write;
    default:
      return write;
  }
}

/** A negative id no server gives, unique on this device. */
export function newLocalId(): number {
  localIdCounter = (localIdCounter + 1) % 1000;
  return -(Date.now() * 1000 + localIdCounter);
}
let localIdCounter = 0;
