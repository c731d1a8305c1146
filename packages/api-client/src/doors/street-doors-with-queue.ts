import type { Door } from '@prospect/contract';
import { unvisitedDoor } from '@prospect/contract';
import type { DoorWriteContext, FieldWrite, FieldWriteOf } from '../outbox/field-writes';
import type { QueuedWrite } from '../outbox/queue-store';

type DoorWrite = FieldWriteOf<'doorUpdate' | 'doorCreate'>;

const isDoorWrite = (write: FieldWrite): write is DoorWrite =>
  write.kind === 'doorUpdate' || write.kind === 'doorCreate';

/** The door a write is about: its server id, or the device's (negative) one for a door created here. */
export const doorIdOf = (write: DoorWrite): number =>
  write.kind === 'doorUpdate' ? write.doorId : write.localId;

/** A door write the server refused or keeps failing on, for the screen to say so at the door. */
export interface DoorTrouble {
  /** The write's key in the outbox (to retry or discard it). */
  key: string;
  number: string;
  /** The server's own message when it sent one. */
  message: string | null;
  status: number | null;
}

export interface QueuedStreetDoors {
  /** The server's doors with the waiting changes applied; doors created on the device come last. */
  doors: Door[];
  /** Doors with a change not yet sent. */
  pendingDoorIds: ReadonlySet<number>;
  /** Doors whose change the server fails on again and again (still tried, shown as such). */
  stuckDoorIds: ReadonlySet<number>;
  /** Refused changes by door, not applied: the door shows as the server has it. */
  refusedDoors: ReadonlyMap<number, DoorTrouble>;
}

function applied(door: Door, changes: DoorWriteContext['changes'], at: string): Door {
  const { outcome, note, stop_pub, revisit_at } = changes;
  // An outcome set on this device: when, as far as it knows, by the agent (the server names them).
  const visited = outcome !== undefined && outcome !== door.outcome;
  return {
    ...door,
    outcome: outcome ?? door.outcome,
    note: note ?? door.note,
    stop_pub: stop_pub ?? door.stop_pub,
    revisit_at: revisit_at === undefined ? door.revisit_at : revisit_at,
    ...(visited ? { visited_at: at, visited_by: '' } : {}),
  };
}

function createdDoor(write: FieldWriteOf<'doorCreate'>, at: string): Door {
  return applied(unvisitedDoor(write.localId, write.number), write.changes, at);
}

const troubleOf = (queued: QueuedWrite, write: DoorWrite): DoorTrouble => ({
  key: queued.key,
  number: write.number,
  message: queued.refusal?.message ?? null,
  status: queued.refusal?.status ?? null,
});

/**
 * A street's doors as the agent left them: the server's answer with the door writes still on the
 * device applied in their order. Refused writes are not applied (neither saved nor going to be); they
 * are listed by door, as are the stuck ones.
 */
export function streetDoorsWithQueue(
  doors: readonly Door[],
  streetId: number,
  writes: readonly QueuedWrite[],
): QueuedStreetDoors {
  const pendingDoorIds = new Set<number>();
  const stuckDoorIds = new Set<number>();
  const refusedDoors = new Map<number, DoorTrouble>();
  let shown = [...doors];
  for (const queued of writes) {
    const { write } = queued;
    if (!isDoorWrite(write) || write.streetId !== streetId) continue;
    const doorId = doorIdOf(write);
    if (queued.state === 'refused') {
      refusedDoors.set(doorId, troubleOf(queued, write));
      continue;
    }
    const at = new Date(queued.createdAt).toISOString();
    if (write.kind === 'doorCreate') {
      shown.push(createdDoor(write, at));
    } else {
      if (!shown.some((door) => door.id === doorId)) continue;
      shown = shown.map((door) => (door.id === doorId ? applied(door, write.changes, at) : door));
    }
    pendingDoorIds.add(doorId);
    if (queued.state === 'stuck') stuckDoorIds.add(doorId);
  }
  return { doors: shown, pendingDoorIds, stuckDoorIds, refusedDoors };
}
