import { useDeleteZone } from '@prospect/api-client';
import { withMessage } from './failure';

/** Deletes a zone; failures carry the spec's zone-deletion messages (network, server message, fallback). */
export function useZoneDeletion() {
  const remove = useDeleteZone();
  return (zone: { id: number }) => withMessage('zoneDelete', () => remove.trigger(zone.id));
}
