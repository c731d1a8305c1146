import { describe, expect, it } from 'vitest';
import { completionPercent } from './completion';

describe('completionPercent', () => {
  it('rounds done streets over all streets', () => {
    expect(completionPercent({ doneRues: 1, totalRues: 3 })).toBe(33);
    expect(completionPercent({ doneRues: 2, totalRues: 3 })).toBe(67);
  });

  it('is 0 without streets', () => {
    expect(completionPercent({ doneRues: 0, totalRues: 0 })).toBe(0);
  });
});
