import type {
  EventPayload,
  FavoritePayload,
  HouseNoteLabel,
  Point,
  StreetStatus,
  ZoneDetail,
} from '@prospect/contract';
import { useCallback, useMemo } from 'react';
import { monthBounds, useEvents } from '../events/get-events';
import { useFavorites } from '../favorites/get-favorites';
import { useHouseNotes } from '../house-notes/get-house-notes';
import { useSector } from '../sectors/get-sector';
import { useZone } from '../zones/get-zone';
import { type FieldWrite, newLocalId } from './field-writes';
import { useOutbox, useOutboxSnapshot } from './OutboxProvider';
import type { SubmitOutcome } from './outbox';
import type { QueuedWrite } from './queue-store';
import {
  eventsWithQueue,
  favoritesWithQueue,
  houseNotesWithQueue,
  notesWithQueue,
  sectorWithQueue,
} from './queued-views';

// Every field write goes through the outbox (see outbox.ts): it is kept on the device first, so no
// failure of the network can lose it. Each hook resolves `sent` or `queued`, and rejects only when the
// server refuses the write, with the ApiError the screen turns into its French message.

function useSubmit<Arg>(toWrite: (arg: Arg) => FieldWrite) {
  const outbox = useOutbox();
  const trigger = useCallback(
    (arg: Arg): Promise<SubmitOutcome> => outbox.submit(toWrite(arg)),
    [outbox, toWrite],
  );
  return { trigger };
}

export interface StreetTick {
  streetId: number;
  /** For the list of waiting changes. */
  streetName: string;
  status: StreetStatus;
  /** Spec §7: the update carries the zone id too; the server checks the street belongs to it. */
  zoneId?: number | undefined;
}

/** Ticks a street of sector `sectorId` (PATCH /api/accounts/streets/{id}/). */
export function useUpdateStreet(sectorId: number) {
  const toWrite = useCallback(
    (tick: StreetTick): FieldWrite => ({ kind: 'streetStatus', sectorId, ...tick }),
    [sectorId],
  );
  return useSubmit(toWrite);
}

const streetCountWrite = ({
  sectorId,
  streetCount,
}: {
  sectorId: number;
  streetCount: number;
}): FieldWrite => ({
  kind: 'streetCount',
  sectorId,
  streetCount,
});
/** PATCH /api/accounts/sectors/{id}/update-streets/ `{ street_count }`. */
export const useUpdateStreetCount = () => useSubmit(streetCountWrite);

const zoneNoteCreateWrite = (note: { zoneId: number; content: string; location: Point }): FieldWrite => ({
  kind: 'zoneNoteCreate',
  localId: newLocalId(),
  ...note,
});
const zoneNoteUpdateWrite = (edit: { noteId: number; content: string }): FieldWrite => ({
  kind: 'zoneNoteUpdate',
  ...edit,
});
const zoneNoteDeleteWrite = (noteId: number): FieldWrite => ({ kind: 'zoneNoteDelete', noteId });
export const useCreateZoneNote = () => useSubmit(zoneNoteCreateWrite);
export const useUpdateZoneNote = () => useSubmit(zoneNoteUpdateWrite);
export const useDeleteZoneNote = () => useSubmit(zoneNoteDeleteWrite);

const houseNoteWrite = (note: { label: HouseNoteLabel; others: string }): FieldWrite => ({
  kind: 'houseNote',
  ...note,
});
/** POST /api/house-notes/ `{ label, others }`. */
export const useCreateHouseNote = () => useSubmit(houseNoteWrite);

const favoriteCreateWrite = (favorite: FavoritePayload): FieldWrite => ({
  kind: 'favoriteCreate',
  localId: newLocalId(),
  favorite,
});
const favoriteUpdateWrite = ({ id, ...favorite }: FavoritePayload & { id: number }): FieldWrite => ({
  kind: 'favoriteUpdate',
  id,
  favorite,
});
const favoriteDeleteWrite = (id: number): FieldWrite => ({ kind: 'favoriteDelete', id });
export const useCreateFavorite = () => useSubmit(favoriteCreateWrite);
export const useUpdateFavorite = () => useSubmit(favoriteUpdateWrite);
export const useDeleteFavorite = () => useSubmit(favoriteDeleteWrite);

const eventCreateWrite = (event: EventPayload): FieldWrite => ({
  kind: 'eventCreate',
  localId: newLocalId(),
  event,
});
const eventUpdateWrite = ({ id, ...event }: EventPayload & { id: number }): FieldWrite => ({
  kind: 'eventUpdate',
  id,
  event,
});
const eventDeleteWrite = (id: number): FieldWrite => ({ kind: 'eventDelete', id });
export const useCreateEvent = () => useSubmit(eventCreateWrite);
export const useUpdateEvent = () => useSubmit(eventUpdateWrite);
export const useDeleteEvent = () => useSubmit(eventDeleteWrite);

const NO_IDS: ReadonlySet<number> = new Set();
const NO_KEYS: ReadonlySet<string> = new Set();

function useQueued<Data, View>(
  data: Data | undefined,
  apply: (data: Data, writes: readonly QueuedWrite[]) => View,
): View | undefined {
  const { writes } = useOutboxSnapshot();
  return useMemo(() => (data === undefined ? undefined : apply(data, writes)), [data, writes, apply]);
}

/**
 * The sector as the agent left it: the server's answer with the ticks, the street count and the note
 * changes still waiting on the device, and the ids of what is not yet sent.
 */
export function useQueuedSector(sectorId: number | null) {
  const { data, error, isLoading, mutate } = useSector(sectorId);
  const queued = useQueued(data, sectorWithQueue);
  return {
    data: queued?.sector,
    error,
    isLoading,
    mutate,
    pendingStreetIds: queued?.pendingStreetIds ?? NO_IDS,
    pendingStreetCount: queued?.pendingStreetCount ?? null,
    pendingNoteIds: queued?.pendingNoteIds ?? NO_IDS,
  };
}

const zoneWithQueue = (zone: ZoneDetail, writes: readonly QueuedWrite[]) => {
  const notes = notesWithQueue(zone.notes, zone.id, writes);
  return { zone: { ...zone, notes: notes.notes }, pendingNoteIds: notes.pendingIds };
};

/** The zone detail with its waiting note changes. */
export function useQueuedZone(zoneId: number | null) {
  const { data, error, isLoading, mutate } = useZone(zoneId);
  const queued = useQueued(data, zoneWithQueue);
  return { data: queued?.zone, error, isLoading, mutate, pendingNoteIds: queued?.pendingNoteIds ?? NO_IDS };
}

/** The favourites with the waiting creations, edits and deletions. */
export function useQueuedFavorites() {
  const { data, error, isLoading, mutate } = useFavorites();
  const queued = useQueued(data, favoritesWithQueue);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_IDS };
}

/** The displayed month's events with the waiting ones that fall in it. */
export function useQueuedEvents(month: Date) {
  const { data, error, isLoading, mutate } = useEvents(month);
  const time = month.getTime();
  const apply = useCallback(
    (events: NonNullable<typeof data>, writes: readonly QueuedWrite[]) =>
      eventsWithQueue(events, writes, monthBounds(new Date(time))),
    [time],
  );
  const queued = useQueued(data, apply);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_IDS };
}

/**
 * The agent's house notes (GET /api/house-notes/) with those still waiting on the device, marked by
 * `pendingIds` (their outbox keys). A sent one hands over to this read (`keysChangedBy` revalidates it).
 */
export function useQueuedHouseNotes() {
  const { data, error, isLoading, mutate } = useHouseNotes();
  const queued = useQueued(data, houseNotesWithQueue);
  return { data: queued?.items, error, isLoading, mutate, pendingIds: queued?.pendingIds ?? NO_KEYS };
}
