import type { Street } from '../types';

/**
 * What the street-count field says: a count (spec §5: an integer of at least 0, anything not a number
 * counts as 0), or 'negative', which is refused rather than read as 0: '-3' would otherwise delete
 * every street of the sector.
 */
export function parseStreetCount(text: string): number | 'negative' {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return 0;
  if (value < 0) return 'negative';
  // '-0' is 0, not minus zero.
  return value === 0 ? 0 : value;
}

/**
 * The streets a new count would delete: the server keeps the first ones in the sector's order and
 * drops the rest, ticked or not.
 */
export function streetsRemovedBy(streets: readonly Street[], count: number): Street[] {
  return streets.slice(Math.max(0, count));
}
