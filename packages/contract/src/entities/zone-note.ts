import * as v from 'valibot';
import { requiredPoint } from '../geometry';
import { id, record, text } from '../primitives';

interface PersonFields {
  first_name?: unknown;
  last_name?: unknown;
  username?: unknown;
}
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The author's display name ('' when there is none to show). The contract sends the name; a plain
 * serializer may send the user's id, which names nobody, or a nested user.
 */
export const authorName = v.pipe(
  // A default, or an absent key (a serializer without the field) would be left out rather than read as ''.
  v.optional(v.unknown(), null),
  v.transform((value): string => {
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return '';
    const person = value as PersonFields;
    const name = [textOf(person.first_name), textOf(person.last_name)].filter(Boolean).join(' ');
    return name || textOf(person.username);
  }),
);

/** A zone's id, whether the server sends the id or the zone object; null when unusable. */
export const zoneRef = v.fallback(
  v.pipe(
    v.nullish(v.union([id, record({ id })])),
    v.transform((value): number | null =>
      value == null ? null : typeof value === 'number' ? value : value.id,
    ),
  ),
  null,
);

export const zoneNoteReader = record({
  id,
  content: text,
  /** The author's display name; '' when the server gives none. */
  user: authorName,
  /** ISO 8601; '' when the server gives none. */
  created_at: text,
  zone: zoneRef,
  location: requiredPoint,
});
export type ZoneNote = v.InferOutput<typeof zoneNoteReader>;
