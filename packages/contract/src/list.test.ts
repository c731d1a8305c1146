import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { streetReader } from './entities/street';
import { isPage, listItems, page } from './list';
import { drfPage, streetsJson } from './test-support/canonical';

describe('page', () => {
  it.each([
    {
      name: 'PageNumberPagination',
      input: drfPage([1, 2], 'http://api.example.fr/api/accounts/zones/?page=2'),
    },
    {
      name: 'the last page',
      input: { count: 3, next: null, previous: '/api/accounts/zones/?page=1', results: [3] },
    },
    {
      name: 'LimitOffsetPagination with the count as text',
      input: { count: '2', next: null, results: [1, 2] },
    },
    { name: 'CursorPagination (no count)', input: { next: 'cD0yMDI2', previous: null, results: [] } },
  ])('recognises $name', ({ input }) => {
    expect(isPage(input)).toBe(true);
  });

  it('reads the count as a number', () => {
    expect(v.parse(page, { count: '2', next: null, results: [1, 2] })).toMatchObject({ count: 2 });
  });

  it.each([
    { name: 'a bare list', input: [1, 2] },
    { name: 'a record', input: { id: 1, name: 'Centre' } },
    { name: 'results that are not a list', input: { count: 1, results: { id: 1 } } },
    { name: 'a page whose next is not text', input: { count: 1, next: 2, results: [] } },
    { name: 'null', input: null },
  ])('does not take $name for a page', ({ input }) => {
    expect(isPage(input)).toBe(false);
  });
});

describe('nested lists', () => {
  const streets = listItems(streetReader);
  const expected = streetsJson();

  it.each([
    { name: 'a bare list', input: streetsJson() },
    { name: 'a DRF page', input: drfPage(streetsJson()) },
    { name: 'a page with only results', input: { results: streetsJson() } },
    {
      name: 'items with string ids and unknown fields',
      input: streetsJson().map((street) => ({ ...street, id: String(street.id), sector: 12, order: 1 })),
    },
  ])('reads $name', ({ input }) => {
    expect(v.parse(streets, input)).toEqual(expected);
  });

  it.each([null, undefined, []])('reads %j as an empty list', (input) => {
    expect(v.parse(streets, input)).toEqual([]);
  });

  // One unreadable item refuses the whole answer (and the client logs it) rather than hide a street.
  it.each([
    {
      name: 'an item with a bad id',
      input: [...streetsJson(), { id: '104; drop', name: 'Rue', status: 'done' }],
    },
    { name: 'a page with a bad item', input: drfPage([{ id: -1, name: 'Rue', status: 'done' }]) },
    { name: 'a list of ids', input: [101, 102] },
    { name: 'an object that is not a page', input: { 101: streetsJson()[0] } },
  ])('refuses $name', ({ input }) => {
    expect(v.safeParse(streets, input).success).toBe(false);
  });
});
