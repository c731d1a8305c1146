import { useCallback, useMemo } from 'react';
import { type DoorWriteContext, newLocalId } from '../outbox/field-writes';
import { useOutbox, useOutboxSnapshot } from '../outbox/OutboxProvider';
import type { SubmitOutcome } from '../outbox/outbox';
import type { ReadTiming } from '../swr';
import { useStreetDoors } from './get-street-doors';
import { streetDoorsWithQueue } from './street-doors-with-queue';

// Door writes go through the outbox like every field write: kept on the device first, sent in order
// per door. Each trigger resolves `sent` or `queued`, and rejects only when the server refuses the
// write while the agent waits, with the ApiError the screen turns into its French message.

export type DoorUpdate = DoorWriteContext & {
  /** The server's id, or the device's (negative) one of a door created here and not sent yet. */
  doorId: number;
};

export type DoorCreation = Omit<DoorWriteContext, 'changes'> & {
  changes?: DoorWriteContext['changes'];
};

/** Sets a door's outcome, note, STOP PUB flag or return date (PATCH /api/accounts/doors/{id}/). */
export function useUpdateDoor() {
  const outbox = useOutbox();
  const trigger = useCallback(
    ({ doorId, ...context }: DoorUpdate): Promise<SubmitOutcome> =>
      outbox.submit({ kind: 'doorUpdate', doorId, ...context }),
    [outbox],
  );
  return { trigger };
}

/**
 * Adds a door the street's list lacked, with its first outcome if any (POST
 * /api/accounts/streets/{id}/doors/). Until sent, it shows with a negative id that later changes to it
 * follow.
 */
export function useCreateDoor() {
  const outbox = useOutbox();
  const trigger = useCallback(
    ({ changes = {}, ...context }: DoorCreation): Promise<SubmitOutcome> =>
      outbox.submit({ kind: 'doorCreate', localId: newLocalId(), changes, ...context }),
    [outbox],
  );
  return { trigger };
}

const NO_IDS: ReadonlySet<number> = new Set();
const NO_TROUBLE: ReturnType<typeof streetDoorsWithQueue>['refusedDoors'] = new Map();

/**
 * A street's doors as the agent left them: the server's answer (no request while `streetId` is null
 * or on an API without doors) with the door changes still on the device, and which doors have a change
 * waiting, stuck or refused. 'beside' for a door count next to a street (swr.ts ReadTiming).
 */
export function useQueuedStreetDoors(streetId: number | null, timing: ReadTiming = 'now') {
  const { data, error, isLoading, mutate } = useStreetDoors(streetId, timing);
  const { writes } = useOutboxSnapshot();
  const queued = useMemo(
    () =>
      data === undefined || streetId === null ? undefined : streetDoorsWithQueue(data, streetId, writes),
    [data, streetId, writes],
  );
  return {
    data: queued?.doors,
    error,
    isLoading,
    mutate,
    pendingDoorIds: queued?.pendingDoorIds ?? NO_IDS,
    stuckDoorIds: queued?.stuckDoorIds ?? NO_IDS,
    refusedDoors: queued?.refusedDoors ?? NO_TROUBLE,
  };
}
