import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, formatShortDate } from './format';

describe('French date formats', () => {
  const sunday = new Date(2026, 10, 22, 9, 30);

  it('writes the long date with weekday and month in words', () => {
    expect(formatLongDate(sunday)).toBe('dimanche 22 novembre 2026');
  });

  it('capitalises the month-year heading', () => {
    expect(formatMonthYear(new Date(2028, 1, 1))).toBe('Février 2028');
  });

  it('writes the short date day first', () => {
    expect(formatShortDate(sunday)).toBe('22/11/2026');
  });
});
