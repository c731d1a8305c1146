import { describe, expect, it } from 'vitest';
import { formatSize } from './format-size';

describe('formatSize', () => {
  it('writes sizes in decimal units with a French comma', () => {
    expect(formatSize(0)).toBe('1 Ko');
    expect(formatSize(850_000)).toBe('850 Ko');
    expect(formatSize(4_350_000)).toBe('4,3 Mo');
    expect(formatSize(4_000_000)).toBe('4 Mo');
    expect(formatSize(48_000_000)).toBe('48 Mo');
    expect(formatSize(12_400_000_000)).toBe('12 Go');
  });
});
