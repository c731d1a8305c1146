import * as v from 'valibot';
import { HOUSE_NOTE_LABELS, oneOf } from '../enums';
import { id, optionalText, record, text } from '../primitives';
import { authorName } from './zone-note';

/** Display text a server may name a place with: blank or unusable reads as nothing. */
const placeName = v.fallback(
  v.pipe(
    v.nullish(v.string()),
    v.transform((value) => value?.trim() || null),
  ),
  null,
);

/**
 * Where the note was taken, when a server says it (spec §3 shows no such field): the sector as its
 * number, as an object holding its number, or as a bare id, which names no sector an agent knows and
 * so reads as nothing.
 */
const sectorRef = v.fallback(
  v.nullish(v.union([id, record({ number: v.fallback(v.nullish(id), null) })])),
  null,
);
/** The street as its name, as an object holding its name, or as an id (which names nothing). */
const streetRef = v.fallback(v.nullish(v.union([id, v.string(), record({ name: placeName })])), null);

export interface HouseNote {
  /** Kept as sent (never put in a URL); null when the server gives none. */
  id: number | string | null;
  /** An unknown label reads as 'other': it counts for nothing. */
  label: 'interested' | 'thinking' | 'other';
  others: string | null;
  /** The author's display name ('' when none). */
  user: string;
  created_at: string;
  /** The sector's number, only when the answer names it. */
  sector_number?: number;
  /** The street's name, only when the answer names it. */
  street_name?: string;
}

/**
 * A doorstep outcome. Spec §3 shows only the label and 'others'; nothing the app does depends on the rest,
 * so the id is optional and an unknown label reads as 'other' (it counts for nothing). A sector or a
 * street some servers add is read when usable and left out otherwise, so an answer without them reads
 * exactly as before.
 */
export const houseNoteReader = v.pipe(
  record({
    id: v.pipe(
      v.fallback(v.nullish(v.union([v.number(), v.string()])), null),
      v.transform((value) => value ?? null),
    ),
    label: oneOf(HOUSE_NOTE_LABELS, 'other'),
    others: optionalText,
    user: authorName,
    created_at: text,
    sector: v.optional(sectorRef),
    sector_number: v.optional(v.fallback(v.nullish(id), null)),
    street: v.optional(streetRef),
    street_name: v.optional(placeName),
  }),
  v.transform(({ sector, sector_number, street, street_name, ...note }): HouseNote => {
    const number = sector_number ?? (sector && typeof sector === 'object' ? sector.number : null);
    const streetName =
      street_name ??
      (typeof street === 'string'
        ? street.trim() || null
        : street && typeof street === 'object'
          ? street.name
          : null);
    return {
      ...note,
      id: note.id ?? null,
      ...(number != null ? { sector_number: number } : {}),
      ...(streetName ? { street_name: streetName } : {}),
    };
  }),
);
