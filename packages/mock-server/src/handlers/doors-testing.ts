// Shared by the door handlers' tests: the door paths, Camille's token and her street's doors.
import { expect } from 'vitest';
import { demoAccounts } from '../seed';
import { call, demoIds, tokenOf } from '../test-support';

/** A door as the handlers answer it (the contract's `Door`, before any reader). */
export interface DoorBody {
  id: number;
  number: string;
  outcome: string;
  note: string;
  stop_pub: boolean;
  visited_at: string | null;
  visited_by: string;
  revisit_at: string | null;
}

export const doorsPath = (streetId: number) => `/api/accounts/streets/${streetId}/doors/`;
export const doorPath = (doorId: number) => `/api/accounts/doors/${doorId}/`;
export const camille = () => tokenOf(demoAccounts.agent);

export async function doorsOf(streetId: number, token = camille()): Promise<DoorBody[]> {
  const { status, body } = await call('GET', doorsPath(streetId), { token });
  expect(status).toBe(200);
  return body;
}

/** A door of Camille's first street that nobody visited yet. */
export async function unvisitedDoor(): Promise<DoorBody> {
  const door = (await doorsOf(demoIds().streets.camille)).find((one) => one.outcome === 'not_visited');
  if (!door) throw new Error('no unvisited door');
  return door;
}
