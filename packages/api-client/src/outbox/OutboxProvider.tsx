import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from '../context';
import type { ApiClient } from '../http';
import { handOverToCache } from './field-writes';
import { createOutbox, type Outbox, type OutboxSnapshot } from './outbox';

const OutboxContext = createContext<Outbox | null>(null);

/**
 * Serves `outbox` to the hooks below, inside the `<SWRConfig>` whose cache takes over sent writes, and
 * listens to the network and the other tabs while mounted.
 */
export function OutboxProvider({ outbox, children }: { outbox: Outbox; children: ReactNode }) {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    outbox.handOverTo((write, answer) => handOverToCache(mutate, write, answer));
    return outbox.start();
  }, [outbox, mutate]);
  return <OutboxContext.Provider value={outbox}>{children}</OutboxContext.Provider>;
}

/** Without a provider (hook tests), each client gets an outbox in memory, sending at once. */
const outboxInMemory = new WeakMap<ApiClient, Outbox>();

export function useOutbox(): Outbox {
  const provided = useContext(OutboxContext);
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  if (provided) return provided;
  let outbox = outboxInMemory.get(client);
  if (!outbox) {
    outbox = createOutbox({ client, locks: null, openChannel: null });
    outboxInMemory.set(client, outbox);
  }
  outbox.handOverTo((write, answer) => handOverToCache(mutate, write, answer));
  return outbox;
}

/** The outbox's writes and state, re-rendering when they change. */
export function useOutboxSnapshot(): OutboxSnapshot {
  const outbox = useOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.snapshot, outbox.snapshot);
}
