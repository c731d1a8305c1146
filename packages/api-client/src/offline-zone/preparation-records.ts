import type { KeyValueStorage } from '../storage';

/** Where a zone's preparation stands, kept on the device so it resumes after a reload or a network cut. */
export interface PreparationRecord {
  zoneId: number;
  status: 'running' | 'waitingForNetwork' | 'storageFull' | 'failed' | 'done';
  /** The steps finished (sector steps and tile addresses). */
  done: string[];
  total: number;
  /** Bytes of the tiles kept, plus an allowance for the answers. */
  bytes: number;
  /** Whether tiles are part of it (not when the tile server is not the agency's own). */
  withTiles: boolean;
  /** The sectors it read: a zone whose sectors changed since is worth updating. */
  sectorIds: number[];
  /** Epoch milliseconds of its end; null until done. */
  preparedAt: number | null;
}

/** The key of the records, under the account they were made for. */
export const PREPARATIONS_STORAGE_KEY = 'prospect_offline_zones';

interface Stored {
  owner: string;
  zones: Record<string, PreparationRecord>;
}

function readStored(storage: KeyValueStorage): Stored | null {
  try {
    const raw = storage.getItem(PREPARATIONS_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object' || !('owner' in value) || !('zones' in value)) return null;
    return value as Stored;
  } catch {
    return null;
  }
}

/** The records of `owner`; another account's count as none. */
export function readRecords(storage: KeyValueStorage, owner: string | null): Map<number, PreparationRecord> {
  const stored = readStored(storage);
  const records = new Map<number, PreparationRecord>();
  if (!owner || stored?.owner !== owner) return records;
  for (const record of Object.values(stored.zones)) records.set(record.zoneId, record);
  return records;
}

export function writeRecords(
  storage: KeyValueStorage,
  owner: string | null,
  records: ReadonlyMap<number, PreparationRecord>,
): void {
  if (!owner) return;
  const zones = Object.fromEntries([...records].map(([id, record]) => [String(id), record]));
  try {
    storage.setItem(PREPARATIONS_STORAGE_KEY, JSON.stringify({ owner, zones } satisfies Stored));
  } catch (error) {
    console.warn('[api-client] the offline preparations could not be recorded', error);
  }
}

/** Forgets every record (a sign-out). */
export function forgetRecords(storage: KeyValueStorage): void {
  storage.removeItem(PREPARATIONS_STORAGE_KEY);
}
