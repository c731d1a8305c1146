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

const isSnapshot = (value: unknown): value is Snapshot =>
  !!value &&
  typeof value === 'object' &&
  (value as Snapshot).version === SNAPSHOT_VERSION &&
  !!(value as Snapshot).tables &&
  typeof (value as Snapshot).tables === 'object';

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
