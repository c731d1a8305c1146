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

  // Spec §3 shows no place: a server that adds one has it shown, and anything unusable reads as no place.
  it.each([
    {
      name: 'the sector as an object with its number',
      input: { sector: { id: 12, number: 3 } },
      place: { sector_number: 3 },
    },
    {
      name: 'the sector number as text',
      input: { sector: { id: '12', number: '3' } },
      place: { sector_number: 3 },
    },
    { name: 'a sector_number field', input: { sector_number: 4 }, place: { sector_number: 4 } },
    {
      name: 'the street as its name',
      input: { street: ' Rue des Pins ' },
      place: { street_name: 'Rue des Pins' },
    },
    {
      name: 'the street as an object',
      input: { street: { id: 5, name: 'Allée des Mimosas' } },
      place: { street_name: 'Allée des Mimosas' },
    },
    {
      name: 'a street_name field',
      input: { street: 5, street_name: 'Quai Leray' },
      place: { street_name: 'Quai Leray' },
    },
    {
      name: 'both',
      input: { sector: { number: 2 }, street_name: 'Rue Crébillon' },
      place: { sector_number: 2, street_name: 'Rue Crébillon' },
    },
  ])('reads $name', ({ input, place }) => {
    expect(v.parse(houseNoteReader, wire({ ...houseNote, ...input }))).toEqual({ ...houseNote, ...place });
  });

  it.each([
    { name: 'the sector as a bare id, which names no sector an agent knows', input: { sector: 12 } },
    { name: 'the sector as its id in text', input: { sector: '12' } },
    { name: 'a sector without its number', input: { sector: { id: 12 } } },
    { name: 'a sector number that is none', input: { sector: { number: 'trois' }, sector_number: -1 } },
    { name: 'the street as an id', input: { street: 5 } },
    { name: 'a blank street', input: { street: '  ', street_name: '' } },
    { name: 'nulls', input: { sector: null, sector_number: null, street: null, street_name: null } },
    { name: 'a list where a place was expected', input: { sector: [3], street: ['Rue des Pins'] } },
  ])('reads $name as no place, the note intact', ({ input }) => {
    const read = v.parse(houseNoteReader, wire({ ...houseNote, ...input }));
    expect(read).toEqual(houseNote);
    expect(Object.keys(read)).toEqual(Object.keys(houseNote));
  });
});
