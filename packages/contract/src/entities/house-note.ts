import * as z from 'zod/mini';
import { HOUSE_NOTE_LABELS, oneOf } from '../enums';
import { optionalText, text } from '../primitives';
import { authorName } from './zone-note';

/**
 * A doorstep outcome. Spec §3 shows only the label and 'others'; nothing the app does depends on the rest,
 * so the id is optional and an unknown label reads as 'other' (it counts for nothing).
 */
export const houseNoteReader = z.object({
  id: z.pipe(
    z.catch(z.nullish(z.union([z.number(), z.string()])), null),
    z.transform((value) => value ?? null),
  ),
  label: oneOf(HOUSE_NOTE_LABELS, 'other'),
  others: optionalText,
  user: authorName,
  created_at: text,
});
export type HouseNote = z.output<typeof houseNoteReader>;
