import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unknownFields, wire } from '../test-support/canonical';
import { doorReader } from './door';

const door = {
  id: 2406,
  number: '12 bis',
  outcome: 'interested' as const,
  note: 'Rappeler après 18 h',
  stop_pub: true,
  visited_at: '2026-11-20T10:15:00.000Z',
  visited_by: 'Camille Martin',
  revisit_at: '2026-11-27T18:00:00.000Z',
};

const neverVisited = {
  id: 2407,
  number: '14',
  outcome: 'not_visited' as const,
  note: '',
  stop_pub: false,
  visited_at: null,
  visited_by: '',
  revisit_at: null,
};

describe('door reader (optional extension « portes »)', () => {
  it.each([
    { name: 'the canonical answer', input: door },
    { name: 'with unknown fields', input: { ...door, ...unknownFields, street: 31, position: 4 } },
    { name: 'with the id as digits', input: { ...door, id: '2406' } },
    { name: 'with the outcome in capitals', input: { ...door, outcome: 'INTERESTED' } },
    { name: 'with the outcome padded', input: { ...door, outcome: '  interested ' } },
    { name: 'with the number spaced out', input: { ...door, number: '  12   bis ' } },
    { name: 'with a no-break space in the number', input: { ...door, number: '12\u00a0bis' } },
    { name: 'with stop_pub as "true"', input: { ...door, stop_pub: 'true' } },
    { name: 'with stop_pub as 1', input: { ...door, stop_pub: 1 } },
    { name: 'with stop_pub as "Oui"', input: { ...door, stop_pub: 'Oui' } },
    {
      name: 'with the visitor as a nested user',
      input: { ...door, visited_by: { id: 4, first_name: 'Camille', last_name: 'Martin' } },
    },
  ])('reads $name', ({ input }) => {
    expect(v.parse(doorReader, wire(input))).toEqual(door);
  });

  it.each([
    { name: 'the outcome with spaces', input: { outcome: 'flyer left' }, change: { outcome: 'flyer_left' } },
    {
      name: 'the outcome with a hyphen',
      input: { outcome: 'Not-Interested' },
      change: { outcome: 'not_interested' },
    },
    { name: 'the number as an integer', input: { number: 12 }, change: { number: '12' } },
    {
      name: 'the visitor as a username only',
      input: { visited_by: { username: 'camille' } },
      change: { visited_by: 'camille' },
    },
    {
      name: 'the visitor as an id, which names nobody',
      input: { visited_by: 4 },
      change: { visited_by: '' },
    },
    {
      name: 'a planned return as a date',
      input: { revisit_at: '2026-11-27' },
      change: { revisit_at: '2026-11-27' },
    },
  ])('reads $name', ({ input, change }) => {
    expect(v.parse(doorReader, wire({ ...door, ...input }))).toEqual({ ...door, ...change });
  });

  // Whatever a server leaves empty or says in a way the app does not know, the door reads as never
  // visited and not a STOP PUB letterbox: nothing unknown marks a door as done.
  it.each([
    {
      name: 'nulls',
      input: {
        outcome: null,
        note: null,
        stop_pub: null,
        visited_at: null,
        visited_by: null,
        revisit_at: null,
      },
    },
    {
      name: 'absent fields',
      input: {
        outcome: undefined,
        note: undefined,
        stop_pub: undefined,
        visited_at: undefined,
        visited_by: undefined,
        revisit_at: undefined,
      },
    },
    { name: 'an unknown outcome', input: { outcome: 'visited' } },
    { name: 'a STOP PUB outcome (a flag, not an outcome)', input: { outcome: 'stop_pub' } },
    { name: 'an outcome that is not text', input: { outcome: 3 } },
    { name: 'stop_pub as "false"', input: { stop_pub: 'false' } },
    { name: 'stop_pub as 0', input: { stop_pub: 0 } },
    { name: 'stop_pub as "0"', input: { stop_pub: '0' } },
    { name: 'stop_pub as an object', input: { stop_pub: { value: true } } },
    { name: 'blank dates', input: { visited_at: '', revisit_at: '  ' } },
  ])('reads $name as a door never visited', ({ input }) => {
    expect(v.parse(doorReader, wire({ ...neverVisited, ...input }))).toEqual(neverVisited);
  });

  it.each([
    { name: 'no id', change: { id: undefined } },
    { name: 'id null', change: { id: null } },
    { name: 'id "-1"', change: { id: '-1' } },
    { name: 'id 0', change: { id: 0 } },
    { name: 'an id that is no number', change: { id: '12/../3' } },
    { name: 'no number', change: { number: undefined } },
    { name: 'number null', change: { number: null } },
    { name: 'a blank number', change: { number: '   ' } },
    { name: 'a negative number', change: { number: -2 } },
    { name: 'a fractional number', change: { number: 12.5 } },
    { name: 'a number longer than 20 characters', change: { number: '12 bis, escalier B, porte gauche' } },
  ])('refuses a door with $name', ({ change }) => {
    expect(v.safeParse(doorReader, wire({ ...door, ...change })).success).toBe(false);
  });

  it('refuses a list where one door was expected', () => {
    expect(v.safeParse(doorReader, wire([door])).success).toBe(false);
  });
});
