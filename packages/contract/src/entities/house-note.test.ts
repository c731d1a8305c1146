import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { unknownFields, wire } from '../test-support/canonical';
import { houseNoteReader } from './house-note';

const houseNote = {
  id: 3,
  label: 'interested' as const,
  others: 'Rappeler en janvier',
  user: 'Camille Martin',
  created_at: '2026-11-19T11:00:00.000Z',
};

describe('house note reader', () => {
  it.each([
    { name: 'the canonical answer', input: houseNote },
    { name: 'with unknown fields', input: { ...houseNote, ...unknownFields, address: '12 rue des Pins' } },
    { name: 'with the label in capitals', input: { ...houseNote, label: 'INTERESTED' } },
    {
      name: 'with the author nested',
      input: { ...houseNote, user: { id: 4, first_name: 'Camille', last_name: 'Martin' } },
    },
  ])('reads $name', ({ input }) => {
    expect(v.parse(houseNoteReader, wire(input))).toEqual(houseNote);
  });

  it.each([
    { name: 'the id as a string (kept: it is never put in a URL)', input: { id: '3' }, change: { id: '3' } },
    { name: 'no id (spec §3 shows none)', input: { id: undefined }, change: { id: null } },
    { name: 'id null', input: { id: null }, change: { id: null } },
    {
      name: 'an unknown label, which counts for nothing',
      input: { label: 'not_home' },
      change: { label: 'other' },
    },
    { name: 'others null', input: { others: null }, change: { others: null } },
    { name: 'the author as an id', input: { user: 4 }, change: { user: '' } },
    { name: 'no author', input: { user: undefined }, change: { user: '' } },
    { name: 'created_at absent', input: { created_at: undefined }, change: { created_at: '' } },
  ])('reads $name', ({ input, change }) => {
    expect(v.parse(houseNoteReader, wire({ ...houseNote, ...input }))).toEqual({ ...houseNote, ...change });
  });
});
