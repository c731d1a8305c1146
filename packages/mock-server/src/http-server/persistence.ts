import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { db } from '../db';
import { seed } from '../seed';
import { restoreSnapshot, takeSnapshot } from '../snapshot';

/** Writes in a burst (a form, then its revalidation) cost one save, at most this long after the first. */
export const SAVE_DEBOUNCE_MS = 200;

/**
 * Puts the database back from `file`, or seeds the demo when there is no file or it is not a usable
 * snapshot (unreadable, not JSON, another version). Says which it did.
 */
export async function restoreOrSeed(file: string | undefined): Promise<'restored' | 'seeded'> {
  if (file !== undefined && existsSync(file)) {
    const problem = tryRestore(file);
    if (problem === null) return 'restored';
    console.warn(
      `[mock-server] ${file} ${problem}: starting from the demo data (the file is replaced on the next write)`,
    );
  }
  await seed();
  return 'seeded';
}

function tryRestore(file: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return `is not readable JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  return restoreSnapshot(parsed) ? null : 'is not a snapshot of this version of the mock';
}

/**
 * Writes the database to `file` whole or not at all: a temporary file beside it, then a rename, so a
 * crash mid-write never leaves half a JSON file. Synchronous, so it also works in a signal handler.
 */
export function saveSnapshot(file: string): void {
  // Dead sessions would only grow the file.
  db.session.deleteMany({ where: { expiresAt: { lt: Date.now() } } });
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(takeSnapshot()));
  renameSync(temporary, file);
}

export interface SnapshotWriter {
  /** A write happened: save a little later. */
  schedule(): void;
  /** Save now if a save is pending (on close and on SIGINT/SIGTERM). */
  flush(): void;
}

export function snapshotWriter(file: string): SnapshotWriter {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = () => {
    clearTimeout(timer);
    timer = undefined;
    try {
      saveSnapshot(file);
    } catch (error) {
      // A full disk only costs persistence: the server keeps answering from memory.
      console.warn(`[mock-server] could not save to ${file}`, error);
    }
  };
  return {
    schedule() {
      // Not pushed back by later writes, so a steady stream of writes still gets saved.
      if (timer === undefined) timer = setTimeout(saveNow, SAVE_DEBOUNCE_MS);
    },
    flush() {
      if (timer !== undefined) saveNow();
    },
  };
}
