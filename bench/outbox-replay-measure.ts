// Loaded through Vite's module runner by outbox-replay.ts (the packages are TypeScript source).
// How long the outbox takes to replay a long day offline: 500 queued field writes sent to the mock
// backend over HTTP, in order, each with its idempotency key. Measured in Node (the outbox is plain
// TypeScript): total time, time per write, and the longest stretch the event loop was blocked, the
// stand-in for the page's longest main-thread task. Once with the queue in memory (the network and
// the server alone) and once in IndexedDB (fake-indexeddb: the same structured clones as a browser's).
import 'fake-indexeddb/auto';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  createApiClient,
  createOutbox,
  type FieldWrite,
  getZoneSectors,
  getZones,
  indexedDbQueueStore,
  login,
  memoryQueueStore,
  memoryStorage,
  type QueuedWrite,
  type QueueStore,
  type Sector,
} from '@prospect/api-client';

export const REPLAYED_WRITES = 500;

export interface OutboxReplayRun {
  store: 'memory' | 'indexeddb';
  writes: number;
  totalMs: number;
  perWriteMs: number;
  /** The longest the event loop could not run anything else, in milliseconds. */
  longestBlockMs: number;
  /** 99th percentile of the event loop's delay: what a tap waits for at worst, nearly always. */
  p99BlockMs: number;
  /** CPU time the client itself spent (the server runs in another process). */
  clientCpuMs: number;
}

function writesOfADay(count: number, sector: { id: number; streets: { id: number; name: string }[] }) {
  const writes: FieldWrite[] = [];
  for (let index = 0; index < count; index++) {
    const street = sector.streets[index % sector.streets.length];
    if (index % 5 === 4) writes.push({ kind: 'houseNote', label: 'thinking', others: `Porte ${index}` });
    else if (street)
      writes.push({
        kind: 'streetStatus',
        sectorId: sector.id,
        streetId: street.id,
        streetName: street.name,
        status: index % 2 === 0 ? 'done' : 'pending',
      });
  }
  return writes;
}

async function replay(kind: OutboxReplayRun['store'], apiUrl: string): Promise<OutboxReplayRun> {
  const client = createApiClient({ baseUrl: apiUrl, storage: memoryStorage(), locks: null });
  await login(client, { email: 'agent@prospect.demo', password: 'prospect2026' });
  let sector: Sector | undefined;
  for (const zone of await getZones(client)) {
    sector ??= (await getZoneSectors(client, zone.id)).find((candidate) => candidate.streets.length > 0);
  }
  if (!sector) throw new Error('the demo agent has no sector with streets');
  const store: QueueStore =
    kind === 'memory' ? memoryQueueStore() : indexedDbQueueStore(`bench-${Date.now()}-${Math.random()}`);
  const owner = `${apiUrl}|agent@prospect.demo`;
  const queued: QueuedWrite[] = writesOfADay(REPLAYED_WRITES, sector).map((write, index) => ({
    key: `bench-${kind}-${Date.now()}-${index}`,
    owner,
    write,
    createdAt: index,
    state: 'waiting',
    refusal: null,
  }));
  await store.update(() => queued);
  const outbox = createOutbox({
    client,
    store,
    owner: () => owner,
    isOnline: () => true,
    locks: null,
    openChannel: null,
  });
  await outbox.ready;
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  await outbox.flush();
  const totalMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  loop.disable();
  const left = outbox.snapshot().writes.length;
  if (left > 0) throw new Error(`${left} writes were not replayed`);
  return {
    store: kind,
    writes: REPLAYED_WRITES,
    totalMs: Math.round(totalMs),
    perWriteMs: Math.round((totalMs / REPLAYED_WRITES) * 100) / 100,
    longestBlockMs: Math.round(loop.max / 1e6),
    p99BlockMs: Math.round(loop.percentile(99) / 1e6),
    clientCpuMs: Math.round((used.user + used.system) / 1000),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The mock backend in its own process, as a real server would be: its work must not count in the
 * client's event loop.
 */
async function startBackend(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const script = path.join(import.meta.dirname, '../packages/mock-server/src/http-server/start.ts');
  const child = spawn(process.execPath, [script, '--port', String(port), '--quiet', '--origin', '*'], {
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 200; tries++) {
    const up = await fetch(`${url}/api/token/`, { method: 'OPTIONS' }).then(
      () => true,
      () => false,
    );
    if (up) return { url, process: child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error('the mock backend did not start');
}

export async function measureOutboxReplay(): Promise<OutboxReplayRun[]> {
  const backend = await startBackend();
  try {
    return [await replay('memory', backend.url), await replay('indexeddb', backend.url)];
  } finally {
    backend.process.kill();
  }
}
