import { createStore, get, update } from 'idb-keyval';
import type { FieldWrite } from './field-writes';

/** A write kept on the device until the server has it (or refused it). */
export interface QueuedWrite {
  /** Sent as `Idempotency-Key` on every attempt; also the write's id in the list of changes. */
  key: string;
  /** Whose write it is (API address and account): replayed only in that session. */
  owner: string;
  write: FieldWrite;
  /** Epoch milliseconds. */
  createdAt: number;
  /**
   * `waiting`: to be sent. `stuck`: the server failed on it again and again (5xx); it is still tried,
   * rarely, and the person may retry it now or take it off. `refused`: the server said no (4xx); it is
   * not sent again.
   */
  state: 'waiting' | 'stuck' | 'refused';
  /**
   * An attempt ended without an answer (network, time-out, 5xx): the server may have it already, so
   * the write must be replayed exactly as first sent under its key.
   */
  tried?: boolean;
  /** Attempts the server answered with a failure (5xx, 409), since the write was queued. */
  failures?: number;
  /** Epoch milliseconds before which it is not tried again (after a failure the server answered). */
  retryAt?: number;
  /** Why the server refused it (4xx) or keeps failing on it (5xx): its own message when it sent one. */
  refusal: { status: number | null; message: string | null } | null;
}

/**
 * Where the queue lives. `update` must be atomic (read, change, write in one step) because two tabs
 * may change the queue at the same moment.
 */
export interface QueueStore {
  read(): Promise<QueuedWrite[]>;
  update(change: (queue: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]>;
}

export function memoryQueueStore(initial: QueuedWrite[] = []): QueueStore {
  let queue = [...initial];
  return {
    read: async () => [...queue],
    update: async (change) => {
      queue = change([...queue]);
      return [...queue];
    },
  };
}

const QUEUE_KEY = 'queue';

/**
 * The queue in IndexedDB (database `prospect-outbox`), one record holding the ordered list: the order
 * is the replay order, and idb-keyval's `update` runs in one read-write transaction, so concurrent
 * tabs never lose each other's writes.
 */
export function indexedDbQueueStore(databaseName = 'prospect-outbox'): QueueStore {
  const store = createStore(databaseName, 'writes');
  let latest: QueuedWrite[] = [];
  return {
    read: async () => (await get<QueuedWrite[]>(QUEUE_KEY, store)) ?? [],
    update: async (change) => {
      await update<QueuedWrite[]>(
        QUEUE_KEY,
        (queue) => {
          latest = change(queue ?? []);
          return latest;
        },
        store,
      );
      return [...latest];
    },
  };
}
