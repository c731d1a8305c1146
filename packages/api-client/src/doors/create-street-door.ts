import type { Door, DoorCreatePayload, DoorUpdatePayload } from '@prospect/contract';
import type { ApiClient, WriteOptions } from '../http';
import { streetDoorsKey } from '../read-keys';
import { doorAnswer } from './door-answer';
import { learnFromDoorsFailure, refuseWithoutDoors } from './doors-support';

export interface NewDoor {
  streetId: number;
  /** As the agent reads it on the wall: « 12 », « 12 bis ». */
  number: string;
  /** Its first outcome, note, STOP PUB flag or return date, when the agent set them at once. */
  changes?: DoorUpdatePayload;
}

/**
 * POST /api/accounts/streets/{id}/doors/ `{ number, …first outcome }` (optional extension « portes »):
 * the door as saved, or null when the answer does not read as one.
 */
export async function createStreetDoor(
  client: ApiClient,
  { streetId, number, changes = {} }: NewDoor,
  options: WriteOptions = {},
): Promise<Door | null> {
  refuseWithoutDoors(client);
  const body: DoorCreatePayload = { ...changes, number };
  try {
    return await client.request(streetDoorsKey(streetId), {
      ...options,
      method: 'POST',
      body,
      schema: doorAnswer,
    });
  } catch (error) {
    learnFromDoorsFailure(client, error);
    throw error;
  }
}
