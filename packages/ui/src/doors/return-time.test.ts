import { describe, expect, it } from 'vitest';
import { dateInputValue, fromInputValues, timeInputValue, tomorrowEvening } from './return-time';

describe('a planned return', () => {
  it('defaults to tomorrow at 18:00, across a month’s end', () => {
    expect(tomorrowEvening(new Date(2026, 10, 30, 9, 30))).toEqual(new Date(2026, 11, 1, 18, 0));
  });

  it('goes to the inputs and back', () => {
    const moment = new Date(2026, 11, 3, 18, 5);
    expect(dateInputValue(moment)).toBe('2026-12-03');
    expect(timeInputValue(moment)).toBe('18:05');
    expect(fromInputValues('2026-12-03', '18:05')).toEqual(moment);
  });

  it('is null while an input is empty', () => {
    expect(fromInputValues('', '18:00')).toBeNull();
    expect(fromInputValues('2026-12-03', '')).toBeNull();
  });
});
