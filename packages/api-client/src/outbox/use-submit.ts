import { useCallback, useMemo } from 'react';
import type { FieldWrite } from './field-writes';
import { useOutbox, useOutboxSnapshot } from './OutboxProvider';
import type { SubmitOutcome } from './outbox';
import type { QueuedWrite } from './queue-store';

// Every field write goes through the outbox (see outbox.ts): it is kept on the device first, so no
// failure of the network can lose it. Each resource's write hook (in its own folder) resolves `sent`
// or `queued`, and rejects only when the server refuses the write, with the ApiError the screen turns
// into its French message.

/** A write hook of a resource: `trigger(arg)` puts `toWrite(arg)` in the outbox. */
export function useSubmit<Arg>(toWrite: (arg: Arg) => FieldWrite) {
  const outbox = useOutbox();
  const trigger = useCallback(
    (arg: Arg): Promise<SubmitOutcome> => outbox.submit(toWrite(arg)),
    [outbox, toWrite],
  );
  return { trigger };
}

/** A read of a resource with the writes still waiting on the device applied by `apply`. */
export function useQueued<Data, View>(
  data: Data | undefined,
  apply: (data: Data, writes: readonly QueuedWrite[]) => View,
): View | undefined {
  const { writes } = useOutboxSnapshot();
  return useMemo(() => (data === undefined ? undefined : apply(data, writes)), [data, writes, apply]);
}

export const NO_IDS: ReadonlySet<number> = new Set();
export const NO_KEYS: ReadonlySet<string> = new Set();
