import { describe, expect, it } from 'vitest';
import { compareAsc } from './date-compare-asc';

const early = new Date('2026-03-01T08:00:00Z');
const late = new Date('2026-03-01T08:00:01Z');

// date-fns 2's answers, which the mock's model library reads as equal, before or after.
describe('the demo build’s compareAsc', () => {
  it.each([
    [early, late, -1],
    [late, early, 1],
    [early, new Date(early), 0],
    [early.getTime(), late, -1],
    [late, early.getTime(), 1],
  ])('compares %s with %s as %d', (left, right, expected) => {
    expect(compareAsc(left, right)).toBe(expected);
  });

  it('answers NaN for an invalid date or a string, which date-fns 2 does not read', () => {
    expect(compareAsc(new Date(Number.NaN), early)).toBeNaN();
    expect(compareAsc(early, '2026-03-01')).toBeNaN();
  });
});
