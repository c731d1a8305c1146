import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarEventJson, unknownFields, wire } from '../test-support/canonical';
import { calendarEventReader } from './calendar-event';

const expected = calendarEventJson();
const read = (input: unknown) => v.parse(calendarEventReader, wire(input));

describe('calendar event reader', () => {
  it.each([
    { name: 'the canonical answer', input: calendarEventJson() },
    {
      name: 'with unknown fields',
      input: { ...calendarEventJson(), ...unknownFields, user: 4, all_day: false },
    },
    { name: 'with the id as a string', input: { ...calendarEventJson(), id: '9' } },
    { name: 'with the type in capitals', input: { ...calendarEventJson(), type: 'RDV' } },
  ])('reads the event $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'without location', input: { location: undefined }, change: { location: '' } },
    { name: 'location null', input: { location: null }, change: { location: '' } },
    { name: 'description null', input: { description: null }, change: { description: '' } },
    { name: 'description absent', input: { description: undefined }, change: { description: '' } },
    { name: 'title null', input: { title: null }, change: { title: '' } },
    { name: 'type absent: prospection', input: { type: undefined }, change: { type: 'prospection' } },
    { name: 'an unknown type: prospection', input: { type: 'meeting' }, change: { type: 'prospection' } },
    { name: 'a calendar date', input: { date: '2026-11-24' }, change: { date: '2026-11-24' } },
    {
      name: 'a date-time with an offset',
      input: { date: '2026-11-24T10:00:00+01:00' },
      change: { date: '2026-11-24T10:00:00+01:00' },
    },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...calendarEventJson(), ...input })).toEqual({ ...expected, ...change });
  });

  // The date places the event on the grid: an event without one cannot be shown.
  it.each([
    { name: 'without date', input: { date: undefined } },
    { name: 'with date null', input: { date: null } },
    { name: 'with an empty date', input: { date: '' } },
    { name: 'with a timestamp for a date', input: { date: 1795510800000 } },
    { name: 'without id', input: { id: undefined } },
    { name: 'with an id that is not digits', input: { id: 'abc' } },
  ])('refuses an event $name', ({ input }) => {
    expect(v.safeParse(calendarEventReader, wire({ ...calendarEventJson(), ...input })).success).toBe(false);
  });
});
