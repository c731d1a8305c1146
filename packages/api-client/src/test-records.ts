// Shared by the endpoint tests (never exported). The writes spec §7 marks 'not shown' resolve nothing, so a
// test finds what it made through the list or detail it shows up in.
import { expect } from 'vitest';

/** The one record of `after` whose id is not in `before`: what the write in between created. */
export function addedRecord<T extends { id?: unknown }>(before: readonly T[], after: readonly T[]): T {
  const known = new Set(before.map(({ id }) => id));
  const added = after.filter(({ id }) => !known.has(id));
  expect(added, 'exactly one new record').toHaveLength(1);
  return added[0] as T;
}
