import { describe, expect, it } from 'vitest';
import {
  buildMonthWeeks,
  eventDayKey,
  eventQueryRange,
  groupEventsByDay,
  toDayKey,
  visibleEvents,
} from './month-grid';

const keysOf = (weeks: ReturnType<typeof buildMonthWeeks>) => weeks.map((week) => week.map((day) => day.key));

describe('buildMonthWeeks', () => {
  it('starts a month that begins on Sunday with the six days of the month before', () => {
    const weeks = buildMonthWeeks(new Date(2026, 2, 1)); // 1 March 2026 is a Sunday
    expect(weeks[0]?.[0]?.key).toBe('2026-02-23');
    expect(weeks[0]?.[6]).toMatchObject({ key: '2026-03-01', inMonth: true });
    expect(weeks[0]?.slice(0, 6).every((day) => !day.inMonth)).toBe(true);
    expect(weeks).toHaveLength(6);
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-04-05');
  });

  it('starts a month that begins on Monday on its first day', () => {
    const weeks = buildMonthWeeks(new Date(2026, 5, 17)); // any day of June 2026; 1 June is a Monday
    expect(weeks[0]?.[0]).toMatchObject({ key: '2026-06-01', inMonth: true });
    expect(weeks).toHaveLength(5);
    expect(weeks.at(-1)?.at(-1)?.key).toBe('2026-07-05');
  });

  it('gives February of a leap year its 29th day', () => {
    const days = buildMonthWeeks(new Date(2028, 1, 1)).flat();
    const inMonth = days.filter((day) => day.inMonth).map((day) => day.key);
    expect(inMonth).toHaveLength(29);
    expect(inMonth.at(-1)).toBe('2028-02-29');
  });

  it('fits a February starting on Monday in exactly four weeks', () => {
    const weeks = buildMonthWeeks(new Date(2027, 1, 1)); // 1 February 2027 is a Monday, 28 days
    expect(keysOf(weeks)).toHaveLength(4);
    expect(weeks.flat().every((day) => day.inMonth)).toBe(true);
  });

  it('always lays out whole weeks from Monday to Sunday', () => {
    for (let month = 0; month < 24; month += 1) {
      const weeks = buildMonthWeeks(new Date(2026, month, 1));
      for (const week of weeks) {
        expect(week).toHaveLength(7);
        expect(week[0]?.date.getDay()).toBe(1);
        expect(week[6]?.date.getDay()).toBe(0);
      }
    }
  });
});

describe('eventQueryRange', () => {
  it('covers the days shown, neighbouring months included', () => {
    expect(eventQueryRange(new Date(2026, 10, 1))).toEqual({
      start_date: new Date(2026, 9, 26).toISOString(),
      end_date: new Date(2026, 11, 6, 23, 59, 59, 999).toISOString(),
    });
  });
});

describe('events by day', () => {
  it('files a date-only event under its own day', () => {
    expect(eventDayKey({ date: '2026-11-22' })).toBe('2026-11-22');
  });

  it('files a date-time event under its local day', () => {
    const date = new Date(2026, 10, 22, 23, 30);
    expect(eventDayKey({ date: date.toISOString() })).toBe(toDayKey(date));
  });

  it('skips an event whose date cannot be read', () => {
    expect(eventDayKey({ date: 'demain' })).toBeNull();
    expect(groupEventsByDay([{ date: 'demain' }]).size).toBe(0);
  });

  it('keeps the given order within a day', () => {
    const events = [
      { id: 1, date: '2026-11-22' },
      { id: 2, date: '2026-11-23' },
      { id: 3, date: '2026-11-22' },
    ];
    const byDay = groupEventsByDay(events);
    expect(byDay.get('2026-11-22')?.map((event) => event.id)).toEqual([1, 3]);
    expect(byDay.get('2026-11-23')?.map((event) => event.id)).toEqual([2]);
  });
});

describe('visibleEvents', () => {
  it('lists every event that fits', () => {
    expect(visibleEvents([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], hidden: 0 });
  });

  it('gives the last line to +N when they do not fit, so N is at least 2', () => {
    expect(visibleEvents([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2], hidden: 2 });
    expect(
      visibleEvents(
        Array.from({ length: 40 }, (_, index) => index),
        3,
      ).hidden,
    ).toBe(38);
  });
});
