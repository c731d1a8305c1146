import type { Sector, StreetStatus, StreetStatusPayload } from '@prospect/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient } from '../context';
import type { ApiError } from '../errors';
import type { ApiClient } from '../http';
import { sectorKey } from '../sectors/get-sector';
import { revalidate } from '../swr';
import { zoneProgressKeys } from '../zones/cache';

export interface StreetStatusChange {
  streetId: number;
  status: StreetStatus;
  /** Spec §7: the update carries the zone id too; the server checks the street belongs to it. */
  zoneId?: number;
}

export const updateStreetPath = (streetId: number) => `/api/accounts/streets/${streetId}/`;

/** PATCH /api/accounts/streets/{id}/ `{ status, zone? }`; any 2xx is success, its body is not read. */
export function updateStreet(
  client: ApiClient,
  { streetId, status, zoneId }: StreetStatusChange,
): Promise<void> {
  const body: StreetStatusPayload = zoneId === undefined ? { status } : { status, zone: zoneId };
  return client.request(updateStreetPath(streetId), { method: 'PATCH', body });
}

/** The sector once a street has `status`: its status and progress follow the contract's rules. */
export function withStreetStatus(sector: Sector, { streetId, status }: StreetStatusChange): Sector {
  const streets = sector.streets.map((street) => (street.id === streetId ? { ...street, status } : street));
  const done = streets.filter((street) => street.status === 'done').length;
  return {
    ...sector,
    streets,
    progress: streets.length === 0 ? 0 : Math.round((done * 100) / streets.length),
    status: done === 0 ? 'pending' : done === streets.length ? 'done' : 'in_progress',
  };
}

/**
 * Ticks a street of sector `sectorId`. The sector shows the change at once; on failure it rolls back
 * (spec §8: street failures are only logged), on success the sector, its zone and the stats refetch.
 */
export function useUpdateStreet(sectorId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const mutation = useSWRMutation<void, ApiError, string, StreetStatusChange>(
    sectorKey(sectorId),
    async (_key, { arg }) => {
      await updateStreet(client, arg);
      revalidate(mutate, zoneProgressKeys);
    },
  );
  const { trigger } = mutation;
  const optimisticTrigger = useCallback(
    (change: StreetStatusChange) =>
      trigger<Sector | undefined>(change, {
        optimisticData: (current) => current && withStreetStatus(current, change),
        rollbackOnError: true,
        populateCache: false,
        revalidate: true,
      }),
    [trigger],
  );
  return { ...mutation, trigger: optimisticTrigger };
}
