import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDayMonth,
  formatDistance,
  formatLongDate,
  formatMonthYear,
  formatShortDate,
  formatTime,
} from './format';

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

  it('writes a day and its abbreviated month', () => {
    expect(formatDayMonth(new Date(2026, 11, 3, 18))).toBe('3 déc.');
    expect(formatDayMonth(new Date(2026, 4, 12))).toBe('12 mai');
  });

  it('writes the time of day on 24 hours, two digits each', () => {
    expect(formatTime(sunday)).toBe('09:30');
    expect(formatTime(new Date(2026, 10, 22, 18, 5))).toBe('18:05');
  });
});

describe('French dates as Intl writes them', () => {
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', options);
  const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const monthYear = intl({ month: 'long', year: 'numeric' });
  const short = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const dayMonth = intl({ day: 'numeric', month: 'short' });
  const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase('fr-FR') + text.slice(1);

  it('writes every day from 1990 to 2060 exactly as Intl does', () => {
    for (let day = new Date(1990, 0, 1, 12); day.getFullYear() < 2061; day.setDate(day.getDate() + 1)) {
      expect(formatLongDate(day)).toBe(long.format(day));
      expect(formatShortDate(day)).toBe(short.format(day));
      expect(formatMonthYear(day)).toBe(capitalised(monthYear.format(day)));
      expect(formatDayMonth(day)).toBe(dayMonth.format(day));
    }
  });

  it('writes every minute of a day exactly as Intl does', () => {
    const time = intl({ hour: '2-digit', minute: '2-digit' });
    for (
      let minute = new Date(2026, 2, 29, 0, 0);
      minute.getDate() === 29;
      minute.setMinutes(minute.getMinutes() + 1)
    ) {
      expect(formatTime(minute)).toBe(time.format(minute));
    }
    expect(() => formatTime(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('leaves other years to Intl, and refuses an invalid date as Intl does', () => {
    for (const day of [new Date(999, 0, 5), new Date(12345, 6, 1), new Date(-50, 0, 1)]) {
      expect(formatLongDate(day)).toBe(long.format(day));
      expect(formatShortDate(day)).toBe(short.format(day));
    }
    expect(() => formatLongDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('French counts', () => {
  const intl = new Intl.NumberFormat('fr-FR');

  it('groups whole counts exactly as Intl does for fr-FR', () => {
    const counts = [
      ...Array.from({ length: 2001 }, (_, index) => index),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power),
      ...Array.from({ length: 16 }, (_, power) => 10 ** power - 1),
      12_345,
      1_234_567,
      Number.MAX_SAFE_INTEGER,
    ];
    for (const count of counts) expect(formatCount(count), String(count)).toBe(intl.format(count));
  });

  it('writes the narrow no-break space between groups, so a figure never breaks across lines', () => {
    expect(formatCount(1234567)).toBe('1\u202f234\u202f567');
  });

  it('leaves every other number to Intl: fractions, negatives, -0, beyond safe integers, NaN and infinity', () => {
    for (const value of [1.5, -1234, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatCount(value), String(value)).toBe(intl.format(value));
  });
});

describe('French distances', () => {
  it('are in metres to the nearest 10 under a kilometre, never 0', () => {
    expect(formatDistance(3)).toBe('10\u00a0m');
    expect(formatDistance(346)).toBe('350\u00a0m');
    expect(formatDistance(994)).toBe('990\u00a0m');
  });

  it('are in kilometres to a tenth, with a decimal comma, from the first kilometre', () => {
    expect(formatDistance(996)).toBe('1\u00a0km');
    expect(formatDistance(1_240)).toBe('1,2\u00a0km');
    expect(formatDistance(9_940)).toBe('9,9\u00a0km');
  });

  it('are in whole kilometres past ten', () => {
    expect(formatDistance(9_960)).toBe('10\u00a0km');
    expect(formatDistance(12_345)).toBe('12\u00a0km');
    expect(formatDistance(1_234_000)).toBe('1\u202f234\u00a0km');
  });
});
