import { useCreateZoneNote, useDeleteZoneNote, useUpdateZoneNote } from '@prospect/api-client';
import type { ZoneNote } from '@prospect/ui';
import { action } from '../../flow/action';

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
    onCreateNote: action('noteSave', (location: { lat: number; lng: number }, content: string) =>
      create.trigger({
        zoneId,
        content,
        location: { type: 'Point', coordinates: [location.lng, location.lat] },
      }),
    ),
    onUpdateNote: action('noteUpdate', (note: ZoneNote, content: string) =>
      update.trigger({ noteId: note.id, content }),
    ),
    onDeleteNote: action('noteDelete', (note: ZoneNote) => remove.trigger(note.id)),
  };
}
