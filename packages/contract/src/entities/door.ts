import * as v from 'valibot';
import { DOOR_OUTCOMES, oneOf } from '../enums';
import { id, record, text } from '../primitives';
import { authorName } from './zone-note';

/**
 * A door's number as the street shows it: « 12 », « 12 bis », « 3B ». Kept as text (a BAN number and
 * its suffix); blank or missing refuses the door, since a door without a number cannot be found.
 */
const doorNumber = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.safeInteger(), v.minValue(0))]),
  v.transform((value) => String(value).trim().replace(/\s+/g, ' ')),
  v.minLength(1),
  v.maxLength(20),
);

/** A flag a server may send as a boolean, 0/1 or text; anything else reads as false. */
const flag = v.pipe(
  v.unknown(),
  v.transform((value) =>
    typeof value === 'string'
      ? ['true', '1', 'yes', 'oui'].includes(value.trim().toLowerCase())
      : value === true || value === 1,
  ),
);

/** A date a server may leave blank (a `CharField` rather than a `DateTimeField`): blank reads as none. */
const optionalDate = v.pipe(
  v.nullish(v.string(), null),
  v.transform((value) => (value?.trim() ? value.trim() : null)),
);

/**
 * Optional extension « portes »: one door of a street. The outcome is the last visit's; an unknown
 * outcome reads as not visited, so nothing unknown shows a door as done. `stop_pub` belongs to the
 * letterbox, not to a visit: it outlives every outcome.
 */
export const doorReader = record({
  id,
  number: doorNumber,
  outcome: oneOf(DOOR_OUTCOMES, 'not_visited'),
  note: text,
  stop_pub: v.optional(flag, false),
  /** When the outcome was last set (ISO date-time), null when never. */
  visited_at: optionalDate,
  /** Who set it: a name, a nested user or nothing ('' then). */
  visited_by: authorName,
  /** A planned return (ISO date or date-time), null when none. */
  revisit_at: optionalDate,
});
export type Door = v.InferOutput<typeof doorReader>;

/** A door as a street first lists it, or as the device adds it: not visited, nothing noted. */
export const unvisitedDoor = (id: number, number: string): Door => ({
  id,
  number,
  outcome: 'not_visited',
  note: '',
  stop_pub: false,
  visited_at: null,
  visited_by: '',
  revisit_at: null,
});
