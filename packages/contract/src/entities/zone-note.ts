import * as z from 'zod/mini';
import { requiredPoint } from '../geometry';
import { id, text } from '../primitives';

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
export const authorName = z.pipe(
  // Optional, or an absent key (a serializer without the field) would refuse the note.
  z.optional(z.unknown()),
  z.transform((value): string => {
    if (typeof value === 'string') return value;
    if (!value || typeof value !== 'object') return '';
    const person = value as PersonFields;
    const name = [textOf(person.first_name), textOf(person.last_name)].filter(Boolean).join(' ');
    return name || textOf(person.username);
  }),
);

/** A zone's id, whether the server sends the id or the zone object; null when unusable. */
export const zoneRef = z.catch(
  z.pipe(
    z.nullish(z.union([id, z.object({ id })])),
    z.transform((value): number | null =>
      value == null ? null : typeof value === 'number' ? value : value.id,
    ),
  ),
  null,
);

export const zoneNoteReader = z.object({
  id,
  content: text,
  /** The author's display name; '' when the server gives none. */
  user: authorName,
  /** ISO 8601; '' when the server gives none. */
  created_at: text,
  zone: zoneRef,
  location: requiredPoint,
});
export type ZoneNote = z.output<typeof zoneNoteReader>;
