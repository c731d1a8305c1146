import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { statsJson, unknownFields, wire } from '../test-support/canonical';
import { completionPercent, statsReader } from './stats';

const expected = statsJson();
const read = (input: unknown) => v.parse(statsReader, wire(input));

describe('stats reader', () => {
  it.each([
    { name: 'the canonical answer', input: statsJson() },
    { name: 'with unknown fields', input: { ...statsJson(), ...unknownFields, year: 2026 } },
    {
      name: 'with figures as strings',
      input: {
        doneRues: '14',
        totalRues: '40',
        doneZones: '1',
        totalZones: '2',
        contacts: '3',
        estimations: '2.00',
      },
    },
  ])('reads stats $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'an empty object', input: {} },
    {
      name: 'every figure null',
      input: {
        doneRues: null,
        totalRues: null,
        doneZones: null,
        totalZones: null,
        contacts: null,
        estimations: null,
      },
    },
  ])('reads $name as zeros', ({ input }) => {
    expect(read(input)).toEqual({
      doneRues: 0,
      totalRues: 0,
      doneZones: 0,
      totalZones: 0,
      contacts: 0,
      estimations: 0,
    });
  });

  it.each([
    { name: 'a figure that is not a number', input: { ...statsJson(), contacts: 'trois' } },
    { name: 'a list', input: [statsJson()] },
    { name: 'null', input: null },
  ])('refuses $name', ({ input }) => {
    expect(v.safeParse(statsReader, wire(input)).success).toBe(false);
  });
});

describe('completion percentage', () => {
  it.each([
    [14, 40, 35],
    [1, 3, 33],
    [2, 3, 67],
    [29, 200, 15],
    [0, 0, 0],
    [5, 5, 100],
  ])('%d done of %d streets is %d %%', (doneRues, totalRues, percent) => {
    expect(completionPercent({ doneRues, totalRues })).toBe(percent);
  });
});
