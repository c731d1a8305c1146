import { type Door, doorReader } from '@prospect/contract';
import * as v from 'valibot';

/**
 * A door write's answer: the door as the server saved it, or null when the body does not read as one.
 * A 2xx is success whatever its body; the street's doors are read again after it anyway.
 */
export const doorAnswer = v.pipe(
  v.unknown(),
  v.transform((answer): Door | null => {
    const door = v.safeParse(doorReader, answer);
    return door.success ? door.output : null;
  }),
);

/** The door a door write was answered with (`doorAnswer`'s output), or null for anything else. */
export const savedDoor = (answer: unknown): Door | null =>
  answer && typeof answer === 'object' && 'id' in answer && 'outcome' in answer ? (answer as Door) : null;

/** A street's cached doors with `door` as the server saved it: in its place, or added at the end. */
export function withSavedDoor(doors: Door[] | undefined, door: Door): Door[] | undefined {
  if (!doors) return doors;
  return doors.some((shown) => shown.id === door.id)
    ? doors.map((shown) => (shown.id === door.id ? door : shown))
    : [...doors, door];
}
