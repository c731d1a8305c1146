import * as v from 'valibot';

/**
 * The spec does not show what a creation answers. A DRF server sends the created record; its id, when
 * there is one, lets changes made on the device meanwhile follow the record. Anything else reads as
 * null, never as a failure of a write the server accepted.
 */
export const createdIdAnswer = v.pipe(
  v.unknown(),
  v.transform((answer): number | null => {
    const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : null;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  }),
);
