import type { CurrentUser } from '@prospect/api-client';

/**
 * What the signed-in data layer must do to its cache when the account on the device changes. The
 * session sits in every first load and holds no data cache; the data layer loads with the signed-in
 * screens and applies these in order, catching up on the ones made while it was not there yet.
 */
export type AccountChange =
  /** The session's profile has loaded: it is the profile answer. */
  | { kind: 'adopt'; user: CurrentUser }
  /** A session ended or another begins: nothing kept in memory may show. */
  | { kind: 'clear' }
  /** An impersonation ended: the admin's profile, and every other answer fetched again. */
  | { kind: 'switch'; user: CurrentUser };

export type ApplyChange = (change: AccountChange) => Promise<unknown>;

export interface AccountChanges {
  /** Resolves once applied, or at once when no data layer is there to apply it yet (it will). */
  push(change: AccountChange): Promise<void>;
  /** True while a change waits for a data layer or is being applied: the cache may not be the account's yet. */
  pending(): boolean;
  /** The data layer applies what waited, then each change as it comes; `drained` says the backlog is done. */
  attach(apply: ApplyChange): { detach: () => void; drained: Promise<void> };
}

export function createAccountChanges(): AccountChanges {
  let waiting: AccountChange[] = [];
  let applier: ApplyChange | null = null;
  // One after the other: a clear must never land after the profile that follows it.
  let queue: Promise<unknown> = Promise.resolve();
  let applying = 0;
  const run = (apply: ApplyChange, change: AccountChange) => {
    applying += 1;
    queue = queue
      .then(() => apply(change))
      .catch(() => {})
      .finally(() => {
        applying -= 1;
      });
    return queue.then(() => {});
  };
  return {
    pending: () => waiting.length > 0 || applying > 0,
    push(change) {
      if (!applier) {
        waiting.push(change);
        return Promise.resolve();
      }
      return run(applier, change);
    },
    attach(apply) {
      applier = apply;
      const backlog = waiting;
      waiting = [];
      let drained: Promise<void> = queue.then(() => {});
      for (const change of backlog) drained = run(apply, change);
      return {
        detach: () => {
          if (applier === apply) applier = null;
        },
        drained,
      };
    },
  };
}
