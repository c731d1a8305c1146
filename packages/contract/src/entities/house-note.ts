import * as v from 'valibot';
import { HOUSE_NOTE_LABELS, oneOf } from '../enums';
import { optionalText, record, text } from '../primitives';
import { authorName } from './zone-note';

/**
 * A doorstep outcome. Spec §3 shows only the label and 'others'; nothing the app does depends on the rest,
 * so the id is optional and an unknown label reads as 'other' (it counts for nothing).
 */
export const houseNoteReader = record({
  id: v.pipe(
    v.fallback(v.nullish(v.union([v.number(), v.string()])), null),
    v.transform((value) => value ?? null),
  ),
  label: oneOf(HOUSE_NOTE_LABELS, 'other'),
  others: optionalText,
  user: authorName,
  created_at: text,
});
export type HouseNote = v.InferOutput<typeof houseNoteReader>;
