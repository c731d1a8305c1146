import { useCreateHouseNote, useUpdateStreet, useUpdateStreetCount } from '@prospect/api-client';
import type { HouseNoteLabel, Sector, Street, StreetStatus } from '@prospect/ui';
import { withGenericMessage } from './failure';

/** The zone id of a sector, whichever way the server wrote it (object or bare id). */
export function zoneIdOf(sector: Pick<Sector, 'zone'> | null | undefined): number | null {
  const zone = sector?.zone;
  if (typeof zone === 'number') return zone;
  return zone?.id ?? null;
}

/** Street ticks, street count and doorstep outcomes for the sector on screen. */
export function useSectorActions(sector: Sector | null | undefined) {
  const updateStreet = useUpdateStreet(sector?.id ?? 0);
  const updateCount = useUpdateStreetCount();
  const houseNote = useCreateHouseNote();
  const zoneId = zoneIdOf(sector) ?? undefined;
  return {
    onToggleStreet: async (street: Street, status: StreetStatus) => {
      if (!sector) return;
      try {
        await updateStreet.trigger({ streetId: street.id, status, zoneId });
      } catch (error) {
        // Spec §8: a failed street update is only logged; the optimistic tick rolls back.
        console.error(error);
      }
    },
    onUpdateStreetCount: async (count: number) => {
      if (!sector) return;
      await withGenericMessage(() => updateCount.trigger({ sectorId: sector.id, streetCount: count }));
    },
    onHouseNote: (label: HouseNoteLabel, others: string) =>
      withGenericMessage(() => houseNote.trigger({ label, others })).then(() => undefined),
  };
}
