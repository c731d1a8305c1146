import type { Door, DoorUpdatePayload } from '@prospect/contract';
import { doorPathTemplate, withId } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';
import { doorAnswer } from './door-answer';
import { refuseWithoutDoors } from './doors-support';

export const doorPath = (doorId: number) => withId(doorPathTemplate, doorId);

export interface DoorChange {
  doorId: number;
  changes: DoorUpdatePayload;
}

/**
 * PATCH /api/accounts/doors/{id}/ with what changed (optional extension « portes »): the door as saved,
 * or null when the answer does not read as one. A 404 here is a door gone, not a server without doors.
 */
export async function updateDoor(
  client: ApiClient,
  { doorId, changes }: DoorChange,
  options: WriteOptions = {},
): Promise<Door | null> {
  refuseWithoutDoors(client);
  return client.request(doorPath(doorId), { ...options, method: 'PATCH', body: changes, schema: doorAnswer });
}
