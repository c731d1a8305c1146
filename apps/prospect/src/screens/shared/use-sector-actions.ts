import { useCreateHouseNote, useUpdateStreet, useUpdateStreetCount } from '@prospect/api-client';
import {
  errorMessage,
  type HouseNoteLabel,
  type Sector,
  type Street,
  type StreetStatus,
  useToast,
} from '@prospect/ui';
import { action } from './action';

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
  const toast = useToast();
  const zoneId = zoneIdOf(sector) ?? undefined;
  return {
    onToggleStreet: (street: Street, status: StreetStatus) => {
      if (!sector) return;
      updateStreet
        .trigger({ streetId: street.id, streetName: street.name, status, zoneId })
        // The server refused the tick (4xx): the street is shown as it is again, and says why.
        .catch((error: unknown) => {
          console.error(error);
          toast.error(errorMessage('streetUpdate', error));
        });
    },
    onUpdateStreetCount: action('generic', async (count: number) => {
      if (sector) await updateCount.trigger({ sectorId: sector.id, streetCount: count });
    }),
    onHouseNote: action('generic', (label: HouseNoteLabel, others: string) =>
      houseNote.trigger({ label, others }),
    ),
  };
}
