import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { endpoints, pathOf, randomSectorAnswerReader } from './endpoints';
import { sectorJson, wire } from './test-support/canonical';

describe('pathOf', () => {
  it('puts a record id into the path', () => {
    expect(pathOf(endpoints.getSector, 12)).toBe('/api/accounts/sectors/12/');
    expect(pathOf(endpoints.impersonateUser, 4)).toBe('/api/accounts/admin/impersonate/4/');
  });

  it('leaves a path without id as it is', () => {
    expect(pathOf(endpoints.getZones)).toBe('/api/accounts/zones/');
  });

  it.each([undefined, 0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])(
    'refuses the id %s',
    (recordId) => {
      expect(() => pathOf(endpoints.deleteZone, recordId)).toThrow(RangeError);
    },
  );
});

describe('random sector answer', () => {
  it.each([
    { name: 'the whole sector', input: { sector: sectorJson() } },
    { name: 'the sector id as a string', input: { sector: { id: '12' }, zone: 7 } },
  ])('reads $name for its id', ({ input }) => {
    expect(v.parse(randomSectorAnswerReader, wire(input))).toEqual({ sector: { id: 12 } });
  });

  it.each([{ sector: 12 }, { sector: { id: '12; drop' } }, { sectors: [sectorJson()] }])(
    'refuses %j',
    (input) => {
      expect(v.safeParse(randomSectorAnswerReader, wire(input)).success).toBe(false);
    },
  );
});
