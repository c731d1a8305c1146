import { useDeleteZone } from '@prospect/api-client';
import { action } from '../../flow/action';

/** Deletes a zone; failures carry the spec's zone-deletion messages (network, server message, fallback). */
export function useZoneDeletion() {
  const remove = useDeleteZone();
  return action('zoneDelete', (zone: { id: number }) => remove.trigger(zone.id));
}
