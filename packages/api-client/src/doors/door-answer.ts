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
