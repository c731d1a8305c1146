import { ApiError } from '../errors';
import type { ApiClient } from '../http';
import { sessionAccount } from '../session/tokens';
import { meaningOfFailure } from './failures';
import {
  amendCreate,
  createdIdOf,
  type FieldWrite,
  localTarget,
  recordKeyOf,
  retarget,
  sendFieldWrite,
} from './field-writes';
import { memoryQueueStore, type QueuedWrite, type QueueStore } from './queue-store';

/**
 * `idle`: nothing to report. `offline`: the device has no network. `sending`: writes are going out.
 * `retrying`: online, but the server failed for now (5xx, time-out); a retry is scheduled.
 * `sent`: the last waiting write just went through (for a few seconds, then `idle`).
 */
export type OutboxState = 'idle' | 'offline' | 'sending' | 'retrying' | 'sent';

export interface OutboxSnapshot {
  /** The signed-in account's writes kept on the device, in replay order (waiting and refused). */
  writes: readonly QueuedWrite[];
  state: OutboxState;
}

/** `sent`: the server has it. `queued`: it is kept on the device and will be sent later. */
export type SubmitOutcome = 'sent' | 'queued';

/** The part of the Web Locks API the outbox uses: one tab replays at a time. */
export interface OutboxLocks {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

/** The part of `BroadcastChannel` the outbox uses to tell the other tabs the queue changed. */
export interface OutboxChannel {
  postMessage(message: OutboxMessage): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

export type OutboxMessage = { type: 'changed' } | { type: 'sent'; key: string; write: FieldWrite };

export interface OutboxOptions {
  client: ApiClient;
  /** Where the queue is kept; in memory by default (tests), IndexedDB in the app. */
  store?: QueueStore;
  /** Whose writes are replayed now; null while signed out. Defaults to the API address and username. */
  owner?: () => string | null;
  /** Hands a sent write over to the read cache (see `handOverToCache`), before it leaves the queue. */
  onSent?: (write: FieldWrite, answer: unknown) => Promise<void> | void;
  isOnline?: () => boolean;
  locks?: OutboxLocks | null;
  /** Creates the channel to the other tabs; none by default outside a browser. */
  openChannel?: (() => OutboxChannel) | null;
  newKey?: () => string;
  /** How long `submit` waits for the server before answering `queued`. */
  patienceMs?: number;
  /** The wait before the n-th automatic retry (n from 1). */
  retryDelayMs?: (attempt: number) => number;
  /** How long `sent` shows before `idle`. */
  sentDisplayMs?: number;
  /** The clock of each write's own pause after a failure; tests pass their own. */
  now?: () => number;
}

export interface Outbox {
  /** Resolves once the queue kept on the device has been read. */
  readonly ready: Promise<void>;
  snapshot(): OutboxSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Keeps `write` on the device, then sends it behind any earlier ones. Resolves `sent` or `queued`
   * (no network, a server failing, or no answer within the patience); rejects with the `ApiError`
   * when the server refuses it (4xx), and then the write is dropped: the caller shows the refusal
   * and keeps what the user typed. A change to a record created offline rewrites the waiting
   * creation instead of being queued.
   */
  submit(write: FieldWrite): Promise<SubmitOutcome>;
  /**
   * Sends what is due (a regained connection, a timer): a write in its pause after a failure the
   * server answered waits for the end of that pause.
   */
  flush(): Promise<void>;
  /**
   * Forgets one write of the list (a refused one the user has read, a stuck one they give up). The
   * changes queued behind a creation that is taken off have nothing to point at: they become refused.
   */
  discard(key: string): Promise<void>;
  /**
   * The person asks to try again now: the write of `key` (a stuck one), or every write of the account,
   * without waiting for their pauses.
   */
  retry(key?: string): Promise<void>;
  /** Reads the queue again (another account signed in, another tab changed it). */
  refresh(): Promise<void>;
  /** Listens to the network, page visibility and the other tabs; returns the way to stop. */
  start(): () => void;
  /** Who takes a sent write over (the read cache of the tree the outbox serves). */
  handOverTo(onSent: OutboxOptions['onSent']): void;
}

export const OUTBOX_LOCK = 'prospect-outbox';
export const OUTBOX_CHANNEL = 'prospect-outbox';
export const DEFAULT_PATIENCE_MS = 8000;
/** 2 s, 4 s, 8 s… capped at one minute: the street can be offline for hours. */
export const outboxRetryDelayMs = (attempt: number): number => Math.min(2000 * 2 ** (attempt - 1), 60_000);
/** Failures the server answered after which a write is shown as stuck (it is still tried, rarely). */
export const STUCK_AFTER_FAILURES = 3;
/**
 * The pause after a write's n-th failure the server answered: 30 s, 2 min, 5 min, then 6 min, so a
 * write the server always fails on is tried at most 12 times in any hour, and never in a storm.
 */
export const writeRetryDelayMs = (failures: number): number =>
  [30_000, 120_000, 300_000][failures - 1] ?? 360_000;

/** The account the client is signed in as, on its API: writes never cross accounts or servers. */
export const sessionOwner = (client: ApiClient) => (): string | null =>
  sessionAccount(client.storage, client.baseUrl);

function platformLocks(): OutboxLocks | null {
  const locks = (globalThis.navigator as { locks?: OutboxLocks } | undefined)?.locks;
  return locks ?? null;
}

function platformChannel(): (() => OutboxChannel) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  return () => new BroadcastChannel(OUTBOX_CHANNEL) as unknown as OutboxChannel;
}

interface Waiter {
  resolve: (outcome: SubmitOutcome) => void;
  reject: (error: unknown) => void;
}

export function createOutbox({
  client,
  store = memoryQueueStore(),
  owner = sessionOwner(client),
  onSent,
  isOnline = () => globalThis.navigator?.onLine ?? true,
  locks = platformLocks(),
  openChannel = platformChannel(),
  newKey = () => crypto.randomUUID(),
  patienceMs = DEFAULT_PATIENCE_MS,
  retryDelayMs = outboxRetryDelayMs,
  sentDisplayMs = 4000,
  now = Date.now,
}: OutboxOptions): Outbox {
  let handOver = onSent;
  let all: QueuedWrite[] = [];
  let state: OutboxState = isOnline() ? 'idle' : 'offline';
  let current: OutboxSnapshot = { writes: [], state };
  const listeners = new Set<() => void>();
  const waiters = new Map<string, Waiter>();
  let channel: OutboxChannel | null = null;
  let running: Promise<void> | null = null;
  let rerun = false;
  let inFlight: { key: string; done: Promise<unknown> } | null = null;
  /** Server ids of records created on this device in this session, for changes that arrive late. */
  const landed = new Map<number, number>();
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let sentTimer: ReturnType<typeof setTimeout> | undefined;

  function publish(queue: QueuedWrite[] = all, next: OutboxState = state) {
    all = queue;
    state = next;
    const who = owner();
    const writes = who === null ? [] : queue.filter((write) => write.owner === who);
    const same =
      current.state === state &&
      current.writes.length === writes.length &&
      current.writes.every((write, index) => write === writes[index]);
    if (same) return;
    current = { writes, state };
    for (const listener of [...listeners]) listener();
  }

  function setState(next: OutboxState) {
    clearTimeout(sentTimer);
    if (next === 'sent')
      sentTimer = setTimeout(() => state === 'sent' && publish(all, 'idle'), sentDisplayMs);
    publish(all, next);
  }

  async function commit(change: (queue: QueuedWrite[]) => QueuedWrite[]) {
    // Keep the objects of untouched writes, so the snapshot only changes where the queue did.
    const known = new Map(all.map((write) => [write.key, write]));
    const queue = (await store.update(change)).map((write) => {
      const same = known.get(write.key);
      return same && JSON.stringify(same) === JSON.stringify(write) ? same : write;
    });
    publish(queue);
    channel?.postMessage({ type: 'changed' });
    return queue;
  }

  function settleWaiters(outcome: SubmitOutcome) {
    for (const [key, waiter] of waiters) {
      if (key === inFlight?.key) continue;
      waiters.delete(key);
      waiter.resolve(outcome);
    }
  }

  function scheduleFlushIn(delayMs: number) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void flush(), Math.max(delayMs, 0));
  }

  function scheduleRetry() {
    attempt += 1;
    scheduleFlushIn(retryDelayMs(attempt));
  }

  const markWrite = (key: string, change: (write: QueuedWrite) => QueuedWrite) =>
    commit((queue) => queue.map((write) => (write.key === key ? change(write) : write)));

  /**
   * Sends the owner's writes, the oldest first, in order within each record (a street's ticks, a
   * note's edits) but not across records: a write the server keeps failing on waits alone, with its
   * own pause, while the others go on. No answer at all (offline, a time-out) stops the whole pass.
   */
  async function drain(): Promise<void> {
    let sentAny = false;
    // Two different writes failing in a row look like the server failing, not one bad write: stop.
    let lastFailed = false;
    for (;;) {
      const who = owner();
      if (who === null) {
        settleWaiters('queued');
        return setState(isOnline() ? 'idle' : 'offline');
      }
      if (!isOnline()) {
        settleWaiters('queued');
        return setState('offline');
      }
      const queue = await store.read();
      publish(queue);
      const { next, laterAt, waitingLater } = nextDue(queue, who, now());
      if (!next) {
        attempt = 0;
        clearTimeout(retryTimer);
        settleWaiters('queued');
        if (laterAt !== null) scheduleFlushIn(laterAt - now());
        // 'sent' says everything is saved: not while a stuck write is left.
        const stuckLeft = queue.some((write) => write.owner === who && write.state === 'stuck');
        return setState(waitingLater ? 'retrying' : sentAny && !stuckLeft ? 'sent' : 'idle');
      }
      setState('sending');
      let answer: unknown;
      let failure: ReturnType<typeof meaningOfFailure> | null = null;
      let error: unknown;
      const sending = sendFieldWrite(client, next.write, { idempotencyKey: next.key, account: who });
      inFlight = { key: next.key, done: sending.catch(() => undefined) };
      try {
        answer = await sending;
      } catch (caught) {
        error = caught;
        failure = meaningOfFailure(next.write, caught);
      }
      if (failure === 'unreachable' && !next.tried) {
        await markWrite(next.key, (write) => ({ ...write, tried: true }));
      }
      if (failure === 'unreachable' || failure === 'session') {
        inFlight = null;
        settleWaiters('queued');
        if (failure === 'session') return setState(isOnline() ? 'idle' : 'offline');
        scheduleRetry();
        return setState(isOnline() ? 'retrying' : 'offline');
      }
      const waiter = waiters.get(next.key);
      waiters.delete(next.key);
      if (failure === 'failing') {
        const failures = (next.failures ?? 0) + 1;
        await markWrite(next.key, (write) => ({
          ...write,
          tried: true,
          failures,
          retryAt: now() + writeRetryDelayMs(failures),
          state: failures >= STUCK_AFTER_FAILURES ? 'stuck' : 'waiting',
          refusal: refusalOf(error),
        }));
        inFlight = null;
        waiter?.resolve('queued');
        if (lastFailed) {
          settleWaiters('queued');
          scheduleRetry();
          return setState('retrying');
        }
        lastFailed = true;
        continue;
      }
      lastFailed = false;
      if (failure === 'refused') {
        if (waiter) {
          await commit((queue) => queue.filter((write) => write.key !== next.key));
          waiter.reject(error);
        } else {
          const refusal = refusalOf(error);
          await markWrite(next.key, (write) => ({ ...write, state: 'refused', refusal }));
        }
        inFlight = null;
        continue;
      }
      try {
        await handOver?.(next.write, answer);
      } catch (handOver) {
        console.warn('[api-client] outbox: the cache could not take over a sent write', handOver);
      }
      // A record created on the device has its server id now: the changes queued after it point there.
      const serverId = createdIdOf(next.write, answer);
      const localId = 'localId' in next.write ? next.write.localId : null;
      if (serverId !== null && localId !== null) landed.set(localId, serverId);
      await commit((queue) =>
        queue.flatMap((write): QueuedWrite[] => {
          if (write.key === next.key) return [];
          if (localId === null) return [write];
          if (serverId !== null) return [{ ...write, write: retarget(write.write, localId, serverId) }];
          // The server kept its new record's id to itself: a change queued after it cannot find it.
          return [orphanedBy(write, localId)];
        }),
      );
      inFlight = null;
      channel?.postMessage({ type: 'sent', key: next.key, write: next.write });
      sentAny = true;
      attempt = 0;
      waiter?.resolve('sent');
    }
  }

  function flush(): Promise<void> {
    if (running) {
      rerun = true;
      return running;
    }
    const once = () =>
      locks
        ? locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
            // Another tab is replaying the same queue: it tells us of each write it sends, and we try
            // again later in case it stops.
            if (!lock) {
              settleWaiters('queued');
              if (current.writes.some((write) => write.state === 'waiting')) setState('sending');
              scheduleRetry();
              return;
            }
            await drain();
          })
        : drain();
    running = (async () => {
      try {
        do {
          rerun = false;
          await once();
        } while (rerun);
      } catch (error) {
        // The store failed (private mode, quota): nothing was lost, the write is still in memory's hands.
        console.error('[api-client] outbox: replay stopped', error);
        settleWaiters('queued');
        scheduleRetry();
      } finally {
        running = null;
      }
    })();
    return running;
  }

  function queuedWrite(who: string, write: FieldWrite): QueuedWrite {
    return { key: newKey(), owner: who, write, createdAt: now(), state: 'waiting', refusal: null };
  }

  async function rewriteLocalRecord(write: FieldWrite, target: NonNullable<ReturnType<typeof localTarget>>) {
    const who = owner();
    const isTarget = (queued: QueuedWrite) =>
      queued.owner === who &&
      queued.write.kind === target.createKind &&
      'localId' in queued.write &&
      queued.write.localId === target.localId;
    const pending = all.find(isTarget);
    // The creation is on its way right now: once it is sent, the record has a server id we don't know.
    const wasInFlight = pending !== undefined && inFlight?.key === pending.key;
    if (wasInFlight) await inFlight?.done;
    let found = false;
    let followUp = false;
    await commit((queue) => {
      const creation = queue.find((queued) => isTarget(queued) && queued.state !== 'refused');
      if (!creation) return queue;
      found = true;
      // An attempt may have reached the server: the creation must be replayed as first sent (its key
      // would be refused with another body), so the change follows it and is pointed at the server's
      // id once the creation is answered.
      if (creation.tried || wasInFlight) {
        followUp = true;
        return [...queue, queuedWrite(who ?? '', write)];
      }
      return queue.flatMap((queued) => {
        if (queued !== creation) return [queued];
        const amended = amendCreate(queued.write, write);
        return amended ? [{ ...queued, write: amended }] : [];
      });
    });
    if (followUp) {
      void flush();
      return 'queued';
    }
    // Sent meanwhile: the change goes to the server's record.
    const serverId = landed.get(target.localId);
    if (!found && serverId !== undefined) return submit(retarget(write, target.localId, serverId));
    // Refused, or sent in another tab: the screen refreshes and the user acts on the record it shows.
    if (!found) throw new ApiError('http', { status: 409, body: { fields: {} } });
    // A deletion leaves nothing to send: it is done. An edit waits inside the creation.
    return write.kind.endsWith('Delete') ? 'sent' : 'queued';
  }

  async function submit(write: FieldWrite): Promise<SubmitOutcome> {
    await ready;
    const who = owner();
    if (who === null) throw new ApiError('http', { status: 401 });
    const target = localTarget(write);
    if (target) return rewriteLocalRecord(write, target);
    const queued = queuedWrite(who, write);
    await commit((queue) => [...queue, queued]);
    const outcome = new Promise<SubmitOutcome>((resolve, reject) => {
      waiters.set(queued.key, { resolve, reject });
    });
    const patience = setTimeout(() => {
      const waiter = waiters.get(queued.key);
      waiters.delete(queued.key);
      waiter?.resolve('queued');
    }, patienceMs);
    void flush();
    return outcome.finally(() => clearTimeout(patience));
  }

  async function refresh() {
    publish(await store.read());
  }

  const ready = refresh().catch((error: unknown) => {
    console.error('[api-client] outbox: the queue kept on this device could not be read', error);
  });

  return {
    ready,
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    submit,
    flush,
    async discard(key) {
      await commit((queue) => {
        const gone = queue.find((write) => write.key === key);
        const localId = gone && 'localId' in gone.write ? gone.write.localId : null;
        return queue
          .filter((write) => write.key !== key)
          .map((write) => (localId === null ? write : orphanedBy(write, localId)));
      });
    },
    async retry(key) {
      const who = owner();
      attempt = 0;
      await commit((queue) =>
        queue.map((write) =>
          write.owner === who && write.state !== 'refused' && (key === undefined || write.key === key)
            ? { ...write, state: 'waiting', retryAt: undefined }
            : write,
        ),
      );
      await flush();
    },
    refresh,
    handOverTo(next) {
      handOver = next;
    },
    start() {
      const target = typeof window === 'undefined' ? null : window;
      const onOnline = () => {
        attempt = 0;
        setState('idle');
        void flush();
      };
      const onOffline = () => setState('offline');
      const onVisible = () => {
        if (document.visibilityState === 'visible') void flush();
      };
      target?.addEventListener('online', onOnline);
      target?.addEventListener('offline', onOffline);
      target?.document.addEventListener('visibilitychange', onVisible);
      channel = openChannel?.() ?? null;
      channel?.addEventListener('message', ({ data }) => {
        const message = data as OutboxMessage;
        void refresh().then(() => {
          // The other tab sent the last waiting write: this tab says so too.
          const waiting = current.writes.some((write) => write.state === 'waiting');
          if (message.type === 'sent' && !waiting && !running) setState('sent');
        });
        if (message.type === 'sent') {
          void handOver?.(message.write, undefined);
          const waiter = waiters.get(message.key);
          waiters.delete(message.key);
          waiter?.resolve('sent');
        }
      });
      void ready.then(flush);
      return () => {
        target?.removeEventListener('online', onOnline);
        target?.removeEventListener('offline', onOffline);
        target?.document.removeEventListener('visibilitychange', onVisible);
        channel?.close();
        channel = null;
        clearTimeout(retryTimer);
        clearTimeout(sentTimer);
      };
    },
  };
}

/**
 * The first write of each record the owner still has to send: the one to send now, the moment the
 * earliest of the others is due, and whether one of those is waiting (not stuck). Among the writes due,
 * the one that failed least goes first (queue order between equals): two writes the server keeps
 * failing on end a pass as a failing server would, so they must not stand before one that never failed.
 */
function nextDue(queue: readonly QueuedWrite[], who: string, at: number) {
  const seen = new Set<string>();
  let next: QueuedWrite | undefined;
  let laterAt: number | null = null;
  let waitingLater = false;
  for (const write of queue) {
    if (write.owner !== who || write.state === 'refused') continue;
    const record = recordOf(write);
    if (seen.has(record)) continue;
    seen.add(record);
    const dueAt = write.retryAt ?? 0;
    if (dueAt <= at) {
      if (!next || (write.failures ?? 0) < (next.failures ?? 0)) next = write;
      continue;
    }
    laterAt = laterAt === null ? dueAt : Math.min(laterAt, dueAt);
    if (write.state === 'waiting') waitingLater = true;
  }
  return { next, laterAt, waitingLater };
}

/** Which record a write changes; a write of its own (a house note) is its own record. */
const recordOf = (queued: QueuedWrite): string => recordKeyOf(queued.write) ?? `write:${queued.key}`;

/**
 * A waiting change to the record created on the device as `localId`, which the server will never
 * know by that id (its creation was taken off, or answered without an id): refused, its text kept
 * in the list to copy, rather than sent astray.
 */
function orphanedBy(write: QueuedWrite, localId: number): QueuedWrite {
  const target = localTarget(write.write);
  return target?.localId === localId && write.state !== 'refused'
    ? { ...write, state: 'refused', refusal: { status: null, message: null } }
    : write;
}

/**
 * What the server said, for the list of changes: its `error` (spec §8), else its validation messages.
 * DRF's generic `detail` (403, 404) is left out, as everywhere in the app: the screen has a fallback.
 */
function refusalOf(error: unknown): QueuedWrite['refusal'] {
  if (!(error instanceof ApiError)) return { status: null, message: null };
  const { non_field_errors = [], fields } = error.body;
  const validation = [...non_field_errors, ...Object.values(fields).flat()].join(' ');
  return { status: error.status, message: error.serverMessage ?? (validation || null) };
}
