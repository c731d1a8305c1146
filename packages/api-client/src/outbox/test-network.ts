// Shared by the outbox tests (never exported): a client on the mock backend behind a network that
// can be cut, fail the next requests, or lose their answers after the server applied them.
import { demoAccounts, fixtures, signIn } from '@prospect/mock-server';
import { createApiClient } from '../http';
import { getSector } from '../sectors/get-sector';
import { storeSignIn } from '../session/tokens';
import { memoryStorage } from '../storage';
import { API } from '../test-support';
import { createOutbox, type OutboxOptions } from './outbox';
import { memoryQueueStore, type QueueStore } from './queue-store';

/**
 * `drop`: the request never reaches the server. `lose-answer`: the server applies it, the answer is
 * lost. `unavailable`: a proxy answers 503 without reaching the server. `in-flight`: the server
 * answers 409 without applying it, as to a key it is still working on.
 */
export type Fault = 'drop' | 'lose-answer' | 'unavailable' | 'in-flight';

export function faultyNetwork() {
  const network = {
    online: true,
    faults: [] as Fault[],
    /** Every write that reached the server: method, path and idempotency key. */
    writes: [] as { method: string; path: string; key: string | null }[],
    requests: 0,
    /** Each request waits this long before it leaves. */
    delayMs: 0,
    /** Paths whose writes the server always answers 500 (a server bug on that record). */
    poisoned: new Set<string>(),
    /** Writes answered 500 because their path is poisoned, by path. */
    poisonedAttempts: [] as string[],
  };
  const fetchThrough: typeof fetch = async (input, init) => {
    network.requests += 1;
    if (network.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, network.delayMs));
    const fault = network.faults.shift();
    if (!network.online || fault === 'drop') throw new TypeError('Failed to fetch');
    if (fault === 'unavailable') return new Response('<h1>503</h1>', { status: 503 });
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' && fault === 'in-flight') {
      return Response.json({ error: 'Cette requête est déjà en cours de traitement.' }, { status: 409 });
    }
    if (request.method !== 'GET' && network.poisoned.has(path)) {
      network.poisonedAttempts.push(path);
      return Response.json({ error: 'Erreur interne du serveur.' }, { status: 500 });
    }
    if (request.method !== 'GET') {
      network.writes.push({
        method: request.method,
        path,
        key: request.headers.get('Idempotency-Key'),
      });
    }
    const response = await fetch(request);
    if (fault === 'lose-answer') throw new TypeError('Failed to fetch');
    return response;
  };
  return { network, fetch: fetchThrough };
}

/**
 * A signed-in client over a faulty network, and an outbox over it that never retries by itself. Its
 * clock (`clock.now`) stands still unless the test moves it, for the pauses after server failures.
 */
export function outboxOnFaultyNetwork(
  options: Partial<OutboxOptions> & { store?: QueueStore; email?: string } = {},
) {
  const { network, fetch } = faultyNetwork();
  const email = options.email ?? demoAccounts.agent;
  const client = createApiClient({ baseUrl: API, storage: memoryStorage(), fetch, locks: null });
  storeSignIn(client.storage, signIn(email), email);
  const store = options.store ?? memoryQueueStore();
  const clock = { now: 1_000_000 };
  const outbox = createOutbox({
    client,
    store,
    isOnline: () => network.online,
    locks: null,
    openChannel: null,
    retryDelayMs: () => 3_600_000,
    now: () => clock.now,
    ...options,
  });
  return { client, network, outbox, store, clock };
}

/** A sector of Camille's first zone with at least `count` streets, as the server has it. */
export function sectorWithStreets(count = 3) {
  const zoneId = fixtures.zoneId('La Baule-Escoublac – Centre');
  const sector = fixtures.sectors(zoneId).find((candidate) => candidate.streets.length >= count);
  if (!sector) throw new Error(`seed: no sector with ${count} streets`);
  return { zoneId, sector };
}

export const readSector = (client: Parameters<typeof getSector>[0], sectorId: number) =>
  getSector(client, sectorId);
