import { describe, expect, it } from 'vitest';
import type { Street } from '../types';
import { parseStreetCount, streetsRemovedBy } from './street-count';

describe('parseStreetCount', () => {
  it('reads a whole number', () => {
    expect(parseStreetCount('12')).toBe(12);
    expect(parseStreetCount(' 7 ')).toBe(7);
  });

  it('keeps the whole part of a decimal', () => {
    expect(parseStreetCount('4.7')).toBe(4);
  });

  it('turns anything that is not a number into 0', () => {
    expect(parseStreetCount('')).toBe(0);
    expect(parseStreetCount('abc')).toBe(0);
  });

  it('refuses a negative count instead of reading it as 0 (which deletes every street)', () => {
    expect(parseStreetCount('-3')).toBe('negative');
    expect(parseStreetCount('-0')).toBe(0);
  });
});

describe('streetsRemovedBy', () => {
  const streets = [1, 2, 3, 4].map((id) => ({ id, name: `Rue ${id}`, status: 'pending' })) as Street[];

  it('is the streets past the new count, in order', () => {
    expect(streetsRemovedBy(streets, 2).map((street) => street.id)).toEqual([3, 4]);
    expect(streetsRemovedBy(streets, 0)).toHaveLength(4);
  });

  it('is nothing when the count stays or grows', () => {
    expect(streetsRemovedBy(streets, 4)).toEqual([]);
    expect(streetsRemovedBy(streets, 9)).toEqual([]);
  });
});
