import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wire } from '../test-support/canonical';
import { streetReader } from './street';

const street = { id: 101, name: 'Rue des Pins', status: 'done' };

describe('street reader', () => {
  it.each([
    { name: 'the canonical answer', input: street },
    { name: 'the PATCH answer, with its sector and zone', input: { ...street, sector: 12, zone: 7 } },
    { name: 'with the id as a string', input: { ...street, id: '101' } },
    { name: 'with the status in capitals', input: { ...street, status: 'DONE' } },
  ])('reads $name', ({ input }) => {
    expect(v.parse(streetReader, wire(input))).toEqual(street);
  });

  it.each([
    {
      name: 'an unknown status',
      input: { ...street, status: 'visited' },
      expected: { ...street, status: 'pending' },
    },
    {
      name: 'a boolean status',
      input: { ...street, status: true },
      expected: { ...street, status: 'pending' },
    },
    {
      name: 'no status',
      input: { id: 101, name: 'Rue des Pins' },
      expected: { ...street, status: 'pending' },
    },
    { name: 'name null', input: { ...street, name: null }, expected: { ...street, name: '' } },
  ])('reads $name as not done', ({ input, expected }) => {
    expect(v.parse(streetReader, wire(input))).toEqual(expected);
  });

  it.each([{ id: 0 }, { id: '101a' }, { id: null }])('refuses a street with %j', (change) => {
    expect(v.safeParse(streetReader, wire({ ...street, ...change })).success).toBe(false);
  });
});
