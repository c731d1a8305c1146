import * as v from 'valibot';

// The closed sets of the contract. Roles stay strict (they decide what a user may do); display
// categories fall back to the spec's default or its 'other' rather than refuse a whole answer.

export const ROLES = ['AGENT', 'ADMIN', 'SUPER_ADMIN'] as const;
export const role = v.picklist(ROLES);
export type Role = v.InferOutput<typeof role>;

export const STREET_STATUSES = ['pending', 'done'] as const;
export const streetStatus = v.picklist(STREET_STATUSES);
export type StreetStatus = v.InferOutput<typeof streetStatus>;

/** Spec §4: pending, in_progress, done on the lists; ready, creating, error on the map; anything else 'other'. */
export const SECTOR_STATUSES = [
  'pending',
  'in_progress',
  'done',
  'ready',
  'creating',
  'error',
  'other',
] as const;
export type SectorStatus = (typeof SECTOR_STATUSES)[number];

export const FAVORITE_TYPES = ['street', 'estimation', 'contact'] as const;
export const favoriteType = v.picklist(FAVORITE_TYPES);
export type FavoriteType = v.InferOutput<typeof favoriteType>;

export const EVENT_TYPES = ['prospection', 'rdv', 'navigation'] as const;
export const eventType = v.picklist(EVENT_TYPES);
export type EventType = v.InferOutput<typeof eventType>;

/** The labels that count (spec §9): interested raises contacts, thinking raises estimations. */
export const HOUSE_NOTE_LABELS = ['interested', 'thinking'] as const;
export const houseNoteLabel = v.picklist(HOUSE_NOTE_LABELS);
export type HouseNoteLabel = v.InferOutput<typeof houseNoteLabel>;

/**
 * Optional extension « portes »: what happened at a door on the last visit. `flyer_left` is a flyer
 * round's (boîtage) outcome; a STOP PUB letterbox is a flag of the door, not an outcome.
 */
export const DOOR_OUTCOMES = [
  'not_visited',
  'absent',
  'not_interested',
  'interested',
  'thinking',
  'flyer_left',
] as const;
export type DoorOutcome = (typeof DOOR_OUTCOMES)[number];

/** Reads any text into one of `values` (case and spaces aside), else `fallback`. */
export function oneOf<const T extends readonly string[], F extends string>(values: T, fallback: F) {
  const known = new Set<string>(values);
  return v.pipe(
    v.fallback(v.nullish(v.string(), null), null),
    v.transform((value): T[number] | F => {
      const normal = value
        ?.trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_');
      return normal !== undefined && known.has(normal) ? (normal as T[number]) : fallback;
    }),
  );
}

export const sectorStatusReader = oneOf(SECTOR_STATUSES, 'other');
export const favoriteTypeReader = oneOf(FAVORITE_TYPES, 'street');
export const eventTypeReader = oneOf(EVENT_TYPES, 'prospection');
/** A street's status: only 'done' (in any case) is done, so an unknown value never shows work as finished. */
export const streetStatusReader = oneOf(['done'] as const, 'pending');
