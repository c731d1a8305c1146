// Conditions the checks put on answers already read by the contract's readers.

import { id } from '@prospect/contract';
import * as v from 'valibot';

/** Null when `got` is `expected` (emails compare without case), else what was found. */
export function sameEmail(got: string, expected: string): string | null {
  return got.trim().toLowerCase() === expected.trim().toLowerCase() ? null : `email is ${got || '(empty)'}`;
}

/** The one item `matches` picks, or why there is not exactly one. */
export function onlyOne<T>(
  items: T[],
  matches: (item: T) => boolean,
  what: string,
): { item?: T; problem: string | null } {
  const found = items.filter(matches);
  if (found.length === 1) return { item: found[0], problem: null };
  return { problem: found.length === 0 ? `${what} not in the list` : `${what} listed ${found.length} times` };
}

/** Spec §7: the displayed month, from its first day at 00:00 to its last day at 23:59:59.999. */
export function monthRange(now: Date): { start_date: string; end_date: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), 1, 0, 0, 0, 0);
  const end = new Date(now.getFullYear(), now.getMonth() + 1, 0, 23, 59, 59, 999);
  return { start_date: start.toISOString(), end_date: end.toISOString() };
}

/** Near Nantes city centre (spec §7's reverse geocode example), longitude first as GeoJSON wants. */
export const NANTES = { lat: 47.2184, lon: -1.5536 };
export const nantesPoint = (offset = 0) => ({
  type: 'Point' as const,
  coordinates: [NANTES.lon + offset, NANTES.lat + offset] as [number, number],
});

/**
 * The id in a create's answer, which spec §7 does not show (so it is never required): a DRF create view
 * sends the record back, and its id lets the check find and clean up a record a broken list hides.
 */
export function createdId(body: unknown): number | undefined {
  const raw = body && typeof body === 'object' && 'id' in body ? body.id : undefined;
  const parsed = v.safeParse(id, raw);
  return parsed.success ? parsed.output : undefined;
}
