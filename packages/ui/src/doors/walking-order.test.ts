import { describe, expect, it } from 'vitest';
import { houseNumberKey, parseHouseNumber, sideOf, sortByWalkingOrder } from './walking-order';

const numbers = (list: readonly string[]) => list.map((number) => ({ number }));
const walked = (list: readonly string[], order: 'odd-first' | 'even-first') =>
  sortByWalkingOrder(numbers(list), order).map(({ number }) => number);

describe('parseHouseNumber', () => {
  it('reads a plain number', () => {
    expect(parseHouseNumber('12')).toEqual({ value: 12, suffixRank: 0 });
  });

  it('reads the repetition suffixes in their order', () => {
    expect(parseHouseNumber('12 bis')).toEqual({ value: 12, suffixRank: 1 });
    expect(parseHouseNumber('3 ter')).toEqual({ value: 3, suffixRank: 2 });
    expect(parseHouseNumber('3 Quater')).toEqual({ value: 3, suffixRank: 3 });
  });

  it('reads a letter written against the number', () => {
    expect(parseHouseNumber('12B')).toEqual({ value: 12, suffixRank: 2 });
    expect(parseHouseNumber('12 a')).toEqual({ value: 12, suffixRank: 1 });
  });

  it('reads a range as its first door', () => {
    expect(parseHouseNumber('7-9')).toEqual({ value: 7, suffixRank: 0 });
    expect(parseHouseNumber('7 - 9')).toEqual({ value: 7, suffixRank: 0 });
  });

  it('refuses what is not a house number', () => {
    expect(parseHouseNumber('Résidence Les Pins')).toBeNull();
    expect(parseHouseNumber('')).toBeNull();
    expect(parseHouseNumber('12 rue')).toBeNull();
  });
});

describe('sideOf', () => {
  it('puts odd numbers on the odd side, even ones on the even side', () => {
    expect(sideOf('7 bis')).toBe('odd');
    expect(sideOf('12')).toBe('even');
    expect(sideOf('7-9')).toBe('odd');
  });

  it('has no side for an unreadable number', () => {
    expect(sideOf('Chez Martin')).toBeNull();
  });
});

describe('houseNumberKey', () => {
  it('meets the spellings of one door', () => {
    expect(houseNumberKey('12 bis')).toBe(houseNumberKey('12BIS'));
    expect(houseNumberKey(' 12  Bis ')).toBe(houseNumberKey('12 bis'));
  });

  it('keeps different doors apart', () => {
    expect(houseNumberKey('12')).not.toBe(houseNumberKey('12 bis'));
    expect(houseNumberKey('Le Clos')).toBe(houseNumberKey('le  clos'));
  });
});

describe('sortByWalkingOrder', () => {
  const street = ['4', '1', '3 bis', '2', 'Le Clos', '3', '12 bis', '12', '5', '7-9'];

  it('walks the odd side up then the even side down', () => {
    expect(walked(street, 'odd-first')).toEqual([
      '1',
      '3',
      '3 bis',
      '5',
      '7-9',
      '12 bis',
      '12',
      '4',
      '2',
      'Le Clos',
    ]);
  });

  it('walks the even side up then the odd side down', () => {
    expect(walked(street, 'even-first')).toEqual([
      '2',
      '4',
      '12',
      '12 bis',
      '7-9',
      '5',
      '3 bis',
      '3',
      '1',
      'Le Clos',
    ]);
  });

  it('keeps unreadable numbers last in their given order', () => {
    expect(walked(['B', '2', 'A'], 'odd-first')).toEqual(['2', 'B', 'A']);
  });

  it('leaves the given list alone', () => {
    const given = numbers(['2', '1']);
    sortByWalkingOrder(given, 'odd-first');
    expect(given.map(({ number }) => number)).toEqual(['2', '1']);
  });
});
