import { useCreateZoneNote, useDeleteZoneNote, useUpdateZoneNote } from '@prospect/api-client';
import type { ZoneNote } from '@prospect/ui';
import { withMessage } from './failure';

/**
 * The note popup's three writes for one zone. Each is kept on the device until sent; only a refusal
 * fails, with the catalogue's note message, and the popup keeps what was typed.
 */
export function useZoneNoteActions(zoneId: number | null) {
  const create = useCreateZoneNote();
  const update = useUpdateZoneNote();
  const remove = useDeleteZoneNote();
  if (zoneId === null) return {};
  return {
    onCreateNote: (location: { lat: number; lng: number }, content: string) =>
      withMessage('noteSave', () =>
        create.trigger({
          zoneId,
          content,
          location: { type: 'Point', coordinates: [location.lng, location.lat] },
        }),
      ).then(() => undefined),
    onUpdateNote: (note: ZoneNote, content: string) =>
      withMessage('noteUpdate', () => update.trigger({ noteId: note.id, content })).then(() => undefined),
    onDeleteNote: (note: ZoneNote) =>
      withMessage('noteDelete', () => remove.trigger(note.id)).then(() => undefined),
  };
}
