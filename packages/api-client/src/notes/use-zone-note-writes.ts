import type { Point } from '@prospect/contract';
import { type FieldWrite, newLocalId } from '../outbox/field-writes';
import { useSubmit } from '../outbox/use-submit';

// A zone's notes, written through the outbox (POST …/zones/{id}/notes/, PATCH and DELETE /notes/{id}/).

const zoneNoteCreateWrite = (note: { zoneId: number; content: string; location: Point }): FieldWrite => ({
  kind: 'zoneNoteCreate',
  localId: newLocalId(),
  ...note,
});
const zoneNoteUpdateWrite = (edit: { noteId: number; content: string }): FieldWrite => ({
  kind: 'zoneNoteUpdate',
  ...edit,
});
const zoneNoteDeleteWrite = (noteId: number): FieldWrite => ({ kind: 'zoneNoteDelete', noteId });
export const useCreateZoneNote = () => useSubmit(zoneNoteCreateWrite);
export const useUpdateZoneNote = () => useSubmit(zoneNoteUpdateWrite);
export const useDeleteZoneNote = () => useSubmit(zoneNoteDeleteWrite);
