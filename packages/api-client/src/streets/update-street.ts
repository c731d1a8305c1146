import type { Sector, StreetStatus, StreetStatusPayload } from '@prospect/contract';
import { streetPathTemplate, withId } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';

export interface StreetStatusChange {
  streetId: number;
  status: StreetStatus;
  /** Spec §7: the update carries the zone id too; the server checks the street belongs to it. */
  zoneId?: number;
}

export const updateStreetPath = (streetId: number) => withId(streetPathTemplate, streetId);

/** PATCH /api/accounts/streets/{id}/ `{ status, zone? }`; any 2xx is success, its body is not read. */
export function updateStreet(
  client: ApiClient,
  { streetId, status, zoneId }: StreetStatusChange,
  options: WriteOptions = {},
): Promise<void> {
  const body: StreetStatusPayload = zoneId === undefined ? { status } : { status, zone: zoneId };
  return client.request(updateStreetPath(streetId), { ...options, method: 'PATCH', body });
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
