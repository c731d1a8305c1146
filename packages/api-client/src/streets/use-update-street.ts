import type { StreetStatus } from '@prospect/contract';
import { useCallback } from 'react';
import type { FieldWrite } from '../outbox/field-writes';
import { useSubmit } from '../outbox/use-submit';

export interface StreetTick {
  streetId: number;
  /** For the list of waiting changes. */
  streetName: string;
  status: StreetStatus;
  /** Spec §7: the update carries the zone id too; the server checks the street belongs to it. */
  zoneId?: number | undefined;
}

/** Ticks a street of sector `sectorId` (PATCH /api/accounts/streets/{id}/), through the outbox. */
export function useUpdateStreet(sectorId: number) {
  const toWrite = useCallback(
    (tick: StreetTick): FieldWrite => ({ kind: 'streetStatus', sectorId, ...tick }),
    [sectorId],
  );
  return useSubmit(toWrite);
}
