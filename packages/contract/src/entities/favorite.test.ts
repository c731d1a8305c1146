import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { favoriteJson, unknownFields, wire } from '../test-support/canonical';
import { favoriteReader } from './favorite';

const expected = favoriteJson();
const read = (input: unknown) => v.parse(favoriteReader, wire(input));

describe('favourite reader', () => {
  it.each([
    { name: 'the canonical answer', input: favoriteJson() },
    { name: 'with unknown fields', input: { ...favoriteJson(), ...unknownFields, user: 4 } },
    { name: 'with the ids as strings', input: { ...favoriteJson(), id: '5', street: '101' } },
    { name: 'with the type in capitals', input: { ...favoriteJson(), type: 'STREET' } },
    {
      name: 'with the street nested and no street_name',
      input: {
        ...favoriteJson(),
        street: { id: 101, name: 'Avenue du Général de Gaulle', status: 'done' },
        street_name: undefined,
      },
    },
    {
      name: 'with the street nested and street_name too',
      input: {
        ...favoriteJson(),
        street: { id: '101', name: 'Avenue du Général de Gaulle' },
      },
    },
  ])('reads the favourite $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    {
      name: 'no street (null)',
      input: { street: null, street_name: null },
      change: { street: null, street_name: null },
    },
    {
      name: 'no street (absent)',
      input: { street: undefined, street_name: undefined },
      change: { street: null, street_name: null },
    },
    { name: 'an unusable street reference', input: { street: 'Rue des Pins' }, change: { street: null } },
    { name: 'type absent: street by default', input: { type: undefined }, change: { type: 'street' } },
    { name: 'an unknown type: street', input: { type: 'house' }, change: { type: 'street' } },
    { name: 'an estimation', input: { type: 'estimation' }, change: { type: 'estimation' } },
    {
      name: 'title and content null',
      input: { title: null, content: null },
      change: { title: '', content: '' },
    },
    { name: 'created_at absent', input: { created_at: undefined }, change: { created_at: null } },
    {
      name: 'a nested street whose name is null',
      input: { street: { id: 101, name: null }, street_name: null },
      change: { street_name: null },
    },
  ])('reads $name', ({ input, change }) => {
    expect(read({ ...favoriteJson(), ...input })).toEqual({ ...expected, ...change });
  });

  it.each([
    { name: 'without id', input: { id: undefined } },
    { name: 'with a negative id', input: { id: '-5' } },
    { name: 'with title as a number', input: { title: 12 } },
  ])('refuses a favourite $name', ({ input }) => {
    expect(v.safeParse(favoriteReader, wire({ ...favoriteJson(), ...input })).success).toBe(false);
  });
});
