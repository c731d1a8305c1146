import { describe, expect, it } from 'vitest';
import { contrastRatio, formatRatio } from './contrast';

describe('the contrast ratios the colour page prints', () => {
  it('spans 1 for a colour on itself to 21 for black on white, in either order', () => {
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('matches WCAG values for greys either side of the 4.5:1 line', () => {
    // #767676 is the lightest grey that passes on white; #777777 is the first that fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('never prints a failing ratio as a passing one', () => {
    expect(formatRatio(4.4999)).toBe('4,49:1');
    expect(formatRatio(21)).toBe('21,00:1');
  });
});
