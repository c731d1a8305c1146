import { describe, expect, it } from 'vitest';
import { parseStreetCount } from './streetCount';

describe('parseStreetCount', () => {
  it('reads a whole number', () => {
    expect(parseStreetCount('12')).toBe(12);
    expect(parseStreetCount(' 7 ')).toBe(7);
  });

  it('keeps the whole part of a decimal', () => {
    expect(parseStreetCount('4.7')).toBe(4);
  });

  it('turns anything else into 0, and never goes below it', () => {
    expect(parseStreetCount('')).toBe(0);
    expect(parseStreetCount('abc')).toBe(0);
    expect(parseStreetCount('-3')).toBe(0);
  });
});
