import { useCreateHouseNote, useUpdateStreet, useUpdateStreetCount } from '@prospect/api-client';
import type { HouseNoteLabel, Sector, Street, StreetStatus } from '@prospect/ui';
import { action } from '../../flow/action';

/** The zone id of a sector, whichever way the server wrote it (object or bare id). */
export function zoneIdOf(sector: Pick<Sector, 'zone'> | null | undefined): number | null {
  const zone = sector?.zone;
  if (typeof zone === 'number') return zone;
  return zone?.id ?? null;
}

/**
 * Street ticks, street count and doorstep outcomes for the sector on screen. Each goes through the
 * outbox, which shows it at once and keeps it until the server has it; only a refusal comes back here.
 */
export function useSectorActions(sector: Sector | null | undefined) {
  const updateStreet = useUpdateStreet(sector?.id ?? 0);
  const updateCount = useUpdateStreetCount();
  const houseNote = useCreateHouseNote();
  const zoneId = zoneIdOf(sector) ?? undefined;
  return {
    // A refusal (4xx) rejects with the spec's message; the checklist shows it and the street as it was.
    onToggleStreet: action('streetUpdate', async (street: Street, status: StreetStatus) => {
      if (sector)
        await updateStreet.trigger({ streetId: street.id, streetName: street.name, status, zoneId });
    }),
    onUpdateStreetCount: action('generic', async (count: number) => {
      if (sector) await updateCount.trigger({ sectorId: sector.id, streetCount: count });
    }),
    onHouseNote: action('generic', (label: HouseNoteLabel, others: string) =>
      houseNote.trigger({ label, others }),
    ),
  };
}
