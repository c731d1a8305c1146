import { isApiError } from '../errors';
import type { ApiClient } from '../http';
import { sessionAccount } from '../session/tokens';
import { isNetworkFailure } from './network-failure';
import { type PreparationRecord, readRecords, writeRecords } from './preparation-records';
import { type PreparationPlan, planPreparation, planSteps, runPreparation } from './run-preparation';
import type { TileSource } from './tile-source';
import { isStorageFull, removePreparedTiles } from './tile-store';

/** A tile of our server weighs 10–40 KB; the estimate takes the upper middle. */
export const ESTIMATED_TILE_BYTES = 25_000;
/** A sector with its streets, polygon and notes, as JSON. */
export const ESTIMATED_SECTOR_BYTES = 6_000;
/** A street's doors, as JSON (optional extension « portes »). */
export const ESTIMATED_STREET_DOORS_BYTES = 3_000;
/** A cut network is tried again this often, besides the browser's `online` event. */
const RETRY_MS = 15_000;

/** What a zone's preparation screen shows. */
export type ZonePreparationView =
  | { phase: 'idle' }
  | { phase: 'estimating' }
  | { phase: 'estimateFailed' }
  | { phase: 'estimate'; bytes: number; freeBytes: number | null; tiles: TileSource }
  | { phase: 'storageFull'; bytes: number; freeBytes: number | null }
  | { phase: 'running' | 'waitingForNetwork'; done: number; total: number; tiles: TileSource }
  | { phase: 'failed' }
  | { phase: 'done'; preparedAt: number; bytes: number; withTiles: boolean; sectorIds: readonly number[] };

export interface ZonePreparationsOptions {
  client: ApiClient;
  keepAnswer: (key: string, data: unknown) => Promise<void>;
  keepTile: (zoneId: number) => (address: string, signal: AbortSignal) => Promise<number>;
  removeTiles?: (zoneId: number) => Promise<void>;
  /** The map's tile template and whose server it is. */
  tiles: { template: string; source: TileSource; retina: boolean };
  /** `navigator.storage`, or a stand-in. */
  storage?: Pick<StorageManager, 'estimate' | 'persist'> | undefined;
  /** The browser's `online` events; tests pass their own. */
  onOnline?: (listener: () => void) => () => void;
  now?: () => number;
  /** The pace of tile requests (runPreparation's defaults otherwise). */
  pace?: { concurrency?: number; tileIntervalMs?: number };
}

export interface ZonePreparations {
  view(zoneId: number): ZonePreparationView;
  subscribe(listener: () => void): () => void;
  /** Reads the zone and its sectors, and states what the preparation will take. */
  estimate(zoneId: number): Promise<void>;
  /** Asks to keep the storage, then runs (the estimate's plan when there is one). */
  start(zoneId: number): Promise<void>;
  /** Drops an estimate not taken up. */
  dismiss(zoneId: number): void;
  /** Stops a run and removes what it kept. */
  cancel(zoneId: number): Promise<void>;
  /** Removes a prepared zone's tiles and record; its answers stay in the read cache like any other. */
  remove(zoneId: number): Promise<void>;
  /** The zones prepared (done), one set until one changes. */
  preparedZoneIds(): ReadonlySet<number>;
}

const browserOnline = (listener: () => void) => {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
};

export function createZonePreparations({
  client,
  keepAnswer,
  keepTile,
  removeTiles = removePreparedTiles,
  tiles,
  storage = globalThis.navigator?.storage,
  onOnline = browserOnline,
  now = Date.now,
  pace = {},
}: ZonePreparationsOptions): ZonePreparations {
  const owner = () => sessionAccount(client.storage, client.baseUrl);
  let recordsOwner = owner();
  let records = readRecords(client.storage, recordsOwner);
  const transient = new Map<number, ZonePreparationView>();
  const plans = new Map<number, PreparationPlan>();
  const runs = new Map<number, AbortController>();
  const views = new Map<number, ZonePreparationView>();
  const listeners = new Set<() => void>();
  let prepared: ReadonlySet<number> | null = null;
  const withTiles = tiles.source === 'own';
  const tileOptions = withTiles ? { template: tiles.template, retina: tiles.retina } : null;

  function viewOf(zoneId: number): ZonePreparationView {
    const record = records.get(zoneId);
    const shown = transient.get(zoneId);
    if (shown && !(record && runs.has(zoneId))) return shown;
    if (!record) return { phase: 'idle' };
    const { status, preparedAt, bytes, sectorIds } = record;
    if (status === 'done' && preparedAt !== null)
      return { phase: 'done', preparedAt, bytes, withTiles: record.withTiles, sectorIds };
    if (status === 'storageFull') return { phase: 'storageFull', bytes, freeBytes: null };
    if (status === 'failed') return { phase: 'failed' };
    const phase = status === 'running' && runs.has(zoneId) ? 'running' : 'waitingForNetwork';
    // The zone and sector list count as one step, done once the plan is read.
    const planned = record.total > 0 ? 1 : 0;
    return { phase, done: record.done.length + planned, total: record.total, tiles: tiles.source };
  }

  /** Another account signed in: the runs of the one before stop, and its records are not shown. */
  function followAccount() {
    const current = owner();
    if (current === recordsOwner) return;
    for (const run of runs.values()) run.abort();
    runs.clear();
    plans.clear();
    transient.clear();
    views.clear();
    prepared = null;
    recordsOwner = current;
    records = readRecords(client.storage, current);
  }

  function changed(zoneId: number) {
    followAccount();
    views.set(zoneId, viewOf(zoneId));
    prepared = null;
    writeRecords(client.storage, recordsOwner, records);
    for (const listener of [...listeners]) listener();
  }

  function waitForNetwork(zoneId: number) {
    let stop: (() => void) | undefined;
    const again = () => {
      stop?.();
      clearTimeout(timer);
      if (records.get(zoneId)?.status === 'waitingForNetwork') void execute(zoneId);
    };
    const timer = setTimeout(again, RETRY_MS);
    stop = onOnline(again);
  }

  async function execute(zoneId: number) {
    if (runs.has(zoneId)) return;
    const controller = new AbortController();
    runs.set(zoneId, controller);
    const record: PreparationRecord = records.get(zoneId) ?? {
      zoneId,
      status: 'running',
      done: [],
      total: 0,
      bytes: 0,
      withTiles,
      sectorIds: [],
      preparedAt: null,
    };
    record.status = 'running';
    records.set(zoneId, record);
    transient.delete(zoneId);
    changed(zoneId);
    const { signal } = controller;
    try {
      const plan =
        plans.get(zoneId) ?? (await planPreparation({ client, keepAnswer }, zoneId, tileOptions, signal));
      plans.delete(zoneId);
      record.total = 1 + planSteps(plan);
      record.sectorIds = plan.sectorIds;
      changed(zoneId);
      await runPreparation({
        client,
        keepAnswer,
        keepTile: keepTile(zoneId),
        plan,
        done: new Set(record.done),
        signal,
        ...pace,
        onStep: (step, bytes) => {
          if (signal.aborted) return;
          record.done.push(step);
          record.bytes += bytes;
          changed(zoneId);
        },
      });
      Object.assign(record, { status: 'done', preparedAt: now(), done: [] });
    } catch (error) {
      if (signal.aborted || (isApiError(error) && error.kind === 'cancelled')) return;
      if (isNetworkFailure(error)) {
        record.status = 'waitingForNetwork';
        waitForNetwork(zoneId);
      } else if (isStorageFull(error)) record.status = 'storageFull';
      else {
        console.warn('[api-client] the zone could not be prepared for offline use', error);
        record.status = 'failed';
      }
    } finally {
      if (runs.get(zoneId) === controller) runs.delete(zoneId);
      if (records.get(zoneId) === record) changed(zoneId);
    }
  }

  // A preparation a closed page left half done carries on.
  for (const record of records.values()) {
    if (record.status === 'running' || record.status === 'waitingForNetwork') void execute(record.zoneId);
  }

  async function estimate(zoneId: number) {
    transient.set(zoneId, { phase: 'estimating' });
    changed(zoneId);
    try {
      const plan = await planPreparation({ client, keepAnswer }, zoneId, tileOptions);
      plans.set(zoneId, plan);
      const bytes =
        plan.tiles.length * ESTIMATED_TILE_BYTES +
        plan.sectorIds.length * ESTIMATED_SECTOR_BYTES +
        plan.doors.streetIds.length * ESTIMATED_STREET_DOORS_BYTES;
      const room = await storage?.estimate().catch(() => undefined);
      const freeBytes = room?.quota !== undefined ? room.quota - (room.usage ?? 0) : null;
      const tooBig = freeBytes !== null && freeBytes < bytes;
      transient.set(
        zoneId,
        tooBig
          ? { phase: 'storageFull', bytes, freeBytes }
          : { phase: 'estimate', bytes, freeBytes, tiles: tiles.source },
      );
    } catch {
      transient.set(zoneId, { phase: 'estimateFailed' });
    }
    changed(zoneId);
  }

  async function forget(zoneId: number) {
    runs.get(zoneId)?.abort();
    runs.delete(zoneId);
    records.delete(zoneId);
    plans.delete(zoneId);
    transient.delete(zoneId);
    changed(zoneId);
    await removeTiles(zoneId);
  }

  return {
    view: (zoneId) => {
      followAccount();
      let view = views.get(zoneId);
      if (!view) {
        view = viewOf(zoneId);
        views.set(zoneId, view);
      }
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    estimate,
    async start(zoneId) {
      // A refusal leaves the tiles as evictable as the browser's other data; the preparation still runs.
      await storage?.persist().catch(() => false);
      const record = records.get(zoneId);
      // An update starts over, the tiles kept meanwhile still serving.
      if (record && record.status !== 'waitingForNetwork') Object.assign(record, { done: [], bytes: 0 });
      await execute(zoneId);
    },
    dismiss(zoneId) {
      transient.delete(zoneId);
      plans.delete(zoneId);
      changed(zoneId);
    },
    cancel: forget,
    remove: forget,
    preparedZoneIds() {
      followAccount();
      prepared ??= new Set([...records.values()].filter((r) => r.status === 'done').map((r) => r.zoneId));
      return prepared;
    },
  };
}
