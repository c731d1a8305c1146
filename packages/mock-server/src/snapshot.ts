import { bumpSequence, clearDb, type ModelName, modelNames, table } from './db';

/** Bump when the model changes: an older snapshot in a visitor's browser is then ignored and reseeded. */
export const SNAPSHOT_VERSION = 1;

export interface Snapshot {
  version: number;
  tables: Partial<Record<ModelName, Record<string, unknown>[]>>;
}

/** Every row of every table as plain JSON. */
export function takeSnapshot(): Snapshot {
  const tables: Snapshot['tables'] = {};
  for (const name of modelNames) {
    tables[name] = JSON.parse(JSON.stringify(table(name).getAll())) as Record<string, unknown>[];
  }
  return { version: SNAPSHOT_VERSION, tables };
}

const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Rows are flat records of primitives keyed by an integer id (a session by its token). */
function isRow(name: ModelName, row: unknown): row is Record<string, unknown> {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return false;
  const record = row as Record<string, unknown>;
  const key = name === 'session' ? typeof record.token === 'string' : Number.isInteger(record.id);
  return key && Object.values(record).every(isPrimitive);
}

function isSnapshot(value: unknown): value is Snapshot {
  if (!value || typeof value !== 'object') return false;
  const { version, tables } = value as Snapshot;
  if (version !== SNAPSHOT_VERSION || !tables || typeof tables !== 'object') return false;
  return modelNames.every((name) => {
    const rows: unknown = tables[name] ?? [];
    return Array.isArray(rows) && rows.every((row) => isRow(name, row));
  });
}

/** Replaces the database with a snapshot; false (database untouched) when it is not a usable one. */
export function restoreSnapshot(snapshot: unknown): boolean {
  if (!isSnapshot(snapshot)) return false;
  const previous = takeSnapshot();
  try {
    load(snapshot);
    return true;
  } catch (error) {
    console.warn('[mock-server] unusable snapshot, keeping the current data', error);
    load(previous);
    return false;
  }
}

function load(snapshot: Snapshot): void {
  clearDb();
  for (const name of modelNames) {
    const rows = table(name);
    let highest = 0;
    for (const row of snapshot.tables[name] ?? []) {
      rows.create(row);
      if (typeof row.id === 'number' && row.id > highest) highest = row.id;
    }
    bumpSequence(name, highest);
  }
}
