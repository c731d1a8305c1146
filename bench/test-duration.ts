// The full test command is never run by the bench (it takes minutes and builds the app twice); whoever
// runs it may record its time in bench/test-duration.json:
//   { "seconds": 312.5, "command": "npm test", "measuredAt": "2026-11-22T12:00:00Z" }
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const TEST_DURATION_FILE = path.join(import.meta.dirname, 'test-duration.json');

export type TestDuration =
  | { measured: true; seconds: number; command: string; measuredAt: string | null; source: string }
  | { measured: false; note: string };

export function readTestDuration(file = TEST_DURATION_FILE): TestDuration {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      seconds?: number;
      durationMs?: number;
      command?: string;
      measuredAt?: string;
    };
    const seconds = data.seconds ?? (data.durationMs === undefined ? undefined : data.durationMs / 1000);
    if (typeof seconds !== 'number' || !Number.isFinite(seconds)) throw new Error('no "seconds" in the file');
    return {
      measured: true,
      seconds,
      command: data.command ?? 'npm test',
      measuredAt: data.measuredAt ?? null,
      source: path.relative(path.resolve(import.meta.dirname, '..'), file),
    };
  } catch {
    return {
      measured: false,
      note: 'the bench never runs the test command (minutes long, it builds the app twice); whoever runs it may record its time in bench/test-duration.json',
    };
  }
}
