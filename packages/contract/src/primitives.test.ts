import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { figure, id, numeric, optionalId, optionalText, percent, text, token } from './primitives';

describe('id', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['900719925474099', 900719925474099],
  ])('reads %j as %d', (input, expected) => {
    expect(v.parse(id, input)).toBe(expected);
  });

  // Ids end up in URLs: anything but a positive integer or its digits is refused.
  it.each([
    0,
    -3,
    1.5,
    '',
    ' 12',
    '12 ',
    '-3',
    '1.0',
    '012',
    '1e3',
    '1; drop',
    '../12',
    '9999999999999999',
    Number.MAX_SAFE_INTEGER + 2,
    Number.NaN,
    null,
    undefined,
    true,
    { id: 12 },
  ])('refuses %j', (input) => {
    expect(v.safeParse(id, input).success).toBe(false);
  });
});

describe('optionalId', () => {
  it.each([
    [5, 5],
    ['5', 5],
    [null, null],
    [undefined, null],
    ['abc', null],
    [-1, null],
  ])('reads %j as %j', (input, expected) => {
    expect(v.parse(optionalId, input)).toBe(expected);
  });
});

describe('numeric, figure and percent', () => {
  it.each([
    [40, 40],
    ['40', 40],
    ['40.00', 40],
    ['33.33', 33.33],
    ['-1.5', -1.5],
    [' 7 ', 7],
    ['1e2', 100],
  ])('numeric reads %j as %d', (input, expected) => {
    expect(v.parse(numeric, input)).toBe(expected);
  });

  it.each(['', 'abc', '40 %', '1,5', 'NaN', 'Infinity', '1e999', null, true, [4], Number.POSITIVE_INFINITY])(
    'numeric refuses %j',
    (input) => {
      expect(v.safeParse(numeric, input).success).toBe(false);
    },
  );

  it.each([
    [12, 12],
    ['12.00', 12],
    [null, 0],
    [undefined, 0],
  ])('figure reads %j as %d', (input, expected) => {
    expect(v.parse(figure, input)).toBe(expected);
  });

  it.each([
    ['40.00', 40],
    [null, 0],
    [150, 100],
    ['-5', 0],
    [62.5, 62.5],
  ])('percent reads %j as %d, within 0–100', (input, expected) => {
    expect(v.parse(percent, input)).toBe(expected);
  });
});

describe('text, optionalText and token', () => {
  it.each([
    ['Rue des Pins', 'Rue des Pins'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('text reads %j as %j', (input, expected) => {
    expect(v.parse(text, input)).toBe(expected);
  });

  it.each([
    ['https://cdn.example.fr/a.png', 'https://cdn.example.fr/a.png'],
    [null, null],
    [undefined, null],
  ])('optionalText reads %j as %j', (input, expected) => {
    expect(v.parse(optionalText, input)).toBe(expected);
  });

  it('text refuses what is not text', () => {
    expect(v.safeParse(text, 12).success).toBe(false);
  });

  it.each(['', null, undefined, 12, ['a.b.c']])('token refuses %j', (input) => {
    expect(v.safeParse(token, input).success).toBe(false);
  });

  it('token keeps a token as it is', () => {
    expect(v.parse(token, ' eyJ.a.b ')).toBe(' eyJ.a.b ');
  });
});
